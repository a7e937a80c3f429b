import { z } from "zod";

// Validation messages in Indonesian; the server names the field in front of them.
z.config(z.locales.id());

export { z };

export const ROLES = ["owner", "admin"] as const;
export const GENDERS = ["Man", "Woman"] as const;
export const SP_STATUSES = ["NONE", "SP1", "SP2", "SP3"] as const;
export const REFUND_STATUSES = ["NONE", "REFUND_50", "REFUND_100"] as const;
export const PAYMENT_METHODS = ["Cash", "Transfer", "E-Wallet"] as const;
export const PAYMENT_PLACES = ["Qris", "DANA", "Gopay", "Shopee", "Seabank", "BRI"] as const;
export const TIP_RECEIVERS = ["talent", "admin"] as const;

export type Role = (typeof ROLES)[number];

/** Query strings arrive as text: parse integers explicitly, never coerce. */
export const queryInt = (opts: { min?: number; max?: number } = {}) =>
  z
    .string()
    .regex(/^\d+$/, "harus berupa bilangan bulat")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(opts.min ?? 0)
        .max(opts.max ?? Number.MAX_SAFE_INTEGER),
    );

/** Path ids: positive integers only. */
export const idParams = z.strictObject({ id: queryInt({ min: 1, max: 2_147_483_647 }) });

export const MAX_PAGE_LIMIT = 100;

/** 0-based paging of spec section 9; limit outside 1..100 is a 400, not silently clamped. */
export const pageQuery = (defaultLimit: number) => ({
  page: queryInt().default(0),
  limit: queryInt({ min: 1, max: MAX_PAGE_LIMIT }).default(defaultLimit),
});

/**
 * Optional server sort of a catalog list: `sort_by` one of `fields` (else the list's id order),
 * `sort_order` ASC (default) or DESC, either case. Ties fall back to the id, so pages never
 * repeat or skip.
 */
export const sortParams = <F extends readonly [string, ...string[]]>(fields: F) => ({
  sort_by: z.enum(fields, "kolom urutan tidak dikenal").optional(),
  sort_order: z
    .enum(["ASC", "DESC", "asc", "desc"], "harus ASC atau DESC")
    .default("ASC")
    .transform((s) => s.toUpperCase() as "ASC" | "DESC"),
});

export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "format tanggal harus YYYY-MM-DD")
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(s + "T00:00:00Z")) &&
      new Date(s + "T00:00:00Z").toISOString().startsWith(s),
    "tanggal tidak valid",
  );

export const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "format bulan harus YYYY-MM");

/** Trimmed, non-empty, bounded text. */
export const nameText = (max = 120) =>
  z.string().trim().min(1, "wajib diisi").max(max, `maksimal ${max} karakter`);

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** The spec's paged list envelope: `result`, `totalPage`, `totalRows`. */
export const paged = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    result: z.array(row),
    totalPage: z.number(),
    totalRows: z.number(),
    page: z.number(),
    limit: z.number(),
  });
export type Paged<T> = {
  result: T[];
  totalPage: number;
  totalRows: number;
  page: number;
  limit: number;
};

export const totalResponse = z.object({ total: z.number() });
export type TotalResponse = z.infer<typeof totalResponse>;
