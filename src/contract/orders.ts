import {
  z,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_PLACES,
  REFUND_STATUSES,
  TIP_RECEIVERS,
  dateText,
  pageQuery,
  paged,
} from "./common";

export const ORDER_MESSAGES = {
  createRequired: "User, Talent, dan Price wajib diisi!",
  updateRequired: "Customer name dan price wajib diisi!",
  created: "Order berhasil dibuat!",
  updated: "Order berhasil diupdate!",
  deleted: "Data berhasil dihapus.",
  notFound: "Order tidak ditemukan",
  noOrderTaken: "Nomor order sudah digunakan",
  userMissing: "user_id: User tidak ditemukan",
  talentMissing: "talents_id: Talent tidak ditemukan",
  serviceMissing: "services_id: Service tidak ditemukan",
  subServiceMissing: "sub_service_id: Sub service tidak ditemukan",
  subServiceNeedsService: "services_id: wajib diisi jika sub_service_id diisi",
  subServiceMismatch: "sub_service_id: Sub service bukan bagian dari service yang dipilih",
  imageType: "File bukti harus berupa gambar JPEG, PNG atau WebP",
  imageTooLarge: "Ukuran file terlalu besar (maksimal 5 MB)",
  imageDimensions: "Dimensi gambar terlalu besar (maksimal 10000×10000 piksel)",
  imageUnreadable: "File bukti rusak atau tidak dapat dibaca",
  imageField: "proof_image: harus berupa file gambar",
  onlyOneImage: "Hanya boleh mengunggah satu file bukti (proof_image)",
} as const;

/** Caps that keep every sum over a million orders inside 2^53. */
export const MAX_PRICE = 1_000_000_000;
export const MAX_TIPS = 20;
const MAX_ID = 2_147_483_647;

// Multipart sends every field as text: whole numbers are parsed explicitly from digits.
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

const text = (max: number) => z.string().trim().max(max, `maksimal ${max} karakter`);

export const tip = z.strictObject({
  receiver_type: z.enum(TIP_RECEIVERS, "harus talent atau admin"),
  amount: z
    .number("harus berupa angka")
    .int("harus bilangan bulat rupiah")
    .min(0, "tidak boleh negatif")
    .max(MAX_PRICE, `maksimal ${MAX_PRICE}`),
});
export type OrderTipInput = z.infer<typeof tip>;

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
  .pipe(z.array(tip, "harus berupa daftar tip").max(MAX_TIPS, `maksimal ${MAX_TIPS} tip`));

/**
 * POST /order/createOrder fields (multipart text, or the same strings as JSON). The three
 * required by the spec come first so a missing one is the first issue reported.
 */
export const createOrderFields = z.strictObject({
  user_id: digits(1, MAX_ID, ORDER_MESSAGES.createRequired),
  talents_id: digits(1, MAX_ID, ORDER_MESSAGES.createRequired),
  price: digits(1, MAX_PRICE, ORDER_MESSAGES.createRequired),
  no_order: digits(1, Number.MAX_SAFE_INTEGER, "wajib diisi"),
  date: z.string("wajib diisi").trim().min(1, "wajib diisi").pipe(dateText),
  services_id: optional(digits(1, MAX_ID)),
  sub_service_id: optional(digits(1, MAX_ID)),
  customer_name: text(120).default(""),
  customer_age: optional(digits(0, 150)),
  gender: optional(z.enum(GENDERS, "harus Man atau Woman")),
  duration: optional(digits(1, 10_080)),
  payment_method: optional(z.enum(PAYMENT_METHODS, "harus Cash, Transfer atau E-Wallet")),
  payment_place: optional(
    z.enum(PAYMENT_PLACES, "harus Qris, DANA, Gopay, Shopee, Seabank atau BRI"),
  ),
  description: text(1000).default(""),
  tips: tipsJson.optional().transform((t) => t ?? []),
});
/** What the client puts in the form (every value is text). */
export type CreateOrderForm = z.input<typeof createOrderFields>;
export type CreateOrderInput = z.output<typeof createOrderFields>;

/** PUT /order/updateOrder/{id} fields; a new proof_image file is optional. */
export const updateOrderFields = z.strictObject({
  customer_name: z
    .string(ORDER_MESSAGES.updateRequired)
    .trim()
    .min(1, ORDER_MESSAGES.updateRequired)
    .max(120, "maksimal 120 karakter"),
  price: digits(1, MAX_PRICE, ORDER_MESSAGES.updateRequired),
  description: text(1000).optional(),
  refund_type: optional(z.enum(REFUND_STATUSES, "harus NONE, REFUND_50 atau REFUND_100")),
});
export type UpdateOrderForm = z.input<typeof updateOrderFields>;
export type UpdateOrderInput = z.output<typeof updateOrderFields>;

/** Filters the client may leave blank ("semua"). */
const blankable = <T extends z.ZodType<unknown, string>>(schema: T) => optional(schema);

export const listOrdersQuery = z.strictObject({
  search_query: z.string().trim().max(100, "maksimal 100 karakter").default(""),
  ...pageQuery(10),
  refund_status: blankable(z.enum(REFUND_STATUSES, "harus NONE, REFUND_50 atau REFUND_100")),
  start_date: blankable(dateText),
  end_date: blankable(dateText),
});
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;
export type ListOrdersParams = z.output<typeof listOrdersQuery>;

/** Spec §3 'Order (list row)' plus the ids the edit form needs. Money in whole rupiah. */
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
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderTip = z.object({
  id: z.number(),
  receiver_type: z.enum(TIP_RECEIVERS),
  amount: z.number(),
});
export type OrderTip = z.infer<typeof orderTip>;

/** GET /order/getOrderById/{id} data: the row plus the money snapshot of decisions.md §3. */
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
export type OrderDetailResponse = z.infer<typeof orderDetailResponse>;

/** Create (201) and update answers. */
export const orderSavedResponse = z.object({ message: z.string(), data: orderDetail });
export type OrderSavedResponse = z.infer<typeof orderSavedResponse>;

/** GET /order/nextNumber: the order number the create form suggests (highest + 1). */
export const nextOrderNumberResponse = z.object({ no_order: z.number() });
export type NextOrderNumberResponse = z.infer<typeof nextOrderNumberResponse>;

/** GET /order/orders: the spec says "data or result", so both carry the same rows. */
export const ordersPage = paged(orderRow).extend({ data: z.array(orderRow) });
export type OrdersPage = z.infer<typeof ordersPage>;
