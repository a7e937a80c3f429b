import { OrderSummariesPage } from "./OrderSummariesPage";

/** /admin/report/admins-orders-summary. */
export default function AdminsOrdersSummaryPage() {
  return <OrderSummariesPage by="admin" />;
}
