// Row selection (checkbox column, header checkbox), registered by the grids that select rows
// (components/server-grid/use-row-selection.ts imports it). Only those routes pay for it.
import { ModuleRegistry, RowSelectionModule } from "ag-grid-community";

ModuleRegistry.registerModules([RowSelectionModule]);
