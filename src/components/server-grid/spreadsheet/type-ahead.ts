// Keys typed while a cell editor is still opening. The grid starts an edit at once (a typed key,
// Enter, F2, Tab from the cell before), but its editor takes the focus a moment later — under
// load, after the next keys: `50` typed after Tab saved 0 (CI, a loaded machine). From the start
// of an edit until its editor has the focus, keys are held here and then played into the editor
// in order: text at the caret, Backspace / Delete, Ctrl+A and the caret keys in a text box; the
// arrows in a list (SelectListEditor), Enter, Tab and Escape (and any key once no edit is open)
// as the key events the editor and the grid listen to. Installed with the spreadsheet,
// not with the lazily loaded keys (sheet/), so nothing is lost before those arrive either.
import type { EditingCellPosition, GridApi } from "ag-grid-community";

interface Held {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * Keys are held at most this long: an editor that never takes the focus must not eat them (they
 * go to the grid as events, and that edit's keys are no longer held).
 */
const GIVE_UP_MS = 3000;

const MODIFIERS = new Set(["Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock"]);

const isText = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

const EDIT_KEYS = new Set(["Backspace", "Delete", "Enter", "Tab", "Escape", "Home", "End"]);
const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

/** A key an editor would act on: text, deleting, select-all, moves, and the keys that end an edit. */
function holds(e: KeyboardEvent): boolean {
  const mod = e.ctrlKey || e.metaKey;
  if (mod) return !e.altKey && !e.shiftKey && e.key.toLowerCase() === "a";
  if (e.altKey) return false;
  return e.key.length === 1 || EDIT_KEYS.has(e.key) || (ARROWS.has(e.key) && !e.shiftKey);
}

/** The caret after a caret key in a text box, or null for any other key. */
function caretAfter(k: Held, el: HTMLInputElement | HTMLTextAreaElement): number | null {
  const at = el.selectionEnd ?? el.value.length;
  if (k.key === "Home") return 0;
  if (k.key === "End") return el.value.length;
  if (k.key === "ArrowLeft") return Math.max(0, (el.selectionStart ?? at) - 1);
  if (k.key === "ArrowRight") return Math.min(el.value.length, at + 1);
  return null;
}

/** `el` is (inside) the editor of a cell the grid is editing. */
function inEditor(el: Element | null, editing: EditingCellPosition[]): boolean {
  if (!el) return false;
  if (el.closest(".ag-popup-editor")) return true;
  const cell = el.closest(".ag-cell");
  if (!cell || cell === el) return false;
  const rowIndex = Number(cell.closest("[row-index]")?.getAttribute("row-index"));
  const colId = cell.getAttribute("col-id");
  return editing.some(
    (p) => !p.rowPinned && p.rowIndex === rowIndex && p.column?.getColId() === colId,
  );
}

/** Plays one held key into the focused editor; false when it went to the grid as an event. */
function play(k: Held, el: Element | null): boolean {
  if (isText(el) && !k.ctrlKey && !k.metaKey) {
    // execCommand types as the user would: the editor's own input handling sees it
    if (k.key.length === 1)
      return document.execCommand("insertText", false, k.key) || insertAt(el, k.key);
    if (k.key === "Backspace") return document.execCommand("delete") || true;
    if (k.key === "Delete") return document.execCommand("forwardDelete") || true;
    const caret = caretAfter(k, el);
    if (caret !== null) {
      el.setSelectionRange(caret, caret);
      return true;
    }
  }
  if (isText(el) && k.key.toLowerCase() === "a") {
    el.select();
    return true;
  }
  el?.dispatchEvent(new KeyboardEvent("keydown", { ...k, bubbles: true, cancelable: true }));
  return false;
}

function insertAt(el: HTMLInputElement | HTMLTextAreaElement, text: string): boolean {
  el.setRangeText(text, el.selectionStart ?? el.value.length, el.selectionEnd ?? el.value.length);
  el.setSelectionRange(el.selectionEnd ?? 0, el.selectionEnd ?? 0);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}

export function holdKeysWhileEditorOpens<Row>(
  container: () => HTMLElement | null,
  api: () => GridApi<Row> | null,
): () => void {
  const held: Held[] = [];
  let since = 0;
  /** The edit whose editor never took the focus: its keys are not held again. */
  let gaveUp = "";
  const editKey = (a: GridApi<Row>) =>
    a
      .getEditingCells()
      .map((p) => `${p.rowIndex}:${p.column?.getColId()}`)
      .join();
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The grid is editing a cell of this container whose editor does not have the focus yet. */
  const opening = () => {
    const a = api();
    const box = container();
    const el = document.activeElement;
    if (!a || !box || a.isDestroyed()) return false;
    if (el && el !== document.body && !box.contains(el) && !el.closest(".ag-popup-editor"))
      return false;
    const editing = a.getEditingCells();
    if (editing.length === 0) gaveUp = "";
    return editing.length > 0 && !inEditor(el, editing) && editKey(a) !== gaveUp;
  };

  const later = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(drain, ms);
  };
  function drain() {
    while (held.length > 0) {
      if (opening()) {
        if (Date.now() - since <= GIVE_UP_MS) return later(16);
        const a = api();
        gaveUp = a ? editKey(a) : "";
      }
      // a key sent to the grid as an event (Enter, Tab, or one that starts the next edit) may
      // open another editor: the rest waits for it, as long again
      since = Date.now();
      if (!play(held.shift()!, document.activeElement)) return later(0);
    }
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.isTrusted || e.isComposing || MODIFIERS.has(e.key)) return;
    if (held.length === 0 && !(holds(e) && opening())) return;
    if (held.length === 0) since = Date.now();
    e.preventDefault();
    e.stopImmediatePropagation();
    const { key, code, shiftKey, ctrlKey, metaKey, altKey } = e;
    held.push({ key, code, shiftKey, ctrlKey, metaKey, altKey });
    later(16);
  };
  // the editor took the focus: play once its own focus handling (select all, caret) is done
  const onFocusIn = () => {
    if (held.length > 0) later(0);
  };
  window.addEventListener("keydown", onKeyDown, true);
  document.addEventListener("focusin", onFocusIn, true);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("keydown", onKeyDown, true);
    document.removeEventListener("focusin", onFocusIn, true);
  };
}
