import type { Db } from "../../db/connection";
import type { CellBatchResponse } from "../../contract/cell-batch";
import { rowRefusal } from "../../contract/row-refusal";
import { HttpError } from "../http-error";

/**
 * Several rows changed as ONE change (a paste over a grid, its undo): each row goes through the
 * one-row use case — the same rules, row-version check and audit row as the one-row call —
 * inside a single transaction, so a refusal of any row leaves every row as it was. The use
 * cases open their own transaction; here they join this one. A refusal names its row
 * (`rows.1: …`, contract/row-refusal.ts); anything else (a database fault) is not reworded.
 */
export async function changeRows<B>(
  db: Db,
  rows: { id: number; body: B }[],
  change: (db: Db, id: number, body: B) => Promise<{ version: number }>,
  message: string,
): Promise<CellBatchResponse> {
  const saved = await db.transaction(async (tx) => {
    const joined: Db = {
      kind: db.kind,
      query: (sql, params) => tx.query(sql, params),
      exec: (sql) => tx.exec(sql),
      transaction: (fn) => fn(tx),
      listen: (...args) => db.listen(...args),
      close: () => Promise.reject(new Error("a joined transaction is not closed by its user")),
    };
    const versions: { id: number; version: number }[] = [];
    for (const [i, row] of rows.entries()) {
      try {
        const { version } = await change(joined, row.id, row.body);
        versions.push({ id: row.id, version });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        throw new HttpError(err.statusCode, rowRefusal(i, err.message), err.retryAfter);
      }
    }
    return versions;
  });
  return { message, rows: saved };
}
