// A sheet's rows → the orders they will be (RULES.md D3 money, D7 handler, D9 closed months),
// each row ok, refused with its reasons per column, or 'sudah ada'. Values are read as people
// keep them: dates by the one date reader (typed, date cells, Excel serials: contract/dates.ts),
// amounts by the one rupiah parser, names by their key (case and spaces ignored), refunds by
// label or code. What is left is checked by the create form's own schema (`createOrderFields`),
// so an imported order passes exactly the rules of a typed one.
import type { Queryable } from "../../db/connection";
import * as repo from "../../db/repositories/imports";
import { nextOrderNumber } from "../../db/repositories/orders";
import {
  GENDERS,
  MONEY_BOUNDS,
  PAYMENT_METHODS,
  PAYMENT_PLACES,
  type RupiahBounds,
} from "../../contract/common";
import { RUPIAH_MESSAGES, parseRupiah } from "../../contract/rupiah";
import { parseSheetDate } from "../../contract/dates";
import { closedMessage } from "../../contract/payout-values";
import { ORDER_MESSAGES, createOrderFields, type CreateOrderInput } from "../../contract/orders";
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  headerKey,
  refundOfCell,
  type ImportField,
  type ImportPreviewRow,
  type ImportRowValues,
} from "../../contract/imports";
import { orderMoney, type RefundStatus } from "../../money/rules";
import type { Cell } from "../imports/read-sheet";
import type { Actor } from "./orders";

export interface RowPlan extends ImportPreviewRow {
  /** The original cells (the failed-rows file repeats them). */
  cells: string[];
  input?: CreateOrderInput;
  refund: RefundStatus;
  /** Names this row needs created first ('Buat data yang belum ada'). */
  create: { talent?: string; service?: string; sub_service?: string };
  /** The No Order was left blank and given the next free one. */
  numbered: boolean;
}

type Lookup = Map<string, repo.Named & { parent: number | null }>;
const byKey = (rows: (repo.Named & { parent: number | null })[], withParent = false) =>
  new Map(rows.map((r) => [withParent ? `${r.parent}|${r.key}` : r.key, r]));
/** The SQL KEY in JS: lower case, runs of spaces as one, trimmed. */
const nameKey = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

export interface Context {
  actor: Actor;
  createMissing: boolean;
  rates: { talent_rate_bp: number; admin_rate_bp: number };
  users: Lookup;
  talents: Lookup;
  services: Lookup;
  subs: Lookup;
}

export async function importContext(
  db: Queryable,
  actor: Actor,
  createMissing: boolean,
  rates: Context["rates"],
): Promise<Context> {
  const c = await repo.catalogByName(db);
  return {
    actor,
    createMissing,
    rates,
    users: byKey(c.users),
    talents: byKey(c.talents),
    services: byKey(c.services),
    subs: byKey(c.subs, true),
  };
}

/** A wire field of the create form → the sheet column it came from. */
const WIRE_FIELD: Record<string, ImportField> = {
  user_id: "admin",
  talents_id: "talent",
  services_id: "service",
  sub_service_id: "sub_service",
  tips: "tip_talent",
};

const text = (c: Cell | undefined) => (c === undefined ? "" : String(c).trim());
const choice = (options: readonly string[], c: string) =>
  options.find((o) => headerKey(o) === headerKey(c)) ?? c;

/** An amount cell: a number cell as is, text through the rupiah parser. */
function amount(c: Cell | undefined, b: RupiahBounds): { value?: number; message?: string } {
  // a number cell: its digits (a fraction is sen, which rupiah never has)
  if (typeof c === "number" && !Number.isInteger(c)) return { message: RUPIAH_MESSAGES.sen };
  const r = parseRupiah(text(c), b);
  return r.ok ? { value: r.value } : { message: r.message };
}

/** One row being read: its cells by field, its errors, what the form schema will get. */
class RowReader {
  errors: ImportPreviewRow["errors"] = [];
  fields: Record<string, string> = {};
  values = {} as ImportRowValues;
  create: RowPlan["create"] = {};
  constructor(
    readonly cellOf: (f: ImportField) => Cell | undefined,
    private ctx: Context,
  ) {}
  raw = (f: ImportField) => text(this.cellOf(f));
  fail(field: ImportField, message: string) {
    if (this.errors.some((e) => e.field === field)) return;
    this.errors.push({ field, message });
    this.values[field] = this.raw(field) || null;
  }
  /** A name column → the id the form takes; unknown names fail or are marked for creation. */
  ref(field: "admin" | "talent" | "service" | "sub_service", wire: string) {
    const name = this.raw(field);
    if (name === "") return;
    const parent = field === "sub_service" ? this.fields.services_id : undefined;
    const lookup = { admin: this.ctx.users, talent: this.ctx.talents, service: this.ctx.services }[
      field as "admin"
    ];
    const found =
      field === "sub_service"
        ? this.ctx.subs.get(`${parent}|${nameKey(name)}`)
        : lookup.get(nameKey(name));
    this.values[field] = found?.name ?? name;
    if (found) this.fields[wire] = String(found.id);
    else if (this.ctx.createMissing && field !== "admin") {
      this.create[field] = name;
      // a placeholder id: the name is created before the row is written
      this.fields[wire] = "1";
    } else this.fail(field, IMPORT_MESSAGES.unknown(name));
  }
}

function readCells(r: RowReader, ctx: Context): RefundStatus {
  const cell = (f: ImportField) => r.raw(f);
  r.fields.user_id = String(ctx.actor.id);
  r.values.admin = [...ctx.users.values()].find((u) => u.id === ctx.actor.id)?.name ?? null;
  r.ref("admin", "user_id");
  r.ref("talent", "talents_id");
  r.ref("service", "services_id");
  if (r.create.service && cell("sub_service")) r.create.sub_service = cell("sub_service");
  else r.ref("sub_service", "sub_service_id");
  if (r.create.sub_service) r.fields.sub_service_id = "1";
  readNumbers(r);
  for (const f of ["customer_name", "description"] as const) r.fields[f] = r.values[f] = cell(f);
  r.fields.gender = r.values.gender = choice(GENDERS, cell("gender"));
  r.fields.payment_method = r.values.payment_method = choice(
    PAYMENT_METHODS,
    cell("payment_method"),
  );
  r.fields.payment_place = r.values.payment_place = choice(PAYMENT_PLACES, cell("payment_place"));
  const refund = refundOfCell(cell("refund_status"));
  if (!refund) r.fail("refund_status", IMPORT_MESSAGES.refund);
  r.values.refund_status = refund ?? null;
  return refund ?? "NONE";
}

/** Order number, date, age, duration, price and tips. */
function readNumbers(r: RowReader) {
  const cell = (f: ImportField) => r.raw(f);
  for (const f of ["no_order", "customer_age", "duration"] as const) r.fields[f] = cell(f);
  const date = cell("date") === "" ? undefined : parseSheetDate(cell("date"));
  if (!date) r.fail("date", IMPORT_MESSAGES.required);
  else if (!date.ok) r.fail("date", date.message);
  else r.fields.date = r.values.date = date.value;
  const parsed: { value?: number; message?: string } =
    cell("price") === ""
      ? { message: IMPORT_MESSAGES.required }
      : amount(r.cellOf("price"), MONEY_BOUNDS.price);
  if (parsed.value === undefined) r.fail("price", parsed.message ?? IMPORT_MESSAGES.number);
  else r.fields.price = String((r.values.price = parsed.value));
  const tips: { receiver_type: "talent" | "admin"; amount: number }[] = [];
  for (const [f, receiver] of [
    ["tip_talent", "talent"],
    ["tip_admin", "admin"],
  ] as const) {
    if (cell(f) === "") continue;
    const tip = amount(r.cellOf(f), MONEY_BOUNDS.tip);
    if (tip.value === undefined) r.fail(f, tip.message ?? IMPORT_MESSAGES.number);
    else if (tip.value > 0) tips.push({ receiver_type: receiver, amount: tip.value });
  }
  r.fields.tips = JSON.stringify(tips);
}

/** One data row → its plan (before duplicates and numbering). */
export function planRow(
  line: number,
  cells: Cell[],
  columns: (ImportField | null)[],
  ctx: Context,
  closed: Set<string>,
): RowPlan {
  const at = new Map(columns.flatMap((f, i) => (f ? [[f, i] as const] : [])));
  const cellOf = (f: ImportField) => {
    const i = at.get(f);
    return i === undefined ? undefined : cells[i];
  };
  const r = new RowReader(cellOf, ctx);
  const refund = readCells(r, ctx);
  const numbered = r.fields.no_order === "";
  if (numbered) r.fields.no_order = "1";
  const parsed = createOrderFields.safeParse(r.fields);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const wire = String(issue.path[0] ?? "");
      r.fail(WIRE_FIELD[wire] ?? (wire as ImportField), issue.message);
    }
  if (ctx.actor.role !== "owner" && r.fields.user_id !== String(ctx.actor.id))
    r.fail("admin", ORDER_MESSAGES.handlerNotSelf);
  if (r.fields.date && closed.has(r.fields.date.slice(0, 7)))
    r.fail("date", closedMessage(r.fields.date.slice(0, 7)));
  const input = r.errors.length === 0 && parsed.success ? parsed.data : undefined;
  if (input) {
    Object.assign(r.values, orderMoney({ ...input, refund_status: refund, ...ctx.rates }));
    r.values.no_order = numbered ? null : input.no_order;
    r.values.customer_age = input.customer_age ?? null;
    r.values.duration = input.duration ?? null;
    r.values.tip_talent = r.values.tip_talent ?? 0;
  } else
    // a refused row shows what was typed, so the user finds it in the file
    for (const f of ["no_order", "customer_age", "duration"] as const)
      r.values[f] ??= r.raw(f) || null;
  return {
    line,
    cells: cells.map((c) => String(c)),
    status: input ? "ok" : "error",
    errors: r.errors,
    values: fillBlanks(r.values),
    input,
    refund,
    create: r.create,
    numbered,
  };
}

/** The preview's values: the imported columns, then the money each row will produce. */
const VALUE_KEYS = [
  ...IMPORT_FIELDS,
  "net_price",
  "talent_share",
  "admin_fee",
] as const satisfies readonly (keyof ImportRowValues)[];

const fillBlanks = (v: Partial<ImportRowValues>): ImportRowValues =>
  Object.fromEntries(
    VALUE_KEYS.map((k) => [k, v[k] === undefined || v[k] === "" ? null : v[k]]),
  ) as ImportRowValues;

/** What makes two versions of one order number the same booking. */
function signature(o: Omit<repo.StoredOrder, "no_order">): string {
  return JSON.stringify([
    o.date,
    o.user_id,
    o.talents_id,
    o.services_id,
    o.sub_service_id,
    o.customer_name,
    o.customer_age,
    o.gender,
    o.duration,
    Number(o.price),
    o.payment_method,
    o.payment_place,
    o.refund_status,
    Number(o.tip_talent),
    Number(o.tip_admin),
    o.description,
  ]);
}

const planSignature = (p: RowPlan) =>
  signature({
    date: p.input!.date,
    user_id: p.input!.user_id,
    talents_id: p.input!.talents_id,
    services_id: p.input!.services_id ?? null,
    sub_service_id: p.input!.sub_service_id ?? null,
    customer_name: p.input!.customer_name,
    customer_age: p.input!.customer_age ?? null,
    gender: p.input!.gender ?? null,
    duration: p.input!.duration ?? null,
    price: p.input!.price,
    payment_method: p.input!.payment_method ?? null,
    payment_place: p.input!.payment_place ?? null,
    refund_status: p.refund,
    tip_talent: Number(p.values.tip_talent ?? 0),
    tip_admin: Number(p.values.tip_admin ?? 0),
    description: p.input!.description,
  });

/**
 * Duplicates by No Order: equal to the stored order (or an earlier row of the file) → 'sudah
 * ada', skipped; different → an error. Then blank numbers get the next free ones.
 */
export async function settleNumbers(db: Queryable, plans: RowPlan[]): Promise<void> {
  const given = plans.filter((p) => p.input && !p.numbered);
  const stored = new Map(
    (await repo.ordersByNumber(db, [...new Set(given.map((p) => p.input!.no_order))])).map((o) => [
      Number(o.no_order),
      signature(o),
    ]),
  );
  const seen = new Map<number, string>();
  for (const p of given) markDuplicate(p, stored, seen);
  // a loop, not Math.max(...numbers): 200,000 arguments overflow the stack
  let next = await nextOrderNumber(db);
  for (const n of seen.keys()) if (n >= next) next = n + 1;
  for (const p of plans)
    if (p.input && p.numbered) {
      while (stored.has(next) || seen.has(next)) next++;
      p.input.no_order = next++;
      p.values.no_order = p.input.no_order;
    }
}

function markDuplicate(p: RowPlan, stored: Map<number, string>, seen: Map<number, string>) {
  const no = p.input!.no_order;
  const sig = planSignature(p);
  const before = stored.get(no);
  const earlier = seen.get(no);
  if (before !== undefined || earlier !== undefined) {
    if ((before ?? earlier) === sig && !Object.keys(p.create).length) p.status = "duplicate";
    else {
      p.status = "error";
      p.errors.push({
        field: "no_order",
        message:
          before !== undefined
            ? IMPORT_MESSAGES.duplicateDifferent
            : IMPORT_MESSAGES.duplicateInFile,
      });
    }
    p.input = p.status === "duplicate" ? p.input : undefined;
    return;
  }
  seen.set(no, sig);
}
