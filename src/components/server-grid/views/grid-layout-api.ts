// The layout calls, loaded with import() by use-grid-layout.ts so the contract's schemas do not
// weigh on every grid route's first load.
import { call } from "../../../client/lib/call";
import { gridLayoutsApi } from "../../../contract/api/grid-layouts";
import type { GridLayoutBody } from "../../../contract/grid-layouts";

export const loadLayout = async (grid: string) =>
  (await call(gridLayoutsApi.get, { params: { grid } })).data;
export const saveLayout = (grid: string, body: GridLayoutBody) =>
  call(gridLayoutsApi.save, { params: { grid }, body });
export const resetLayout = (grid: string) => call(gridLayoutsApi.reset, { params: { grid } });
