import type { Queryable } from "../connection";
import type { Service } from "../../contract/services";
import { catalogReads } from "./list-page";
import { subServicesOf } from "./sub-services";

interface ServiceHead {
  id: number;
  name: string;
  version: number;
}

/** Attach each service's sub-services with one extra query instead of one per row. */
async function withSubServices(db: Queryable, heads: ServiceHead[]): Promise<Service[]> {
  const subs = await subServicesOf(
    db,
    heads.map((h) => h.id),
  );
  return heads.map((h) => ({
    id: h.id,
    name: h.name,
    sub_services: subs.filter((s) => s.services_id === h.id),
    version: h.version,
  }));
}

const services = catalogReads(
  {
    from: "services s",
    columns: "s.id, s.name, s.version",
    sortColumns: { id: "s.id", name: "s.name" },
    id: "s.id",
    // the search matches the service name or one of its sub-service names
    search: (like) => `(s.name ILIKE ${like} OR EXISTS (
      SELECT 1 FROM sub_services ss WHERE ss.services_id = s.id AND ss.name ILIKE ${like}))`,
    // the sub-service names are joined by a line break, which a filter text cannot hold, so a
    // match never spans two names
    filterColumns: {
      name: "s.name",
      sub_service: `(SELECT string_agg(ss.name, chr(10)) FROM sub_services ss WHERE ss.services_id = s.id)`,
    },
  },
  withSubServices,
);

/** One page, by id (or the requested sort, id as tie-break) so pages never repeat or skip. */
export const listServices = services.list;

export async function findService(db: Queryable, id: number): Promise<Service | undefined> {
  const heads = await db.query<ServiceHead>(
    "SELECT id, name, version FROM services WHERE id = $1",
    [id],
  );
  return heads.length ? (await withSubServices(db, heads))[0] : undefined;
}

/**
 * Inside a transaction: lock the row so concurrent edits of one service run one after another;
 * its version, undefined when there is no such service.
 */
export async function lockService(db: Queryable, id: number): Promise<number | undefined> {
  const [row] = await db.query<{ version: number }>(
    "SELECT version FROM services WHERE id = $1 FOR UPDATE",
    [id],
  );
  return row?.version;
}

export async function insertService(db: Queryable, name: string): Promise<Service> {
  const [row] = await db.query<ServiceHead>(
    "INSERT INTO services (name) VALUES ($1) RETURNING id, name, version",
    [name],
  );
  return { ...row, sub_services: [] };
}

/** Every accepted edit of a service (its name or its sub-service list) takes a new version. */
export async function updateServiceHead(db: Queryable, id: number, name: string): Promise<void> {
  await db.query("UPDATE services SET name = $2, version = version + 1 WHERE id = $1", [id, name]);
}

/** A sub-service added on its own changes the service's list: an open edit form is now stale. */
export async function bumpServiceVersion(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE services SET version = version + 1 WHERE id = $1", [id]);
}

/** Sub-services go with it (ON DELETE CASCADE). */
export async function deleteService(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM services WHERE id = $1", [id]);
}

/** Orders that name this service or one of its sub-services. */
export async function countServiceOrders(db: Queryable, id: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders
      WHERE services_id = $1
         OR sub_service_id IN (SELECT id FROM sub_services WHERE services_id = $1)`,
    [id],
  );
  return n;
}
