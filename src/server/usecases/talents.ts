import type { Db } from "../../db/connection";
import * as talents from "../../db/repositories/talents";
import { categoryExists } from "../../db/repositories/talent-categories";
import { countPersonPayouts } from "../../db/repositories/payouts";
import {
  CATEGORY_MESSAGES,
  TALENT_MESSAGES as MSG,
  type CreateTalentBody,
  type Talent,
  type UpdateTalentBody,
} from "../../contract/talents";
import { audited, createdRow, deletedRow, updatedRow } from "./audited";
import { assertVersion } from "./versions";
import { badRequest, conflict, notFound } from "../http-error";

// Reads with no rule of their own: the repository's functions (routes import use cases only,
// README Layout).
export { countTalents, listTalents, listTalentsBrief } from "../../db/repositories/talents";

/** One talent with its category; 404 when there is none. */
export async function getTalent(db: Db, id: number): Promise<Talent> {
  const talent = await talents.findTalent(db, id);
  if (!talent) throw notFound(MSG.notFound);
  return talent;
}

export async function createTalent(
  db: Db,
  actorId: number,
  body: CreateTalentBody,
): Promise<Talent> {
  return audited(db, actorId, "talent", async (tx) => {
    // A referenced category that does not exist is a bad request, not a missing resource.
    if (!(await categoryExists(tx, body.talent_categories_id)))
      throw badRequest(CATEGORY_MESSAGES.notFound);
    const id = await talents.insertTalent(tx, body);
    return createdRow((await talents.findTalent(tx, id))!);
  });
}

/** Full edit-form body or a single grid cell; fields left out keep their value. */
export async function updateTalent(
  db: Db,
  actorId: number,
  id: number,
  body: UpdateTalentBody,
): Promise<Talent> {
  return audited(db, actorId, "talent", async (tx) => {
    assertVersion(await talents.lockTalent(tx, id), body.version, MSG.notFound);
    if (
      body.talent_categories_id !== undefined &&
      !(await categoryExists(tx, body.talent_categories_id))
    )
      throw badRequest(CATEGORY_MESSAGES.notFound);
    const before = (await talents.findTalent(tx, id))!;
    const { version: _read, ...fields } = body;
    await talents.updateTalent(tx, id, fields);
    const after = (await talents.findTalent(tx, id))!;
    return updatedRow(id, before, after);
  });
}

/** Refused with 409 while orders or payouts name the talent: the reports and the ledger need them. */
export async function deleteTalent(db: Db, actorId: number, id: number): Promise<void> {
  await audited(db, actorId, "talent", async (tx) => {
    if ((await talents.lockTalent(tx, id)) === undefined) throw notFound(MSG.notFound);
    const orders = await talents.countTalentOrders(tx, id);
    if (orders > 0) throw conflict(MSG.inUse(orders));
    const paid = await countPersonPayouts(tx, "talent", id);
    if (paid > 0) throw conflict(MSG.hasPayouts(paid));
    const before = await talents.findTalent(tx, id);
    await talents.deleteTalent(tx, id);
    return deletedRow(id, before);
  });
}
