import type { Db } from "../../db/connection";
import * as talents from "../../db/repositories/talents";
import { categoryExists } from "../../db/repositories/talent-categories";
import {
  CATEGORY_MESSAGES,
  TALENT_MESSAGES as MSG,
  type CreateTalentBody,
  type Talent,
  type UpdateTalentBody,
} from "../../contract/talents";
import { audited } from "./audited";
import { assertVersion } from "./versions";
import { badRequest, conflict, notFound } from "../http-error";

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
    const talent = (await talents.findTalent(tx, id))!;
    return {
      action: "create",
      entityId: id,
      newValue: talent,
      result: talent,
    };
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
    return {
      action: "update",
      entityId: id,
      oldValue: before,
      newValue: after,
      result: after,
    };
  });
}

/** Refused with 409 while orders name the talent: the reports need them. */
export async function deleteTalent(db: Db, actorId: number, id: number): Promise<void> {
  await audited(db, actorId, "talent", async (tx) => {
    if ((await talents.lockTalent(tx, id)) === undefined) throw notFound(MSG.notFound);
    const orders = await talents.countTalentOrders(tx, id);
    if (orders > 0) throw conflict(MSG.inUse(orders));
    const before = await talents.findTalent(tx, id);
    await talents.deleteTalent(tx, id);
    return {
      action: "delete",
      entityId: id,
      oldValue: before,
    };
  });
}
