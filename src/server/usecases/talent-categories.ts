import type { Db } from "../../db/connection";
import * as categories from "../../db/repositories/talent-categories";
import { updateTalent } from "../../db/repositories/talents";
import {
  CATEGORY_MESSAGES as MSG,
  type CreateCategoryBody,
  type TalentCategory,
  type UpdateCategoryBody,
} from "../../contract/talents";
import { audited } from "./audited";
import { assertVersion } from "./versions";
import { badRequest, conflict, notFound } from "../http-error";

export async function createCategory(
  db: Db,
  actorId: number,
  body: CreateCategoryBody,
): Promise<TalentCategory> {
  return audited(db, actorId, "talent_category", async (tx) => {
    const category = await categories.insertCategory(tx, body);
    return {
      action: "create",
      entityId: category.id,
      newValue: category,
      result: category,
    };
  });
}

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
    const before = await categories.findCategory(tx, id, { lock: true });
    if (!before) throw notFound(MSG.notFound);
    assertVersion(before.version, body.version, MSG.notFound);
    const current = new Map(before.talents.map((t) => [t.id, t.name]));
    const foreign = body.talents?.find((t) => !current.has(t.id));
    if (foreign) throw badRequest(MSG.talentForeign(foreign.id));

    await categories.updateCategory(tx, id, body);
    for (const t of body.talents ?? []) {
      if (current.get(t.id) !== t.name) await updateTalent(tx, t.id, { name: t.name });
    }

    const after = (await categories.findCategory(tx, id))!;
    return {
      action: "update",
      entityId: id,
      oldValue: before,
      newValue: after,
      result: after,
    };
  });
}

/**
 * Refused with 409 while the category still holds talents, with or without orders: deleting
 * it would leave them uncategorised (the schema also restricts it). Move or delete them first.
 */
export async function deleteCategory(db: Db, actorId: number, id: number): Promise<void> {
  await audited(db, actorId, "talent_category", async (tx) => {
    const before = await categories.findCategory(tx, id, { lock: true });
    if (!before) throw notFound(MSG.notFound);
    const usage = await categories.categoryUsage(tx, id);
    if (usage.talents > 0) throw conflict(MSG.hasTalents(usage.talents, usage.orders));
    await categories.deleteCategory(tx, id);
    return {
      action: "delete",
      entityId: id,
      oldValue: before,
    };
  });
}
