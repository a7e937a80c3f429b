import {
  z,
  GENDERS,
  SP_STATUSES,
  pageQuery,
  paged,
  queryInt,
  rowVersion,
  searchText,
  sortParams,
  text,
  versionField,
  requiredName,
  bodyId,
  phoneNumber,
} from "./common";
import { containsFilter, idFilter, selectFilter } from "./column-filters";
import { CATEGORY_FILTERS, TALENT_FILTERS } from "./filter-fields";

export { CATEGORY_FILTERS, TALENT_FILTERS };

// Talents and talent categories share one file: a category row lists its talents and a
// talent row names its category, so the two shapes reference each other.

/** Spec section 5: the add-talent message. */
const TALENT_REQUIRED = "All fields are required.";
const DESCRIPTION_MAX = 1000;

/** Missing gets `required`; a wrong value names the field through the error handler. */
const genderField = (required: string) =>
  z.enum(GENDERS, {
    error: (iss) => (iss.input === undefined ? required : "harus Man atau Woman"),
  });
const spStatusField = z.enum(SP_STATUSES, {
  error: (iss) =>
    iss.input === undefined ? "Status SP wajib diisi" : "harus NONE, SP1, SP2 atau SP3",
});

const descriptionText = text({ max: DESCRIPTION_MAX, multiline: true });

const noDuplicateIds = (rows: { id: number }[] | undefined) =>
  !rows || new Set(rows.map((r) => r.id)).size === rows.length;

/* ---------------------------------- talents ---------------------------------- */

export const talentBrief = z.object({ id: z.number(), name: z.string() });
export type TalentBrief = z.infer<typeof talentBrief>;

export const categoryBrief = z.object({ id: z.number(), name: z.string() });
export type CategoryBrief = z.infer<typeof categoryBrief>;

export const talent = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.enum(GENDERS),
  sp_status: z.enum(SP_STATUSES),
  /** The schema allows a talent without a category; the API always sets one. */
  talent_categories_id: z.number().nullable(),
  talent_categories: categoryBrief.nullable(),
  /** WhatsApp number as `62…` digits, or none (slips are sent to it). */
  phone: z.string().nullable(),
  version: rowVersion,
});
export type Talent = z.infer<typeof talent>;

/** GET /talent/getAllTalents: search matches the talent name or its category name. */
/** Sort keys of the talent grid; `talent_categories_id` sorts by the category's name. */
export const TALENT_SORTS = ["id", "name", "gender", "sp_status", "talent_categories_id"] as const;
export const getAllTalentsQuery = z.strictObject({
  search: searchText,
  /** Header filters (TALENT_FILTERS): name contains; gender, category id and SP status equal. */
  name: containsFilter(),
  gender: selectFilter(GENDERS),
  talent_categories_id: idFilter(),
  sp_status: selectFilter(SP_STATUSES),
  ...pageQuery(10),
  ...sortParams(TALENT_SORTS),
});
export type GetAllTalentsQuery = z.infer<typeof getAllTalentsQuery>;
export const talentsPage = paged(talent);
export type TalentsPage = z.infer<typeof talentsPage>;

/** GET /talent/export and GET /talentCategories/export: the list's filter, every row. */
export const exportSearchQuery = z.strictObject({ search: searchText });

export const createTalentBody = z.strictObject({
  name: requiredName(TALENT_REQUIRED),
  gender: genderField(TALENT_REQUIRED),
  talent_categories_id: bodyId(TALENT_REQUIRED),
  phone: phoneNumber.optional(),
});
export type CreateTalentBody = z.infer<typeof createTalentBody>;

/**
 * PUT /talent/:id. The edit form sends all four fields; the grid edits one cell at a time
 * and sends only that field. Fields left out keep their value; an empty body is a 400.
 */
export const updateTalentBody = z
  .strictObject({
    name: requiredName("Nama talent wajib diisi").optional(),
    gender: genderField("Gender wajib diisi").optional(),
    talent_categories_id: bodyId("Kategori wajib dipilih").optional(),
    sp_status: spStatusField.optional(),
    /** "" removes the number. */
    phone: phoneNumber.optional(),
    version: versionField,
  })
  .refine(({ version: _v, ...b }) => Object.values(b).some((v) => v !== undefined), {
    message: "Tidak ada data yang diubah",
  });
export type UpdateTalentBody = z.infer<typeof updateTalentBody>;

/* ----------------------------- talent categories ----------------------------- */

/** A category with all of its talents, ordered by talent id. */
export const talentCategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  talents: z.array(talentBrief),
  version: rowVersion,
});
export type TalentCategory = z.infer<typeof talentCategory>;

/**
 * GET /talentCategories/getAllCategories. With `page` or `limit` the answer is paged (page 0,
 * limit 5 by default); with neither it is every category, `{ result }`, for pickers.
 * Search matches the category name or the name of one of its talents.
 */
export const CATEGORY_SORTS = ["id", "name", "description"] as const;
export const getAllCategoriesQuery = z.strictObject({
  search: searchText,
  /** Header filters (CATEGORY_FILTERS): name, any of its talents' names, description. */
  name: containsFilter(),
  talent: containsFilter(),
  description: containsFilter(),
  page: queryInt().optional(),
  limit: queryInt({ min: 1, max: 100 }).optional(),
  ...sortParams(CATEGORY_SORTS),
});
export type GetAllCategoriesQuery = z.infer<typeof getAllCategoriesQuery>;
export const CATEGORY_PAGE_DEFAULT_LIMIT = 5;
export const categoriesPage = paged(talentCategory);
export type CategoriesPage = z.infer<typeof categoriesPage>;

export const createCategoryBody = z.strictObject({
  name: requiredName("Nama kategori wajib diisi"),
  description: descriptionText.default(""),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

/**
 * PUT /talentCategories/:id. `talents` carries new names for talents of this category (all or
 * some of them; the ones left out keep their name). `description` or `talents` left out keep
 * their current value. Talents never move category here; that is PUT /talent/:id.
 */
export const updateCategoryBody = z
  .strictObject({
    name: requiredName("Nama kategori wajib diisi"),
    description: descriptionText.optional(),
    talents: z
      .array(
        z.strictObject({
          id: bodyId("Id talent tidak valid"),
          name: requiredName("Nama talent wajib diisi"),
        }),
      )
      .max(1000, "maksimal 1000 talent")
      .optional(),
    version: versionField,
  })
  .refine((b) => noDuplicateIds(b.talents), {
    message: "Talent yang sama tercantum lebih dari sekali",
    path: ["talents"],
  });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

/* --------------------------------- messages --------------------------------- */

export { CATEGORY_MESSAGES, TALENT_MESSAGES } from "./values";
