// In-cell editing, registered by the grid definitions that edit (e.g. grids/talents.ts:
// `import "../src/client/lib/grid-editing";`). Without it an editable column does not edit
// (development builds say which module is missing). Only what is in use: text, number and
// large-text editors and custom editors (SelectListEditor, grids/renderers). Row selection
// (components/server-grid/use-row-selection.ts), undo/redo and the clipboard are ours
// (components/server-grid/use-spreadsheet.ts): UndoRedoEdit and the enterprise clipboard are not
// registered.
// Note: ag-grid-community is one ES module, so once any grid registers an editor its code is in
// the shared grid chunk for every grid route; keep this list to what is really used.
import {
  CustomEditorModule,
  LargeTextEditorModule,
  ModuleRegistry,
  NumberEditorModule,
  TextEditorModule,
} from "ag-grid-community";

ModuleRegistry.registerModules([
  CustomEditorModule,
  TextEditorModule,
  NumberEditorModule,
  LargeTextEditorModule,
]);
