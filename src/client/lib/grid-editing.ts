// In-cell editing, registered by the grid definitions that edit (e.g. grids/talents.ts:
// `import "../src/client/lib/grid-editing";`). Without it an editable column does not edit
// (development builds say which module is missing). Only what is in use: text, number and
// large-text editors, custom editors (SelectListEditor, grids/renderers) and row selection (the
// checkbox column of lists that act on several rows). Undo/redo and the clipboard are ours
// (components/server-grid/use-spreadsheet.ts): UndoRedoEdit and the enterprise clipboard are not
// registered.
// Note: ag-grid-community is one ES module, so once any grid registers an editor its code is in
// the shared grid chunk for every grid route; keep this list to what is really used.
import {
  CellApiModule,
  CustomEditorModule,
  LargeTextEditorModule,
  ModuleRegistry,
  NumberEditorModule,
  RowSelectionModule,
  TextEditorModule,
} from "ag-grid-community";

ModuleRegistry.registerModules([
  CellApiModule, // getCellValue: the copied text of a cell
  CustomEditorModule,
  TextEditorModule,
  NumberEditorModule,
  LargeTextEditorModule,
  RowSelectionModule,
]);
