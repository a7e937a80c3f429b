// /admin/admin-rekap/{id} (RULES.md S2): 'Detail Laporan Admin' + username, month picker, Total
// Orders, Total Admin Fee, Total Tip Admin, Total Admin Fee + Tip, and the month's orders
// (Tanggal, Tip Admin, Admin Fee, Total) paged by the server with pinned totals.
import { paths } from "../../../client/lib/paths";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { adminRekapColumns } from "../../../../grids/admin-rekap";
import type { AdminRekapSort } from "../../../contract/rekap";
import { exportAdminRekap } from "../api/export-rekap";
import { adminRekapList, rekapQuery } from "../atoms";
import { RekapFrame } from "./RekapFrame";
import { downloadAdminRekapPdf, getAdminRekapMonth } from "../api/rekap-pdf";

export default function AdminRekapPage() {
  return (
    <RekapFrame
      who="Admin"
      list={adminRekapList}
      backTo={paths.adminsOrdersSummary.pattern}
      columns={adminRekapColumns}
      name={(r) => r.username}
      downloadPdf={downloadAdminRekapPdf}
      preview={async (id, month, filters) => ({
        kind: "admin-monthly",
        report: await getAdminRekapMonth(id, month, filters),
      })}
      exportMonth={(id, params, format) =>
        exportAdminRekap(id, { ...rekapQuery<AdminRekapSort>(params), format })
      }
      tiles={(r) => (
        <FigureCards min={200}>
          <FigureCard label="Total Orders" value={r?.total_orders} icon="shopping-cart" />
          <FigureCard label="Total Admin Fee" value={r?.total_admin_fee} money icon="person" />
          <FigureCard
            label="Total Tip Admin"
            value={r?.total_admin_tip}
            money
            icon="heart"
            color="#c87619"
          />
          <FigureCard
            label="Total Admin Fee + Tip"
            value={r?.total_admin_fee_including_tips}
            money
            strong
            icon="dollar"
            color="#238551"
          />
        </FigureCards>
      )}
    />
  );
}
