// In-cell editing, registered by the grid definitions that edit (e.g. grids/talents.ts:
// `import "../src/client/lib/grid-editing";`). Without it an editable column does not edit
// (development builds say which module is missing). Only what is in use: custom editors, for
// SelectListEditor (grids/renderers) — our own undo stack (components/server-grid/
// use-cell-edit-undo.ts) replaces UndoRedoEdit. Add TextEditorModule / NumberEditorModule here
// when a grid edits free text or numbers.
// Note: ag-grid-community is one ES module, so once any grid registers an editor its code is in
// the shared grid chunk for every grid route; keep this list to what is really used.
import { CustomEditorModule, ModuleRegistry } from "ag-grid-community";

ModuleRegistry.registerModules([CustomEditorModule]);
