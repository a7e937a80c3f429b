// State of the talent and category screens: two paged lists (params atoms → one query atom
// each), the category picker and the detail queries of the edit dialogs. Talents and
// categories show each other (a category lists its talents, a talent names its category), so
// every mutation here calls `invalidateAfter(...)` (client/lib/invalidation.ts).
import { atomWithQuery } from "../../client/lib/query-client";
import { createListAtoms, pagedCall } from "../../client/lib/list-atoms";
import { CATEGORY_FILTERS, TALENT_FILTERS } from "../../contract/filter-fields";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { paths } from "../../client/lib/paths";
import type { Talent, TalentCategory } from "../../contract/talents";
import { getAllTalents } from "./api/get-all-talents";
import { getTalentById } from "./api/get-talent-by-id";
import { getAllCategories, getCategoriesPage } from "./api/get-all-categories";
import { getCategoryById } from "./api/get-category-by-id";

const TALENTS_KEY = "talents";
const CATEGORIES_KEY = "talentCategories";

/** RULES.md S9: talents 10/25 default 10; categories 5/10/25 default 5. */
export const TALENT_PAGE_SIZES = [10, 25];
export const CATEGORY_PAGE_SIZES = [5, 10, 25];

export const talentsList = createListAtoms<Talent>({
  key: TALENTS_KEY,
  path: paths.talents.pattern,
  defaultSize: 10,
  ...pagedCall(getAllTalents, "talents", TALENT_FILTERS, { search: "search" }),
});

export const categoriesList = createListAtoms<TalentCategory>({
  key: CATEGORIES_KEY,
  path: paths.categories.pattern,
  defaultSize: 5,
  ...pagedCall(getCategoriesPage, "categories", CATEGORY_FILTERS, { search: "search" }),
});

/** Every category (unpaged call) for the category dropdowns and the grid's category editor. */
export const categoryPickerAtom = atomWithQuery(() => ({
  queryKey: [CATEGORIES_KEY, "picker"],
  queryFn: async () => (await getAllCategories()).result,
}));

export const talentDetailAtom = entityAtoms(
  TALENTS_KEY,
  async (id) => (await getTalentById(id)).data,
);
export const categoryDetailAtom = entityAtoms(
  CATEGORIES_KEY,
  async (id) => (await getCategoryById(id)).result,
);
