import { Button, Icon } from "@blueprintjs/core";
import { NavLink } from "react-router-dom";
import type { SessionUser } from "../../../contract/users";
import { NAV_ITEMS } from "./nav-items";

export function Sidebar(props: {
  user: SessionUser;
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  return (
    <nav className={`sidebar${props.open ? " sidebar--open" : ""}`} aria-label="Navigasi utama">
      <ul>
        {NAV_ITEMS.filter((i) => !i.ownerOnly || props.user.role === "owner").map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={props.onNavigate}
              className={({ isActive }) => (isActive ? "active" : "")}
            >
              <Icon icon={item.icon} size={14} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <Button
            variant="minimal"
            icon="log-out"
            text="Logout"
            onClick={props.onLogout}
            className="sidebar-logout"
          />
        </li>
      </ul>
    </nav>
  );
}
