import {
  z,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_PLACES,
  REFUND_STATUSES,
  TIP_RECEIVERS,
  dateText,
  exportFormatQuery,
  pageQuery,
  rowVersion,
  paged,
  searchText,
  sortedBy,
  text,
  moneyText,
  optionalMoneyText,
  rupiahDigits,
  rupiahNumber,
  MAX_AMOUNT,
  MONEY_BOUNDS,
  RUPIAH_MESSAGES,
  typedDate,
} from "./common";
import { containsFilter, rangeFilter, rangesInOrder, rupiahRange } from "./column-filters";
import { ORDER_EXPORT_COLUMNS } from "./values";
import { BLANK_KEY, ORDER_FILTERS } from "./filter-fields";

export const ORDER_MESSAGES = {
  createRequired: "User, Talent, dan Price wajib diisi!",
  updateRequired: "Customer name dan price wajib diisi!",
  created: "Order berhasil dibuat!",
  updated: "Order berhasil diupdate!",
  deleted: "Data berhasil dihapus.",
  notFound: "Order tidak ditemukan",
  noOrderTaken: "Nomor order sudah digunakan",
  // reasons of one field: the server says "Admin: user tidak ditemukan" (fieldError)
  userMissing: "user tidak ditemukan",
  talentMissing: "talent tidak ditemukan",
  serviceMissing: "service tidak ditemukan",
  subServiceMissing: "sub service tidak ditemukan",
  subServiceNeedsService: "wajib diisi jika sub service diisi",
  subServiceMismatch: "sub service bukan bagian dari service yang dipilih",
  handlerNotSelf: "admin hanya dapat mencatat order atas namanya sendiri",
  deleteNotOwn: "Hanya owner yang dapat menghapus order yang dibuat admin lain",
  imageType: "File bukti harus berupa gambar JPEG, PNG atau WebP",
  imageTooLarge: "Ukuran file terlalu besar (maksimal 5 MB)",
  imageDimensions: "Dimensi gambar terlalu besar (maksimal 10000×10000 piksel)",
  imageUnreadable: "File bukti rusak atau tidak dapat dibaca",
  imagePixels: "Gambar terlalu besar (maksimal 40 megapiksel); kecilkan fotonya lalu unggah lagi",
  imageBusy: "Server sedang memproses banyak gambar. Coba lagi sebentar lagi.",
  imageField: "harus berupa file gambar",
  onlyOneImage: "Hanya boleh mengunggah satu file bukti pembayaran",
  multipartInvalid: "Body multipart/form-data tidak valid atau terpotong",
  // shown by the client when the server never answered, or could not load an order (RULES.md S5, S8)
  createFailed: "Failed to create order",
  updateFailed: "Gagal update order",
  loadFailed: "Gagal mengambil data order",
} as const;

/** Proof images the server accepts (it checks the bytes; the form checks type and size first). */
export const PROOF_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_PROOF_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Caps that keep every money sum a safe integer (< 2^53, RULES.md D8): price ≤ MAX_AMOUNT and
 * the tips of one order together ≤ MAX_AMOUNT, so no figure of one order passes 2 × MAX_AMOUNT
 * (uang masuk = net price + tips is the largest) and every total stays exact up to
 * MAX_SAFE_ORDERS (4,503,599) orders at the caps.
 */
export const MAX_PRICE = MONEY_BOUNDS.price.max;
export const MAX_TIPS = 20;
export const MAX_TIPS_TOTAL = MAX_AMOUNT;
export const MAX_SAFE_ORDERS = Math.floor(Number.MAX_SAFE_INTEGER / (MAX_PRICE + MAX_TIPS_TOTAL));
const MAX_ID = 2_147_483_647;

// Multipart sends every field as text: whole numbers are parsed explicitly from digits.
const genderEnum = z.enum(GENDERS, "harus Man atau Woman");
const paymentMethodEnum = z.enum(PAYMENT_METHODS, "harus Cash, Transfer atau E-Wallet");
const paymentPlaceEnum = z.enum(
  PAYMENT_PLACES,
  "harus Qris, DANA, Gopay, Shopee, Seabank atau BRI",
);

const digits = (min: number, max: number, required?: string) =>
  (required ? z.string(required).trim().min(1, required) : z.string().trim())
    .regex(/^\d+$/, "harus berupa angka (digit saja)")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, min === 1 ? "harus lebih dari 0" : `minimal ${min}`)
        .max(max, `maksimal ${max}`),
    );

/** An optional form field: absent or blank means "not given". */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((s) => (s === "" ? undefined : s))
    .pipe(schema.optional())
    .optional();

export const tip = z.strictObject({
  receiver_type: z.enum(TIP_RECEIVERS, "harus talent atau admin"),
  amount: rupiahNumber(MONEY_BOUNDS.tip),
});

/** The tips of one order: at most MAX_TIPS, together at most MAX_TIPS_TOTAL. */
const tipList = z
  .array(tip, "harus berupa daftar tip")
  .max(MAX_TIPS, `maksimal ${MAX_TIPS} tip`)
  .refine(
    (tips) => tips.reduce((sum, t) => sum + t.amount, 0) <= MAX_TIPS_TOTAL,
    `jumlah semua tip ${RUPIAH_MESSAGES.tooLarge(MAX_TIPS_TOTAL)}`,
  );

/** `tips` arrives as JSON text: `[{"receiver_type":"talent","amount":50000}]`. */
const tipsJson = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (s === "") return [];
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "format JSON tidak valid" });
      return z.NEVER;
    }
  })
  .pipe(tipList);

/**
 * POST /order/createOrder fields (multipart text, or the same strings as JSON). The three
 * required by the spec come first so a missing one is the first issue reported.
 */
export const createOrderFields = z.strictObject({
  user_id: digits(1, MAX_ID, ORDER_MESSAGES.createRequired),
  talents_id: digits(1, MAX_ID, ORDER_MESSAGES.createRequired),
  price: rupiahDigits(MONEY_BOUNDS.price, ORDER_MESSAGES.createRequired),
  no_order: digits(1, Number.MAX_SAFE_INTEGER, "wajib diisi"),
  date: z.string("wajib diisi").trim().min(1, "wajib diisi").pipe(dateText),
  services_id: optional(digits(1, MAX_ID)),
  sub_service_id: optional(digits(1, MAX_ID)),
  customer_name: text({ max: 120 }).default(""),
  customer_age: optional(digits(0, 150)),
  gender: optional(genderEnum),
  duration: optional(digits(1, 10_080)),
  payment_method: optional(paymentMethodEnum),
  payment_place: optional(paymentPlaceEnum),
  description: text({ max: 1000, multiline: true }).default(""),
  tips: tipsJson.optional().transform((t) => t ?? []),
});
/** What the client puts in the form (every value is text). */
export type CreateOrderInput = z.output<typeof createOrderFields>;

/** PUT /order/updateOrder/{id} fields; a new proof_image file is optional. */
export const updateOrderFields = z.strictObject({
  customer_name: text({ max: 120, required: ORDER_MESSAGES.updateRequired }),
  price: rupiahDigits(MONEY_BOUNDS.price, ORDER_MESSAGES.updateRequired),
  /** Absent keeps the stored age; blank clears it. */
  customer_age: z
    .string()
    .trim()
    .transform((s) => (s === "" ? null : s))
    .pipe(digits(0, 150).nullable())
    .optional(),
  description: text({ max: 1000, multiline: true }).optional(),
  refund_type: optional(z.enum(REFUND_STATUSES, "harus NONE, REFUND_50 atau REFUND_100")),
  /** The version the form was read at (text like every field); absent = not checked. */
  version: optional(digits(1, MAX_ID)),
});
export type UpdateOrderInput = z.output<typeof updateOrderFields>;

/* ------------------------- the create and edit forms ------------------------- */

/** The proof image chosen in a form (browser File); the server re-checks the bytes. */
export const proofImageFile = z
  .instanceof(File, { message: ORDER_MESSAGES.imageField })
  .refine(
    (f) => (PROOF_IMAGE_TYPES as readonly string[]).includes(f.type),
    ORDER_MESSAGES.imageType,
  )
  .refine((f) => f.size <= MAX_PROOF_IMAGE_BYTES, ORDER_MESSAGES.imageTooLarge);

/** A tip row of the form: amount as typed rupiah; a row left without an amount is no tip. */
const tipRow = z.object({
  receiver_type: tip.shape.receiver_type,
  amount: optionalMoneyText(MONEY_BOUNDS.tip),
});

/** The price box of the create and edit forms: typed rupiah ("1.500.000"), at least 1. */
const priceText = (required: string) => moneyText({ required, ...MONEY_BOUNDS.price });

/**
 * The create form: `createOrderFields` with the date and price as typed, tips as rows (sent as
 * the `tips` JSON text) and the proof image file. Its output is what the multipart body carries.
 */
export const createOrderForm = createOrderFields.omit({ tips: true }).extend({
  price: priceText(ORDER_MESSAGES.createRequired),
  /** Tanggal as typed (dd/mm/yyyy): a date the parser cannot read is refused, never today. */
  date: typedDate(),
  tips: z
    .array(tipRow)
    .transform((rows) =>
      rows.flatMap((r) =>
        r.amount === "" ? [] : [{ receiver_type: r.receiver_type, amount: r.amount }],
      ),
    )
    .pipe(tipList),
  proof_image: proofImageFile.optional(),
});
export type CreateOrderFormValues = z.input<typeof createOrderForm>;

/** The edit form: `updateOrderFields` plus a new proof image only when one is chosen. */
export const updateOrderForm = updateOrderFields.extend({
  price: priceText(ORDER_MESSAGES.updateRequired),
  proof_image: proofImageFile.optional(),
});

/** Filters the client may leave blank ("semua"). */
const blankable = <T extends z.ZodType<unknown, string>>(schema: T) => optional(schema);

/** An ORDER_EQUALS select: blank is "semua", BLANK_KEY is "the column is empty". */
const equalsFilter = <T extends z.ZodType<unknown, string>>(schema: T) =>
  optional(
    z.union([z.literal(BLANK_KEY), schema], {
      // a wrong value is told in the column's own words ("harus Cash, Transfer atau E-Wallet")
      error: (i) => (i.code === "invalid_union" ? i.errors[1]?.[0]?.message : undefined),
    }),
  );

/** Columns GET /order/orders sorts by (`date` and `no_order` walk an index; the rest sort). */
export const ORDER_LIST_SORTS = [
  "date",
  "no_order",
  "admin_name",
  "talent_name",
  "customer_name",
  "customer_age",
  "service_name",
  "sub_service_name",
  "duration",
  "price",
  "net_price",
  "refund_status",
] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/**
 * A free-text search counts its matches only up to this many: past it the answer says
 * `totalRowsCapped: true` ("10.000+ data") and leaves the all-rows totals out, so a common word
 * costs a page read, not a pass over every match.
 */
export const SEARCH_COUNT_CAP = 10_000;

const RANGE_ORDER = { message: "tidak boleh sebelum tanggal mulai", path: ["end_date"] };

export type OrderTextFilter = (typeof ORDER_FILTERS.text)[number];
export type OrderRangeFilter = (typeof ORDER_FILTERS.ranges)[number];

/** The list's filters and sort; the CSV export takes the same, without paging. */
const orderFilterShape = {
  admin_name: containsFilter(),
  talent_name: containsFilter(),
  customer_name: containsFilter(),
  service_name: containsFilter(),
  sub_service_name: containsFilter(),
  ...rupiahRange("price", MAX_AMOUNT),
  ...rupiahRange("net_price", MAX_AMOUNT),
  ...rangeFilter("customer_age", 150),
  ...rangeFilter("duration", 10_080),
  search_query: searchText,
  refund_status: blankable(z.enum(REFUND_STATUSES, "harus NONE, REFUND_50 atau REFUND_100")),
  start_date: blankable(dateText),
  end_date: blankable(dateText),
  talents_id: blankable(digits(1, MAX_ID)),
  user_id: blankable(digits(1, MAX_ID)),
  services_id: equalsFilter(digits(1, MAX_ID)),
  sub_service_id: equalsFilter(digits(1, MAX_ID)),
  payment_method: equalsFilter(paymentMethodEnum),
  payment_place: equalsFilter(paymentPlaceEnum),
  gender: equalsFilter(genderEnum),
  /** One import batch's orders (the import result's link). */
  import_id: equalsFilter(digits(1, MAX_ID)),
  ...sortedBy(ORDER_LIST_SORTS, "date", "DESC"),
};
const startNotAfterEnd = (q: { start_date?: string; end_date?: string }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;

export const listOrdersQuery = z
  .strictObject({ ...orderFilterShape, ...pageQuery(10) })
  .superRefine(rangesInOrder(ORDER_FILTERS.ranges))
  .refine(startNotAfterEnd, RANGE_ORDER);
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;
export type ListOrdersParams = z.output<typeof listOrdersQuery>;

export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

/** `a,b,c` in a query: the trimmed items (blank = none), checked as one array. */
const commaList = <T extends z.ZodType<unknown, string[]>>(items: T) =>
  z
    .string()
    .trim()
    .transform((s) => (s === "" ? [] : s.split(",").map((c) => c.trim())))
    .pipe(items)
    .optional();

/** `columns=a,b,c`: the grid's visible columns in their order (blank = every column). */
const exportColumns = commaList(
  z
    .array(z.enum(ORDER_EXPORT_COLUMNS, "kolom tidak dikenal"))
    .max(ORDER_EXPORT_COLUMNS.length, "terlalu banyak kolom"),
);

/** `ids=3,7,9`: the ticked rows of the grid (the selection bar's export), at most 1,000. */
const exportIds = commaList(
  z
    .array(
      z.coerce
        .number<string>("harus berupa angka")
        .int("harus bilangan bulat")
        .min(1, "harus lebih dari 0")
        .max(2_147_483_647, "terlalu besar"),
    )
    .min(1, "minimal 1 order")
    .max(1000, "maksimal 1000 order"),
);

/** GET /order/export: the whole filtered, sorted list (or its ticked rows) as `;` CSV or .xlsx. */
export const exportOrdersQuery = z
  .strictObject({
    ...orderFilterShape,
    ...exportFormatQuery,
    columns: exportColumns,
    ids: exportIds,
  })
  .superRefine(rangesInOrder(ORDER_FILTERS.ranges))
  .refine(startNotAfterEnd, RANGE_ORDER);
export type ExportOrdersQuery = z.input<typeof exportOrdersQuery>;
export type ExportOrdersParams = z.output<typeof exportOrdersQuery>;

/** RULES.md S3 'Order (list row)' plus the ids the edit form needs. Money in whole rupiah. */
export const orderRow = z.object({
  order_id: z.number(),
  id: z.number(),
  no_order: z.number(),
  user_id: z.number(),
  admin_name: z.string(),
  date: z.string(),
  talents_id: z.number(),
  talent_name: z.string(),
  customer_name: z.string(),
  customer_age: z.number().nullable(),
  services_id: z.number().nullable(),
  service_name: z.string().nullable(),
  sub_service_id: z.number().nullable(),
  sub_service_name: z.string().nullable(),
  duration: z.number().nullable(),
  price: z.number(),
  net_price: z.number(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_place: z.enum(PAYMENT_PLACES).nullable(),
  refund_status: z.enum(REFUND_STATUSES),
  proof_image: z.string().nullable(),
  description: z.string(),
  /** Row version: send it back with an update (409 when someone saved in between). */
  version: rowVersion,
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderTip = z.object({
  id: z.number(),
  receiver_type: z.enum(TIP_RECEIVERS),
  amount: z.number(),
});
export type OrderTip = z.infer<typeof orderTip>;

/** GET /order/getOrderById/{id} data: the row plus the money snapshot of RULES.md D3. */
export const orderDetail = orderRow.extend({
  gender: z.enum(GENDERS).nullable(),
  tips: z.array(orderTip),
  talent_rate_bp: z.number(),
  admin_rate_bp: z.number(),
  /** Percent, e.g. 70 or 12.5. */
  talent_rate: z.number(),
  admin_rate: z.number(),
  talent_share: z.number(),
  admin_fee: z.number(),
  tip_talent: z.number(),
  tip_admin: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderDetailResponse = z.object({ data: orderDetail });

/** Create (201) and update answers. */
export const orderSavedResponse = z.object({ message: z.string(), data: orderDetail });

/** GET /order/nextNumber: the order number the create form suggests (highest + 1). */
export const nextOrderNumberResponse = z.object({ no_order: z.number() });

/** Σ price as charged, Σ net price (after refunds) and the order count of a set of orders. */
export const orderListTotals = z.object({
  price: z.number(),
  net_price: z.number(),
  count: z.number(),
});
export type OrderListTotals = z.infer<typeof orderListTotals>;

/**
 * GET /order/orders: the spec says "data or result", so both carry the same rows. `totals.page`
 * sums this page, `totals.all` every order matching the filters (null when a search's count is
 * capped). `totalRowsCapped`: a search matched more than SEARCH_COUNT_CAP orders; `totalRows`
 * is then SEARCH_COUNT_CAP and paging stops there.
 */
export const ordersPage = paged(orderRow).extend({
  data: z.array(orderRow),
  totals: z.object({ page: orderListTotals, all: orderListTotals.nullable() }),
  totalRowsCapped: z.boolean(),
});
export type OrdersPage = z.infer<typeof ordersPage>;
