// The money reports per talent and per admin (RULES.md S2): the summaries of every talent or
// admin with orders in a range, and one person's orders with the report's totals.
import type { Queryable } from "../../db/connection";
import { orderReportPage } from "../../db/repositories/order-reports";
import type { OrderReportPage } from "../../contract/order-reports";
import { adminName, talentName } from "./summary";

// A read with no rule of its own: the repository's (routes import use cases only, README Layout).
export { listOrderSummaries } from "../../db/repositories/order-summaries";

const nameOf = { talent: talentName, admin: adminName };

/**
 * One talent's or admin's orders and their name; 404 for an unknown one. The screen's page read
 * caps a search's count (`capSearch`); an export reads every match.
 */
export async function orderReport(
  db: Queryable,
  by: "talent" | "admin",
  id: number,
  q: Parameters<typeof orderReportPage>[3],
  opts?: Parameters<typeof orderReportPage>[4],
): Promise<{ name: string; report: OrderReportPage }> {
  const name = await nameOf[by](db, id);
  return { name, report: await orderReportPage(db, by, id, q, opts) };
}
