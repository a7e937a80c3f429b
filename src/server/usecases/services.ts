import type { Db } from "../../db/connection";
import * as services from "../../db/repositories/services";
import * as subServices from "../../db/repositories/sub-services";
import {
  SERVICE_MESSAGES as MSG,
  type CreateSubServiceBody,
  type Service,
  type SubService,
  type UpdateServiceBody,
} from "../../contract/services";
import { audited, auditedCreate, deletedRow, updatedRow } from "./audited";
import { assertVersion } from "./versions";
import { badRequest, conflict, found, notFound } from "../http-error";

// Reads with no rule of their own: the repositories' functions (routes import use cases only,
// README Layout).
export { listServices } from "../../db/repositories/services";
export { listSubServices } from "../../db/repositories/sub-services";

/** One service with its sub-services; 404 when there is none. */
export const getService = async (db: Db, id: number): Promise<Service> =>
  found(await services.findService(db, id), MSG.notFound);

export const createService = (db: Db, actorId: number, name: string): Promise<Service> =>
  auditedCreate(db, actorId, "service", (tx) => services.insertService(tx, name));

/**
 * Applies the edit form's whole sub-service list in one transaction: ids are renamed, new
 * entries created, the rest deleted. Every check runs before the first write, and any
 * failure rolls everything back, so a refused edit changes nothing.
 */
export async function updateService(
  db: Db,
  actorId: number,
  id: number,
  body: UpdateServiceBody,
): Promise<Service> {
  return audited(db, actorId, "service", async (tx) => {
    assertVersion(await services.lockService(tx, id), body.version, MSG.notFound);
    const before = (await services.findService(tx, id))!;
    const current = new Map(before.sub_services.map((s) => [s.id, s]));

    const foreign = body.sub_services.find((s) => s.id !== undefined && !current.has(s.id));
    if (foreign) throw badRequest(MSG.subServiceForeign(foreign.id!));
    // the service row is locked, so its sub-services cannot change under this check
    for (const s of body.sub_services)
      if (s.id !== undefined) assertVersion(current.get(s.id)!.version, s.version, MSG.notFound);

    const kept = new Set(body.sub_services.map((s) => s.id));
    const removed = before.sub_services.filter((s) => !kept.has(s.id)).map((s) => s.id);
    // Orders keep their sub-service for history; refuse rather than break them.
    const [used] = await subServices.subServicesInUse(tx, removed);
    if (used) throw conflict(MSG.subServiceInUse(used.name, used.orders));

    await services.updateServiceHead(tx, id, body.name);
    await subServices.deleteSubServices(tx, removed);
    for (const s of body.sub_services) {
      if (s.id === undefined) {
        await subServices.insertSubService(tx, { name: s.name, services_id: id });
      } else if (current.get(s.id)!.name !== s.name) {
        await subServices.renameSubService(tx, s.id, s.name);
      }
    }

    const after = (await services.findService(tx, id))!;
    return updatedRow(id, before, after);
  });
}

/** Refused with 409 while any order names the service or one of its sub-services. */
export async function deleteService(db: Db, actorId: number, id: number): Promise<void> {
  await audited(db, actorId, "service", async (tx) => {
    if ((await services.lockService(tx, id)) === undefined) throw notFound(MSG.notFound);
    const orders = await services.countServiceOrders(tx, id);
    if (orders > 0) throw conflict(MSG.inUse(orders));
    const before = await services.findService(tx, id);
    await services.deleteService(tx, id);
    return deletedRow(id, before);
  });
}

export async function createSubService(
  db: Db,
  actorId: number,
  body: CreateSubServiceBody,
): Promise<SubService> {
  return auditedCreate(db, actorId, "sub_service", async (tx) => {
    // A referenced service that does not exist is a bad request, not a missing resource.
    if ((await services.lockService(tx, body.services_id)) === undefined)
      throw badRequest(MSG.notFound);
    const sub = await subServices.insertSubService(tx, body);
    await services.bumpServiceVersion(tx, body.services_id);
    return sub;
  });
}
