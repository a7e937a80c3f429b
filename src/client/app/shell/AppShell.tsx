import { Suspense, lazy, useEffect, useState } from "react";
import { Outlet } from "react-router-dom";
import { useAtomValue } from "jotai";
import { currentUserAtom, signOut } from "../../lib/session";
import { TopBar } from "./TopBar";
import { Sidebar } from "./Sidebar";
import "../a11y.css";
import "../phone.css";
import "../dark.css";
import { useTheme } from "../../lib/theme";
import type { Group } from "./shortcuts";

const CONTENT_ID = "konten";

const ShortcutsDialog = lazy(() => import("./ShortcutsDialog"));

/**
 * The dialogs' focus handling (dialog-focus.ts) comes as code of its own when the shell mounts:
 * /login, which has no dialog, stays within its budget. It is asked for before the route's page
 * code, so it is in place before a dialog route's dialog opens.
 */
function installDialogFocusSoon() {
  let uninstall: (() => void) | undefined;
  let gone = false;
  void import("../../lib/dialog-focus").then((m) => {
    if (!gone) uninstall = m.installDialogFocus();
  });
  return () => {
    gone = true;
    uninstall?.();
  };
}

/** Keyboard users skip the top bar and the menu; focus lands on the page itself. */
function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${CONTENT_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
    >
      Lewati ke konten
    </a>
  );
}

export default function AppShell() {
  const user = useAtomValue(currentUserAtom);
  const [open, setOpen] = useState(false);
  useEffect(installDialogFocusSoon, []);
  const [theme, toggleTheme] = useTheme(user?.id);
  // '?' shows the screen's keys; the listener loads after the first paint (bundle budget), not
  // with `whenIdle`: a '?' pressed before the rows were in was lost
  const [shortcuts, setShortcuts] = useState<Group[] | null>(null);
  useEffect(() => {
    let off = () => {};
    void import("./shortcuts").then((m) => (off = m.installShortcutsKey(setShortcuts)));
    return () => off();
  }, []);
  if (!user) return null;
  // RequireAuth takes the signed-out user to /login: one navigation, not a second beside it
  const logout = () => void signOut(true);
  return (
    <div className="shell">
      <SkipLink />
      <TopBar
        user={user}
        theme={theme}
        onToggleTheme={toggleTheme}
        onToggleSidebar={() => setOpen((o) => !o)}
        onLogout={logout}
      />
      <div className="shell-body">
        <Sidebar user={user} open={open} onNavigate={() => setOpen(false)} onLogout={logout} />
        {open && <div className="sidebar-backdrop" onClick={() => setOpen(false)} />}
        <main className="content" id={CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
        {shortcuts && (
          <Suspense fallback={null}>
            <ShortcutsDialog groups={shortcuts} onClose={() => setShortcuts(null)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
