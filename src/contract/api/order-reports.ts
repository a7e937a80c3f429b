// /order/talents, /order/admins (one row per talent or handler) and /order/talent/:id,
// /order/admin/:id (one talent's or handler's orders), each with its export file.
import { idParams } from "../common";
import { endpoint, file } from "../endpoint";
import {
  orderReportExportQuery,
  orderReportPage,
  orderReportQuery,
  orderSummaryExportQuery,
  orderSummaryPage,
  orderSummaryQuery,
} from "../order-reports";

const summaries = (by: "talent" | "admin") => {
  const who = by === "talent" ? "talent" : "admin (handler)";
  return {
    list: endpoint(`GET /order/${by}s`, {
      query: orderSummaryQuery,
      ok: orderSummaryPage,
      summary: `Satu baris per ${who} yang punya order dalam rentang, dengan angka uang dan total; filter kolom (nama, angka dari–sampai) menyaring baris dan total`,
    }),
    exportFile: endpoint(`GET /order/${by}s/export`, {
      query: orderSummaryExportQuery,
      ok: file("text/csv"),
      summary: `Seluruh daftar ringkasan ${who} sebagai CSV (;), atau .xlsx dengan format=xlsx`,
    }),
    report: endpoint(`GET /order/${by}/:id`, {
      params: idParams,
      query: orderReportQuery,
      ok: orderReportPage,
      summary: `Order satu ${who} per halaman, dengan total halaman dan total keseluruhan; filter kolom menyaring order dan kedua total`,
    }),
    reportExport: endpoint(`GET /order/${by}/:id/export`, {
      params: idParams,
      query: orderReportExportQuery,
      ok: file("text/csv"),
      summary: `Semua order satu ${who} (filter dan urutan laporan) sebagai CSV (;) atau .xlsx`,
    }),
  };
};

const talent = summaries("talent");
const admin = summaries("admin");

export const orderReportsApi = {
  talents: talent.list,
  talentsExport: talent.exportFile,
  talentReport: talent.report,
  talentReportExport: talent.reportExport,
  admins: admin.list,
  adminsExport: admin.exportFile,
  adminReport: admin.report,
  adminReportExport: admin.reportExport,
};
