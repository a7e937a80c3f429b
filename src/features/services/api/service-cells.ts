import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";
import type { Service, UpdateServiceBody } from "../../../contract/services";
import type { RowValues } from "../../../components/server-grid/spreadsheet";

/**
 * PUT /services/:id's body for a row whose name cell changed: the call takes the whole
 * sub-service list, so the row's own goes along unchanged, with their versions.
 */
export function serviceCellBody(row: Service, values: Record<string, unknown>): UpdateServiceBody {
  const sub_services = row.sub_services.map(({ id, name, version }) => ({ id, name, version }));
  const name = "name" in values ? String(values.name ?? "") : row.name;
  return { name, sub_services, version: row.version };
}

/** POST /services/cells: a paste (or its undo) over several services, all or none. */
export async function saveServiceCells(rows: RowValues<Service>[]) {
  const body = rows.map(({ row, values }) => ({ id: row.id, body: serviceCellBody(row, values) }));
  return (await call(servicesApi.cells, { body: { rows: body } })).rows.map((r) => r.version);
}
