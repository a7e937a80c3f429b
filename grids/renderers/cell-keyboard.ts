// Keyboard reach for cells that hold buttons (AG Grid "custom components" navigation pattern).
// The grid owns Tab/arrows: Tab normally jumps from cell to cell and never enters a renderer's
// buttons. With this on a column, Enter on a focused cell focuses its first button, and Tab /
// Shift+Tab walk the buttons inside the cell before the grid moves on to the next cell.
import type { SuppressKeyboardEventParams } from "ag-grid-community";

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(cell: HTMLElement): HTMLElement[] {
  return Array.from(cell.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest("[hidden]"),
  );
}

export function suppressKeysInsideCell({ event }: SuppressKeyboardEventParams): boolean {
  const { key, shiftKey } = event;
  if (key !== "Tab" && key !== "Enter") return false;
  const cell = event
    .composedPath()
    .find((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains("ag-cell"));
  if (!cell) return false;
  const items = focusablesIn(cell);
  if (items.length === 0) return false;
  const active = document.activeElement as HTMLElement | null;
  const index = active ? items.indexOf(active) : -1;

  if (key === "Enter") {
    // Enter on the cell itself enters it; Enter on a button is the button's own click.
    if (active === cell) {
      event.preventDefault();
      // Blueprint buttons click on Enter *keyup*: focusing the button now would let this key's
      // keyup press it. Move focus once the key is released instead.
      const first = items[0];
      cell.addEventListener("keyup", () => first.focus(), { once: true });
      return true;
    }
    return index !== -1;
  }
  if (!shiftKey) {
    if (active === cell) {
      event.preventDefault();
      items[0].focus();
      return true;
    }
    if (index !== -1 && index < items.length - 1) {
      event.preventDefault();
      items[index + 1].focus();
      return true;
    }
    return false; // last button: let the grid move to the next cell
  }
  if (index > 0) {
    event.preventDefault();
    items[index - 1].focus();
    return true;
  }
  if (index === 0) {
    event.preventDefault();
    cell.focus();
    return true;
  }
  return false;
}
