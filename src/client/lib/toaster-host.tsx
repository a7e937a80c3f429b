// Loaded by toast.tsx with the first toast: keeps Blueprint's toaster out of every page's code.
import { OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

/**
 * Toasts stay top right (RULES.md S9) but start below the screen's title row, so they never sit
 * on its action buttons ('Add Talent' right after adding one): the row's
 * bottom is measured when a toast shows (it wraps on narrow windows, scrolls away with the page).
 * Here rather than in toast.tsx: this chunk loads apart from every page (bundle budget).
 */
function placeBelowPageHeader() {
  const header = document.querySelector(".content .page-header");
  const bottom = header?.getBoundingClientRect().bottom ?? 0;
  const root = document.documentElement;
  if (bottom > 0) root.style.setProperty("--kt-toast-top", `${Math.round(bottom)}px`);
  else root.style.removeProperty("--kt-toast-top");
}

const placed = (t: Toaster): Toaster => ({
  show: (props, key) => {
    placeBelowPageHeader();
    return t.show(props, key);
  },
  dismiss: (key) => t.dismiss(key),
  clear: () => t.clear(),
  getToasts: () => t.getToasts(),
});

export default function ToasterHost({ onReady }: { onReady: (t: Toaster | null) => void }) {
  return (
    <OverlayToaster
      ref={(t) => onReady(t && placed(t))}
      position={Position.TOP_RIGHT}
      maxToasts={5}
    />
  );
}
