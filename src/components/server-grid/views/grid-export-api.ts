// The export call and the column reading, loaded with import() on the first export so they stay
// off the grid routes' first paint.
import { call } from "../../../client/lib/call";
import { gridExportApi } from "../../../contract/api/grid-export";
import type { GridExportBody, GridPrintBody, ListId } from "../../../contract/lists";

export const exportGrid = (list: ListId, body: GridExportBody) =>
  call(gridExportApi.export, { params: { list }, body });

export const printRows = async (list: ListId, body: GridPrintBody) =>
  (await call(gridExportApi.print, { params: { list }, body })).data;

export { exportColumns } from "./export-columns";
