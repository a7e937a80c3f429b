// In-cell editing, registered by the grid definitions that edit (e.g. grids/talents.ts:
// `import "../src/client/lib/grid-editing";`). Without it an editable column does not edit
// (development builds say which module is missing). Only the editor in use: the select editor
// (our own undo stack replaces UndoRedoEdit, see features/talents/use-cell-edit-undo.ts). Add
// TextEditorModule / NumberEditorModule here when a grid edits free text or numbers.
// Note: ag-grid-community is one ES module, so once any grid registers an editor its code is in
// the shared grid chunk for every grid route; keep this list to what is really used.
import { ModuleRegistry, SelectEditorModule } from "ag-grid-community";

ModuleRegistry.registerModules([SelectEditorModule]);
