// The order's wire fields (RULES.md S3): what POST /order/createOrder and PUT /order/updateOrder
// take, their messages and the caps that keep every money sum exact (RULES.md D8). The pieces
// the list query reuses (digits, optional, the enums) are exported to this folder's files only;
// index.ts is the door.
import {
  z,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_PLACES,
  REFUND_STATUSES,
  TIP_RECEIVERS,
  dateText,
  text,
  rupiahDigits,
  rupiahNumber,
  MAX_AMOUNT,
  MONEY_BOUNDS,
  RUPIAH_MESSAGES,
} from "../common";

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
export const MAX_ID = 2_147_483_647;

// Multipart sends every field as text: whole numbers are parsed explicitly from digits.
export const genderEnum = z.enum(GENDERS, "harus Man atau Woman");
export const paymentMethodEnum = z.enum(PAYMENT_METHODS, "harus Cash, Transfer atau E-Wallet");
export const paymentPlaceEnum = z.enum(
  PAYMENT_PLACES,
  "harus Qris, DANA, Gopay, Shopee, Seabank atau BRI",
);

export const digits = (min: number, max: number, required?: string) =>
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
export const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
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
export const tipList = z
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
