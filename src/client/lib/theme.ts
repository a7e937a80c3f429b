// Dark theme: follows the system setting until the user picks one with the top bar's
// toggle; the choice is remembered per user on this browser (localStorage, keyed by user id).
// Applied at the root: Blueprint's `bp6-dark` class on <body> (portals — dialogs, popovers,
// toasts — live there too) and AG Grid's `data-ag-theme-mode` (gridTheme has dark params).
// PDFs are documents, not screens: they stay light (react-pdf draws them on white).
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

const SYSTEM_DARK = "(prefers-color-scheme: dark)";
const key = (userId: number) => `kt-theme:${userId}`;

function subscribeSystem(onChange: () => void) {
  const mq = window.matchMedia(SYSTEM_DARK);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
}
const systemTheme = (): Theme => (window.matchMedia(SYSTEM_DARK).matches ? "dark" : "light");

function stored(userId: number | undefined): Theme | null {
  if (userId === undefined) return null;
  try {
    const v = window.localStorage.getItem(key(userId));
    return v === "dark" || v === "light" ? v : null;
  } catch {
    return null;
  }
}

function applyTheme(theme: Theme) {
  const dark = theme === "dark";
  document.body.classList.toggle("bp6-dark", dark);
  document.body.dataset.agThemeMode = theme;
  document.documentElement.style.colorScheme = theme;
}

/** The signed-in user's theme, applied to the page, and a toggle that remembers the choice. */
export function useTheme(userId: number | undefined): [Theme, () => void] {
  const system = useSyncExternalStore(subscribeSystem, systemTheme, () => "light" as Theme);
  const [chosen, setChosen] = useState<Theme | null>(() => stored(userId));
  useEffect(() => setChosen(stored(userId)), [userId]);
  const theme = chosen ?? system;
  useEffect(() => {
    applyTheme(theme);
    // leaving the signed-in pages (sign-out) returns to the system's setting
    return () => applyTheme(systemTheme());
  }, [theme]);
  const toggle = useCallback(() => {
    const next: Theme = theme === "dark" ? "light" : "dark";
    setChosen(next);
    if (userId !== undefined) {
      try {
        window.localStorage.setItem(key(userId), next);
      } catch {
        // private mode: the choice lasts for this page only
      }
    }
  }, [theme, userId]);
  return [theme, toggle];
}

const appliedTheme = (): Theme => (document.body.dataset.agThemeMode === "dark" ? "dark" : "light");
function subscribeApplied(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-ag-theme-mode"] });
  return () => observer.disconnect();
}

/** The theme applied to the page (by `useTheme` in the shell), for what draws its own colours. */
export const useAppliedTheme = (): Theme =>
  useSyncExternalStore(subscribeApplied, appliedTheme, () => "light" as Theme);
