import type { Queryable } from "../connection";
import type { Paged } from "../../contract/common";
import type { SubService, SubServiceRow } from "../../contract/services";
import { containsPattern, toPaged } from "./paging";

const COLUMNS = "id, name, services_id, version";

/** Sub-services of the given services, ordered by id within each service. */
export async function subServicesOf(db: Queryable, serviceIds: number[]): Promise<SubService[]> {
  if (serviceIds.length === 0) return [];
  return db.query<SubService>(
    `SELECT ${COLUMNS} FROM sub_services WHERE services_id = ANY($1::int[]) ORDER BY services_id, id`,
    [serviceIds],
  );
}

/** Search by sub-service or service name, optionally within one service; ordered by id. */
export async function listSubServices(
  db: Queryable,
  q: { search: string; servicesId?: number; page: number; limit: number },
): Promise<Paged<SubServiceRow>> {
  const where = `WHERE (ss.name ILIKE $1 OR s.name ILIKE $1) AND ($2::int IS NULL OR ss.services_id = $2)`;
  const params = [containsPattern(q.search), q.servicesId ?? null];
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sub_services ss JOIN services s ON s.id = ss.services_id ${where}`,
    params,
  );
  const rows = await db.query<SubServiceRow>(
    `SELECT ss.id, ss.name, ss.services_id, ss.version, s.name AS service_name
       FROM sub_services ss JOIN services s ON s.id = ss.services_id
       ${where} ORDER BY ss.id LIMIT $3 OFFSET $4`,
    [...params, q.limit, q.page * q.limit],
  );
  return toPaged(rows, n, q);
}

export async function insertSubService(
  db: Queryable,
  s: { name: string; services_id: number },
): Promise<SubService> {
  const [row] = await db.query<SubService>(
    `INSERT INTO sub_services (name, services_id) VALUES ($1, $2) RETURNING ${COLUMNS}`,
    [s.name, s.services_id],
  );
  return row;
}

export async function renameSubService(db: Queryable, id: number, name: string): Promise<void> {
  await db.query("UPDATE sub_services SET name = $2, version = version + 1 WHERE id = $1", [
    id,
    name,
  ]);
}

export async function deleteSubServices(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query("DELETE FROM sub_services WHERE id = ANY($1::int[])", [ids]);
}

/** The given sub-services that orders still reference, with how many orders each. */
export async function subServicesInUse(
  db: Queryable,
  ids: number[],
): Promise<{ id: number; name: string; orders: number }[]> {
  if (ids.length === 0) return [];
  return db.query(
    `SELECT ss.id, ss.name, count(o.id)::int AS orders
       FROM sub_services ss JOIN orders o ON o.sub_service_id = ss.id
      WHERE ss.id = ANY($1::int[])
      GROUP BY ss.id, ss.name ORDER BY ss.id`,
    [ids],
  );
}
