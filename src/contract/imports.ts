// Importing bookings from a spreadsheet (.xlsx, CSV, TSV) or a pasted block: the columns an
// import knows, how a header names one (the grid's Indonesian headers and the spec's field names,
// case, spaces and underscores ignored), the limits and the Indonesian messages, and the wire
// shapes of /imports. The wizard and the server's reader share the one header matcher.
import { z, pageQuery, paged } from "./common";
import { REFUND_LABELS, REFUND_STATUSES } from "./values";
import { fieldLabel } from "./field-labels";

/** The columns an imported row may carry, in the order the preview shows them. */
export const IMPORT_FIELDS = [
  "no_order",
  "date",
  "admin",
  "talent",
  "customer_name",
  "customer_age",
  "gender",
  "service",
  "sub_service",
  "duration",
  "price",
  "payment_method",
  "payment_place",
  "tip_talent",
  "tip_admin",
  "refund_status",
  "description",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Without these a row cannot become an order (the create form's defaults fill the rest). */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ["date", "talent", "price"];

/** The header each field is shown under (the orders grid's words) and the other names it has. */
export const IMPORT_HEADERS: Record<ImportField, readonly string[]> = {
  no_order: ["No Order", "Nomor Order", "no_order"],
  date: ["Tanggal", "Tanggal Order", "date"],
  admin: ["Admin", "Handle By", "admin_name", "user"],
  talent: ["Talent", "talent_name"],
  customer_name: ["Customer", "Client", "Nama Customer", "customer_name"],
  customer_age: ["Umur", "customer_age"],
  gender: ["Gender"],
  service: ["Jasa", "Service", "service_name"],
  sub_service: ["Sub Jasa", "Sub Service", "sub_service_name"],
  duration: ["Durasi", "duration"],
  price: ["Harga", "price"],
  payment_method: ["Metode Pembayaran", "payment_method"],
  payment_place: ["Tempat Pembayaran", "payment_place"],
  tip_talent: ["Tip Talent", "tip_talent"],
  tip_admin: ["Tip Admin", "tip_admin"],
  refund_status: ["Refund", "Status Refund", "refund_status"],
  description: ["Keterangan", "Deskripsi", "description"],
};

/** Names compared the way people write them: case, spaces, `_` and `-` ignored. */
export const headerKey = (s: string) => s.toLowerCase().replace(/[\s_\-\u00a0]+/g, "");

const HEADER_INDEX = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((f) => IMPORT_HEADERS[f].map((h) => [headerKey(h), f] as const)),
);

/** The field a header names, if any ("TANGGAL", "no  order", "Sub_Jasa"). */
const fieldOfHeader = (header: string): ImportField | undefined =>
  HEADER_INDEX.get(headerKey(header));

/**
 * Each header's field: `mapping` (header → field, or "" to leave a column out) wins, else the
 * header's own name. A field is taken by the first column that names it.
 */
export function mapHeaders(
  headers: readonly string[],
  mapping: Readonly<Record<string, string>> = {},
): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((h) => {
    const chosen = Object.hasOwn(mapping, h) ? mapping[h] : fieldOfHeader(h);
    const field = (IMPORT_FIELDS as readonly string[]).includes(chosen ?? "")
      ? (chosen as ImportField)
      : null;
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Refund as a cell says it: the grid's label ("Refund 50%") or the code ("REFUND_50"). */
export function refundOfCell(cell: string): (typeof REFUND_STATUSES)[number] | undefined {
  const key = headerKey(cell);
  if (key === "" || key === "-") return "NONE";
  return REFUND_STATUSES.find((s) => headerKey(s) === key || headerKey(REFUND_LABELS[s]) === key);
}

/** An .xlsx upload's bounds: the file, its uncompressed parts and its rows. */
export const IMPORT_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  unzippedBytes: 200 * 1024 * 1024,
  rows: 200_000,
} as const;

export const IMPORT_MESSAGES = {
  notSpreadsheet: "File bukan spreadsheet: unggah .xlsx, .csv atau .tsv",
  oldXls: "File .xls lama tidak didukung: simpan sebagai .xlsx lalu unggah lagi",
  password:
    "File dilindungi kata sandi: buka di Excel, hapus kata sandinya, simpan, lalu unggah lagi",
  empty: "File kosong",
  headersOnly: "File hanya berisi judul kolom, belum ada baris data",
  encoding:
    "File tidak berformat UTF-8: di Excel pilih Simpan Sebagai → CSV UTF-8, lalu unggah lagi",
  tooLarge: "File terlalu besar (maksimal 10 MB)",
  unzippedTooLarge: "Isi file .xlsx terlalu besar (maksimal 200 MB setelah diekstrak)",
  tooManyRows: `Terlalu banyak baris (maksimal ${IMPORT_LIMITS.rows.toLocaleString("id-ID")})`,
  noVisibleSheet: "Tidak ada sheet yang terlihat di file ini",
  noSheet: (name: string) => `Sheet "${name}" tidak ada (atau tersembunyi) di file ini`,
  noFile: "Pilih file untuk diimpor",
  oneFile: "Hanya boleh mengunggah satu file",
  missingColumn: (label: string) => `Kolom ${label} wajib ada (pilih kolomnya di pemetaan)`,
  required: "wajib diisi",
  /** A name no talent, admin, service or sub-service has (the field's label goes before it). */
  unknown: (name: string) => `"${name}" tidak ditemukan`,
  refund: "harus Tidak ada, Refund 50%, Refund 100% atau kodenya (NONE, REFUND_50, REFUND_100)",
  duplicateDifferent: "Nomor order sudah ada dengan isi yang berbeda",
  duplicateInFile: "Nomor order sama dengan baris lain di file ini dengan isi yang berbeda",
  number: "harus berupa angka bulat",
  allOrNothing: (n: number) =>
    `${n} baris salah: tidak ada yang diimpor (mode semua atau tidak sama sekali)`,
  createMissingOwner: "Hanya owner yang dapat membuat data yang belum ada",
  notFound: "Impor tidak ditemukan",
  undone: "Impor ini sudah dibatalkan",
  undoEdited: (noOrder: number) =>
    `Impor tidak dapat dibatalkan: order No ${noOrder} sudah diubah setelah diimpor`,
  undoneOk: (n: number) => `Impor dibatalkan: ${n} order dihapus`,
  nothingValid: "Tidak ada baris yang siap diimpor",
} as const;

const IMPORT_MODES = ["valid", "all"] as const;
const IMPORT_STATUSES = ["ok", "error", "duplicate"] as const;

/** The header → field choices sent with an upload (JSON; "" leaves a column out). */
const mappingSchema = z.record(
  z.string().max(200),
  z.union([z.enum(IMPORT_FIELDS, "kolom tujuan tidak dikenal"), z.literal("")]),
);

/** A text form field that holds JSON (multipart sends every field as text). */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "format JSON tidak valid" });
        return z.NEVER;
      }
    })
    .pipe(schema);

const flag = z.enum(["true", "false"], "harus true atau false").transform((s) => s === "true");

/** The multipart upload's text fields (the file is the part `file`). */
export const importFormFields = z.strictObject({
  mapping: jsonText(mappingSchema).optional(),
  create_missing: flag.optional(),
  mode: z.enum(IMPORT_MODES, "harus valid atau all").optional(),
  dry_run: flag.optional(),
  /** The .xlsx sheet to read (a visible one, by name); the first visible one when left out. */
  sheet: z.string().max(200).optional(),
});

/** The JSON body of a pasted block: the rows as pasted, the first one the headers. */
export const importJsonBody = z.strictObject({
  rows: z
    .array(z.array(z.string().max(2000, "sel terlalu panjang")).max(100, "terlalu banyak kolom"))
    .min(1, IMPORT_MESSAGES.empty)
    .max(IMPORT_LIMITS.rows + 1, IMPORT_MESSAGES.tooManyRows),
  mapping: mappingSchema.optional(),
  create_missing: z.boolean("harus true atau false").optional(),
  mode: z.enum(IMPORT_MODES, "harus valid atau all").optional(),
  dry_run: z.boolean("harus true atau false").optional(),
  file_name: z.string().max(200).optional(),
});

/** What one upload asks for, whichever way it came. */
export interface ImportOptions {
  mapping: Record<string, string>;
  createMissing: boolean;
  mode: (typeof IMPORT_MODES)[number];
  dryRun: boolean;
  fileName: string;
}

const cellValue = z.union([z.string(), z.number(), z.null()]);

/** A row as it will be saved: ids and names, money by the money rules (RULES.md D3). */
const importRowValues = z.object({
  no_order: cellValue,
  date: cellValue,
  admin: cellValue,
  talent: cellValue,
  customer_name: cellValue,
  customer_age: cellValue,
  gender: cellValue,
  service: cellValue,
  sub_service: cellValue,
  duration: cellValue,
  price: cellValue,
  payment_method: cellValue,
  payment_place: cellValue,
  tip_talent: cellValue,
  tip_admin: cellValue,
  refund_status: cellValue,
  description: cellValue,
  net_price: cellValue,
  talent_share: cellValue,
  admin_fee: cellValue,
});
export type ImportRowValues = z.infer<typeof importRowValues>;

const importPreviewRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number(),
  status: z.enum(IMPORT_STATUSES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  values: importRowValues,
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;
/** A row's refusals as one text, each after its field's label: 'Talent: "X" tidak ditemukan'. */
export const importErrorsText = (errors: ImportPreviewRow["errors"], separator = "; ") =>
  errors.map((e) => `${fieldLabel(e.field)}: ${e.message}`).join(separator);

const importCounts = z.object({ ok: z.number(), error: z.number(), duplicate: z.number() });

/** `dry_run=true`: nothing written, the preview. */
const importPreview = z.object({
  columns: z.array(z.object({ header: z.string(), field: z.enum(IMPORT_FIELDS).nullable() })),
  rows: z.array(importPreviewRow),
  counts: importCounts,
  /** Names 'Buat data yang belum ada' creates (owner), per kind. */
  created: z.object({
    talents: z.array(z.string()),
    services: z.array(z.string()),
    sub_services: z.array(z.string()),
  }),
  /** The sheet read (.xlsx: the one asked for, else the first visible one). */
  sheet: z.string().nullable(),
  /** The .xlsx's visible sheets, in workbook order (none for CSV, TSV and a pasted block). */
  sheets: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreview>;

const importResult = z.object({
  data: z.object({ id: z.number(), created: z.number(), skipped: z.number(), failed: z.number() }),
});

/** One audited batch: who, when, which file, its counts; undone_at once it was undone. */
export const importBatch = z.object({
  id: z.number(),
  file_name: z.string(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  mode: z.enum(IMPORT_MODES),
  created: z.number(),
  skipped: z.number(),
  failed: z.number(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatch>;

/** The answer of POST /imports/orders: the preview (dry run) or the batch's counts. */
export const importAnswer = z.union([importPreview, importResult]);

export const importListQuery = z.strictObject({ ...pageQuery(10) });
export const importBatchPage = paged(importBatch);
