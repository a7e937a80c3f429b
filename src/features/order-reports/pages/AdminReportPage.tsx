import { OrderReportPage } from "./OrderReportPage";

/** /admin/report/admin/{id}. */
export default function AdminReportPage() {
  return <OrderReportPage by="admin" />;
}
