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
import { audited, auditedCreate, deletedRow, updatedRow } from "./audited";
import { assertVersion } from "./versions";
import { badRequest, conflict, found, notFound } from "../http-error";

// Reads with no rule of their own: the repository's functions (routes import use cases only,
// README Layout).
export { countTalents, listTalents, listTalentsBrief } from "../../db/repositories/talents";

/** One talent with its category; 404 when there is none. */
export const getTalent = async (db: Db, id: number): Promise<Talent> =>
  found(await talents.findTalent(db, id), MSG.notFound);

export const createTalent = (db: Db, actorId: number, body: CreateTalentBody): Promise<Talent> =>
  auditedCreate(db, actorId, "talent", async (tx) => {
    // A referenced category that does not exist is a bad request, not a missing resource.
    if (!(await categoryExists(tx, body.talent_categories_id)))
      throw badRequest(CATEGORY_MESSAGES.notFound);
    const id = await talents.insertTalent(tx, body);
    return (await talents.findTalent(tx, id))!;
  });

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
