// Focus around dialogs, for every Blueprint dialog, alert and popover at once: a dialog opens on
// its first field, and when it closes the focus goes back to the control that opened it.
// Blueprint alone focuses the dialog box itself, and a dialog that is a child route unmounts
// instead of closing, so its focus fell to <body> (Escape left keyboard users at the page top).
// Installed once by the shell; nothing per dialog. Also names Blueprint's × button 'Tutup'.

const FIELD =
  "input:not([type=hidden]):not([readonly]):not([disabled]), select:not([disabled]), textarea:not([disabled])";
const OVERLAY = ".bp6-portal";
/** Blueprint's first focusable element of an overlay, where it parks the focus on opening. */
const START_TRAP = "bp6-overlay-start-focus-trap";

interface Opener {
  el: HTMLElement;
  /** A grid row's button is re-created when the rows reload: find it again by its place. */
  cell: string | null;
  label: string;
}

function describe(el: HTMLElement): Opener {
  const cell = el.closest<HTMLElement>(".ag-cell");
  const row = el.closest<HTMLElement>(".ag-row");
  return {
    el,
    label: labelOf(el),
    cell:
      cell && row
        ? `.ag-row[row-index="${row.getAttribute("row-index")}"] .ag-cell[col-id="${cell.getAttribute("col-id")}"]`
        : null,
  };
}

const labelOf = (el: Element) => (el.getAttribute("aria-label") || el.textContent || "").trim();

/**
 * The opener itself, or the control that took its place: the same button in the same grid cell
 * (rows re-render when they reload) or, after a route dialog took the page away and back, the
 * control of the same name on the page.
 */
function find(o: Opener): HTMLElement | null {
  if (o.el.isConnected) return o.el;
  const scope = o.cell ?? "main";
  const candidates = document.querySelectorAll<HTMLElement>(`${scope} button, ${scope} a`);
  return [...candidates].find((b) => labelOf(b) === o.label) ?? null;
}

const dialogs = () => document.querySelectorAll<HTMLElement>(".bp6-dialog");
/** Dialogs and popovers (the column chooser) give the focus back; tooltips never had it. */
const overlays = () => document.querySelectorAll(".bp6-dialog, .bp6-popover:not(.bp6-tooltip)");

const seen = new WeakSet<Element>();

/**
 * Blueprint moves the focus into a dialog on the frame after it appears; a key pressed before that
 * frame (a busy machine, a quick Escape after '?') went to the page under the modal dialog, and
 * the dialog, shown, ignored it. This runs in the observer's microtask, before any later input:
 * the focus goes where Blueprint would put it (its overlay's start trap), and its frame then finds
 * it inside and leaves it. Only when the focus is outside every overlay: never taken from the user.
 */
function takeFocusIntoNewDialogs() {
  for (const box of dialogs()) {
    if (seen.has(box)) continue;
    seen.add(box);
    const trap = box.closest(".bp6-overlay")?.querySelector<HTMLElement>(`:scope > .${START_TRAP}`);
    const active = document.activeElement;
    if (trap && !(active instanceof HTMLElement && active.closest(OVERLAY))) {
      trap.focus({ preventScroll: true });
    }
  }
}

export function installDialogFocus(): () => void {
  let lastOutside: Opener | null = null;
  let opener: Opener | null = null;
  let open = false;
  let settleTimer = 0;

  const onFocusIn = (e: FocusEvent) => {
    const t = e.target;
    if (t instanceof HTMLElement && !t.closest(OVERLAY) && t !== document.body) {
      lastOutside = describe(t);
    }
  };

  // The first field may arrive after the dialog (an edit form waits for its row): try for a while,
  // and only while the focus is still on the dialog box itself (never take it from the user).
  const focusFirstField = (tries: number) => {
    const boxes = dialogs();
    const box = boxes[boxes.length - 1];
    if (!box) return;
    const active = document.activeElement;
    // Blueprint 6 parks the focus on its overlay's focus-trap div when the dialog opens
    const untouched =
      !active ||
      active === document.body ||
      active === box ||
      active === box.parentElement ||
      active.classList.contains(START_TRAP);
    if (!untouched) return;
    // the first field may still be disabled while its choices load: wait for it, not the next one
    const first = box.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea");
    if (first?.matches(":disabled") && tries > 0) {
      settleTimer = window.setTimeout(() => focusFirstField(tries - 1), 100);
      return;
    }
    const field = box.querySelector<HTMLElement>(FIELD);
    if (field) field.focus();
    else if (tries > 0) settleTimer = window.setTimeout(() => focusFirstField(tries - 1), 100);
  };

  const check = () => {
    // Blueprint's dialog close button (icon only) is labelled in English and takes no label prop
    for (const close of document.querySelectorAll(".bp6-dialog-close-button[aria-label=Close]"))
      close.setAttribute("aria-label", "Tutup");
    takeFocusIntoNewDialogs();
    const nowOpen = overlays().length > 0;
    if (nowOpen && !open) {
      opener = lastOutside;
      window.clearTimeout(settleTimer);
      if (dialogs().length) settleTimer = window.setTimeout(() => focusFirstField(20), 50);
    } else if (!nowOpen && open) {
      window.clearTimeout(settleTimer);
      const back = opener;
      opener = null;
      // after Blueprint's own return (it wins when its opener still exists)
      const giveBack = (tries: number) => {
        const active = document.activeElement;
        if (!back || (active && active !== document.body && active.isConnected)) return;
        const target = find(back);
        if (target) target.focus();
        else if (tries > 0) window.setTimeout(() => giveBack(tries - 1), 100);
      };
      window.setTimeout(() => giveBack(10), 60);
    }
    open = nowOpen;
  };

  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("focusin", onFocusIn, true);
  return () => {
    observer.disconnect();
    document.removeEventListener("focusin", onFocusIn, true);
    window.clearTimeout(settleTimer);
  };
}
