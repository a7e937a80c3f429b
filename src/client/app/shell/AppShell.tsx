import { useState } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import { useAtomValue } from "jotai";
import { currentUserAtom, signOut } from "../../lib/session";
import { paths } from "../../lib/paths";
import { TopBar } from "./TopBar";
import { Sidebar } from "./Sidebar";

export default function AppShell() {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const logout = async () => {
    await signOut();
    navigate(paths.login.pattern, { replace: true });
  };
  return (
    <div className="shell">
      <TopBar user={user} onToggleSidebar={() => setOpen((o) => !o)} onLogout={logout} />
      <div className="shell-body">
        <Sidebar user={user} open={open} onNavigate={() => setOpen(false)} onLogout={logout} />
        {open && <div className="sidebar-backdrop" onClick={() => setOpen(false)} />}
        <main className="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
