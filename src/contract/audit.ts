// Audit reads: GET /audit/order/{id} (one order's history, any signed-in user) and GET /audit
// (every entity the log holds: money, payouts, closed months, catalog and users; owner only). The log stores whole before/after snapshots; these answers
// carry the fields that changed.
import { z, dateText, pageQuery, paged, queryInt } from "./common";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "./values";
import { containsFilter, selectFilter } from "./column-filters";
import { AUDIT_FILTERS } from "./filter-fields";

export { AUDIT_FILTERS };

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const value = z.union([z.number(), z.string()]).nullable();
const auditChange = z.object({ field: z.string(), old: value, new: value });
export type AuditChange = z.infer<typeof auditChange>;

const auditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string().nullable(),
  user_id: z.number().nullable(),
  /** Null when the user was removed since. */
  username: z.string().nullable(),
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /audit/order/{id}: oldest first, creation to deletion. */
export const orderHistoryResponse = z.object({ result: z.array(auditEntry) });

const blank = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((s) => (s === "" ? undefined : s))
    .pipe(schema.optional())
    .optional();

/**
 * GET /audit filters (the grid's header: User contains, Data and Aksi selects, Waktu days);
 * the dates are days in the agency time zone, both ends included. `user_id` stays for callers
 * that filter by one user's id.
 */
export const auditListQuery = z
  .strictObject({
    entity: blank(z.enum(AUDIT_ENTITIES, `harus salah satu dari: ${AUDIT_ENTITIES.join(", ")}`)),
    action: selectFilter(AUDIT_ACTIONS),
    username: containsFilter(),
    user_id: blank(queryInt({ min: 1, max: 2_147_483_647 })),
    start_date: blank(dateText),
    end_date: blank(dateText),
    ...pageQuery(10),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: "tidak boleh sebelum tanggal mulai",
    path: ["end_date"],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;
export type AuditListParams = z.output<typeof auditListQuery>;

/** Newest first. */
export const auditPage = paged(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;
