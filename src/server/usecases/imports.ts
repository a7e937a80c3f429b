// Importing bookings (contract/imports.ts): a sheet's rows planned (import-rows.ts), previewed
// with nothing written (dry run), or written as one audited batch. The orders go through the
// create path's writer (`writeNewOrders`: the money rules; the rollup statement trigger adds one
// delta per day × talent × admin of the chunk), a chunk per statement, each with its own audit
// row (`writeAudits`, which also announces them live). Rates: the ones in force at the import,
// as for any new order (RULES.md D3: an order keeps the rates in force when it was created;
// there is no history of past rates to apply by the booking's date).
//
// The batch is written in chunks, each its own transaction with a turn of the event loop
// between (PGlite has one connection: one 50,000-row transaction would hold every reader; a
// chunk of multi-row inserts holds it for tens of milliseconds).
// mode=all refuses before writing when any row is bad; a fault half way drops what the batch
// wrote, so the batch is whole or absent either way.
import type { Db, Queryable } from "../../db/connection";
import * as repo from "../../db/repositories/imports";
import { writeAudit, writeAudits } from "../../db/repositories/audit";
import { toPaged } from "../../db/repositories/paging";
import { insertService } from "../../db/repositories/services";
import { insertSubService } from "../../db/repositories/sub-services";
import {
  IMPORT_MESSAGES,
  REQUIRED_IMPORT_FIELDS,
  importErrorsText,
  mapHeaders,
  type ImportOptions,
  type ImportPreview,
} from "../../contract/imports";
import { fieldLabel } from "../../contract/field-labels";
import { HttpError, badRequest, conflict, forbidden, notFound } from "../http-error";
import type { Sheet } from "../imports/read-sheet";
import { importContext, planRow, settleNumbers, type RowPlan } from "./import-rows";
import { ratesNow, writeNewOrders, type Actor } from "./orders";
import { assertOpen } from "./periods";

/**
 * Rows per transaction. PGlite's one connection is held by each, and another user's page waits
 * for the chunk in hand at each of its queries: 100 rows hold it for tens of milliseconds.
 */
const chunkSize = (db: Db) => (db.kind === "pglite" ? 100 : 1000);
/** Rows written before the planner's statistics are refreshed mid-batch (analyzeImported). */
const ANALYZE_AFTER = 1000;
const yieldTurn = () => new Promise<void>((r) => setImmediate(r));

const isBlank = (cells: unknown[]) => cells.every((c) => String(c ?? "").trim() === "");

/** Every data row planned; the preview's columns and counts. */
async function plan(db: Db, actor: Actor, sheet: Sheet, opts: ImportOptions) {
  if (opts.createMissing && actor.role !== "owner")
    throw forbidden(IMPORT_MESSAGES.createMissingOwner);
  const [head, ...body] = sheet.rows;
  if (!head || isBlank(head)) throw badRequest(IMPORT_MESSAGES.empty);
  const headers = head.map((h) => String(h).trim());
  const columns = mapHeaders(headers, opts.mapping);
  for (const f of REQUIRED_IMPORT_FIELDS)
    if (!columns.includes(f)) throw badRequest(IMPORT_MESSAGES.missingColumn(fieldLabel(f)));
  const lines = body.flatMap((cells, i) => (isBlank(cells) ? [] : [{ cells, line: i + 2 }]));
  if (lines.length === 0) throw badRequest(IMPORT_MESSAGES.headersOnly);
  const ctx = await importContext(db, actor, opts.createMissing, await ratesNow(db));
  const closed = new Set(await repo.closedMonths(db));
  const plans: RowPlan[] = [];
  for (const [i, l] of lines.entries()) {
    if (i % 2000 === 1999) await yieldTurn();
    plans.push(planRow(l.line, l.cells, columns, ctx, closed));
  }
  await settleNumbers(db, plans);
  return { headers, columns, plans, fileName: opts.fileName };
}

function preview(sheet: Sheet, p: Awaited<ReturnType<typeof plan>>): ImportPreview {
  const counts = { ok: 0, error: 0, duplicate: 0 };
  const created = {
    talents: new Set<string>(),
    services: new Set<string>(),
    subs: new Set<string>(),
  };
  for (const r of p.plans) {
    counts[r.status]++;
    if (r.status !== "ok") continue;
    if (r.create.talent) created.talents.add(r.create.talent);
    if (r.create.service) created.services.add(r.create.service);
    if (r.create.sub_service) created.subs.add(r.create.sub_service);
  }
  return {
    columns: p.headers.map((header, i) => ({ header, field: p.columns[i] })),
    rows: p.plans.map(({ line, status, errors, values }) => ({ line, status, errors, values })),
    counts,
    created: {
      talents: [...created.talents],
      services: [...created.services],
      sub_services: [...created.subs],
    },
    sheet: sheet.name,
    sheets: sheet.sheets,
  };
}

/** POST /imports/orders: the preview (dry run) or the batch written. */
export async function importOrders(db: Db, actor: Actor, sheet: Sheet, opts: ImportOptions) {
  const planned = await plan(db, actor, sheet, opts);
  if (opts.dryRun) return preview(sheet, planned);
  // the write keeps only what it saves: the sheet's cells and the preview's values of every
  // row would otherwise stay alive through every chunk (the server's memory bound)
  sheet.rows = [];
  for (const p of planned.plans)
    if (p.status !== "error") Object.assign(p, { cells: [], values: {} });
  const bad = planned.plans.filter((p) => p.status === "error");
  if (opts.mode === "all" && bad.length) throw badRequest(IMPORT_MESSAGES.allOrNothing(bad.length));
  const id = await db.transaction((tx) =>
    repo.insertBatch(tx, { user_id: actor.id, file_name: opts.fileName, mode: opts.mode }),
  );
  try {
    return { data: await writeBatch(db, actor, id, planned) };
  } catch (err) {
    await db.transaction((tx) => repo.dropBatch(tx, id));
    throw err;
  }
}

async function writeBatch(
  db: Db,
  actor: Actor,
  id: number,
  planned: Awaited<ReturnType<typeof plan>>,
) {
  // in date order (stable: a day keeps the file's order): a chunk then adds to a few days'
  // rollup rows instead of one row per order when the file is not sorted by date
  const rows = planned.plans
    .filter((p) => p.status === "ok")
    .sort((a, b) => a.input!.date.localeCompare(b.input!.date));
  const failed = planned.plans.filter((p) => p.status === "error");
  await db.transaction((tx) => createMissing(tx, actor.id, rows));
  const { created, taken } = await writeChunks(db, actor.id, id, rows);
  const skipped = planned.plans.filter((p) => p.status === "duplicate").length + taken;
  await db.transaction(async (tx) => {
    const failedRows = {
      headers: planned.headers,
      rows: failed.map((p) => ({
        cells: p.cells,
        message: importErrorsText(p.errors),
      })),
    };
    await repo.finishBatch(tx, id, { created, skipped, failed: failed.length, failedRows });
    await writeAudit(tx, {
      userId: actor.id,
      action: "create",
      entity: "import",
      entityId: id,
      newValue: { file_name: planned.fileName, created, skipped, failed: failed.length },
    });
  });
  return { id, created, skipped, failed: failed.length };
}

/**
 * The ok rows in chunks, each its own transaction, a turn of the event loop between. Answers how
 * many were written and how many numbers were taken meanwhile (see writeRows).
 */
async function writeChunks(db: Db, actorId: number, importId: number, rows: RowPlan[]) {
  const rates = await ratesNow(db);
  const size = chunkSize(db);
  let created = 0;
  for (let i = 0; i < rows.length; i += size) {
    if (i > 0) await yieldTurn();
    const chunk = rows.slice(i, i + size);
    const done = await db.transaction(async (tx) => {
      await assertOpen(tx, [...new Set(chunk.map((p) => p.input!.date))]);
      return writeRows(tx, actorId, chunk, rates, importId);
    });
    // once: the checks planned while the table was small would scan it whole for every row
    if (created < ANALYZE_AFTER && created + done >= ANALYZE_AFTER) await repo.analyzeImported(db);
    created += done;
  }
  // a few rows change no statistics; on a large table the ANALYZE itself takes a while
  if (created >= ANALYZE_AFTER) await repo.analyzeImported(db);
  return { created, taken: rows.length - created };
}

/**
 * A chunk of planned rows written: the orders, then one audit row each (a statement each). A
 * number another import (or the form) took since the preview is skipped, not refused: two
 * imports of one file at once end with each order once. Answers how many were written.
 */
async function writeRows(
  tx: Queryable,
  actorId: number,
  plans: RowPlan[],
  rates: { talent_rate_bp: number; admin_rate_bp: number },
  importId: number,
): Promise<number> {
  const ids = await writeNewOrders(
    tx,
    actorId,
    plans.map((p) => ({ input: p.input!, refund: p.refund, importId })),
    rates,
    { skipTaken: true },
  );
  const written = plans.filter((p) => ids.has(p.input!.no_order));
  await writeAudits(
    tx,
    written.map((p) => {
      const orderId = ids.get(p.input!.no_order)!;
      return {
        userId: actorId,
        action: "create" as const,
        entity: "order",
        entityId: orderId,
        newValue: { id: orderId, ...p.input, refund_status: p.refund, import_id: importId },
      };
    }),
  );
  return written.length;
}

/** 'Buat data yang belum ada' (owner): the names the ok rows need, created and audited. */
async function createMissing(tx: Queryable, actorId: number, rows: RowPlan[]) {
  const talents = new Map<string, number>();
  const services = new Map<string, number>();
  const subs = new Map<string, number>();
  const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  const audit = (entity: string, entityId: number, name: string) =>
    writeAudit(tx, { userId: actorId, action: "create", entity, entityId, newValue: { name } });
  for (const p of rows) {
    const c = p.create;
    const input = p.input!;
    if (c.talent) {
      let tid = talents.get(key(c.talent));
      if (!tid) {
        tid = await repo.insertImportedTalent(tx, c.talent.trim());
        talents.set(key(c.talent), tid);
        await audit("talent", tid, c.talent);
      }
      input.talents_id = tid;
    }
    if (c.service) {
      let sid = services.get(key(c.service));
      if (!sid) {
        sid = (await insertService(tx, c.service.trim())).id;
        services.set(key(c.service), sid);
        await audit("service", sid, c.service);
      }
      input.services_id = sid;
    }
    if (c.sub_service) {
      const k = `${input.services_id}|${key(c.sub_service)}`;
      let ssid = subs.get(k);
      if (!ssid) {
        ssid = (
          await insertSubService(tx, {
            name: c.sub_service.trim(),
            services_id: input.services_id!,
          })
        ).id;
        subs.set(k, ssid);
        await audit("sub_service", ssid, c.sub_service);
      }
      input.sub_service_id = ssid;
    }
  }
}

export async function listImports(db: Db, q: { page: number; limit: number }) {
  const { rows, total } = await repo.batchPage(db, q.page, q.limit);
  return toPaged(rows, total, q);
}

export async function getImport(db: Db, id: number) {
  const batch = await repo.findBatch(db, id);
  if (!batch) throw notFound(IMPORT_MESSAGES.notFound);
  return batch;
}

export async function failedRows(db: Db, id: number) {
  const rows = await repo.failedRowsOf(db, id);
  if (!rows) throw notFound(IMPORT_MESSAGES.notFound);
  return rows;
}

/**
 * 'Batalkan impor': the batch's orders removed in one transaction while their months are open
 * and none was edited since (version 1); else 409 naming what blocks it. Each removed order
 * has its audit row, and the batch one.
 */
export async function undoImport(db: Db, actor: Actor, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await repo.lockBatch(tx, id);
    if (!batch) throw notFound(IMPORT_MESSAGES.notFound);
    if (batch.undone_at) throw conflict(IMPORT_MESSAGES.undone);
    const orders = await repo.lockBatchOrders(tx, id);
    const edited = orders.find((o) => o.version > 1);
    if (edited) throw conflict(IMPORT_MESSAGES.undoEdited(edited.no_order));
    try {
      await assertOpen(tx, [...new Set(orders.map((o) => o.date))]);
    } catch (err) {
      throw err instanceof HttpError
        ? conflict(`Impor tidak dapat dibatalkan: ${err.message}`)
        : err;
    }
    await repo.deleteBatchOrders(tx, id);
    for (const o of orders)
      await writeAudit(tx, {
        userId: actor.id,
        action: "delete",
        entity: "order",
        entityId: o.id,
        oldValue: o,
      });
    await repo.markUndone(tx, id, actor.id);
    await writeAudit(tx, {
      userId: actor.id,
      action: "delete",
      entity: "import",
      entityId: id,
      oldValue: { removed: orders.length },
    });
    return orders.length;
  });
}
