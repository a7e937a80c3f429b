import type { Db } from "../../db/connection";
import * as categories from "../../db/repositories/talent-categories";
import { updateTalent } from "../../db/repositories/talents";
import {
  CATEGORY_MESSAGES as MSG,
  CATEGORY_PAGE_DEFAULT_LIMIT,
  type CreateCategoryBody,
  type TalentCategory,
  type UpdateCategoryBody,
} from "../../contract/talents";
import { audited, auditedCreate, deletedRow, updatedRow } from "./audited";
import { assertVersion } from "./versions";
import { badRequest, conflict, found } from "../http-error";
import type { CatalogSearch } from "../../db/repositories/list-page";

/**
 * One call, two answers (spec section 7): a page for the grid when page or limit is given,
 * every category as `{ result }` for the pickers otherwise.
 */
export async function listCategories(db: Db, q: CatalogSearch & { page?: number; limit?: number }) {
  if (q.page === undefined && q.limit === undefined)
    return { result: await categories.listAllCategories(db, q) };
  const limit = q.limit ?? CATEGORY_PAGE_DEFAULT_LIMIT;
  return categories.listCategoryPage(db, { ...q, page: q.page ?? 0, limit });
}

/** One category with its talents; 404 when there is none. */
export const getCategory = async (db: Db, id: number): Promise<TalentCategory> =>
  found(await categories.findCategory(db, id), MSG.notFound);

export const createCategory = (db: Db, actorId: number, body: CreateCategoryBody) =>
  auditedCreate(db, actorId, "talent_category", (tx) => categories.insertCategory(tx, body));

/**
 * Renames the category and, in the same transaction, the talents listed in `talents`. Every
 * listed id must already be in this category; the check runs before the first write.
 */
export async function updateCategory(
  db: Db,
  actorId: number,
  id: number,
  body: UpdateCategoryBody,
): Promise<TalentCategory> {
  return audited(db, actorId, "talent_category", async (tx) => {
    const before = found(await categories.findCategory(tx, id, { lock: true }), MSG.notFound);
    assertVersion(before.version, body.version, MSG.notFound);
    const current = new Map(before.talents.map((t) => [t.id, t.name]));
    const foreign = body.talents?.find((t) => !current.has(t.id));
    if (foreign) throw badRequest(MSG.talentForeign(foreign.id));

    await categories.updateCategory(tx, id, body);
    for (const t of body.talents ?? []) {
      if (current.get(t.id) !== t.name) await updateTalent(tx, t.id, { name: t.name });
    }

    const after = (await categories.findCategory(tx, id))!;
    return updatedRow(id, before, after);
  });
}

/**
 * Refused with 409 while the category still holds talents, with or without orders: deleting
 * it would leave them uncategorised (the schema also restricts it). Move or delete them first.
 */
export async function deleteCategory(db: Db, actorId: number, id: number): Promise<void> {
  await audited(db, actorId, "talent_category", async (tx) => {
    const before = found(await categories.findCategory(tx, id, { lock: true }), MSG.notFound);
    const usage = await categories.categoryUsage(tx, id);
    if (usage.talents > 0) throw conflict(MSG.hasTalents(usage.talents, usage.orders));
    await categories.deleteCategory(tx, id);
    return deletedRow(id, before);
  });
}
