import { Button, Navbar, NavbarGroup, NavbarHeading, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import type { SessionUser } from "../../../contract/users";
import { paths } from "../../lib/paths";
import type { Theme } from "../../lib/theme";

export function TopBar(props: {
  user: SessionUser;
  theme: Theme;
  onToggleTheme: () => void;
  onToggleSidebar: () => void;
  onLogout: () => void;
}) {
  return (
    <Navbar className="topbar" role="banner">
      <NavbarGroup>
        <Button
          className="sidebar-toggle"
          variant="minimal"
          icon="menu"
          aria-label="Buka/tutup menu"
          onClick={props.onToggleSidebar}
        />
        <NavbarHeading className="app-title">Kas Talenta</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="right">
        <Link to={paths.profile.pattern} className="topbar-user" title="Profil">
          <span data-testid="topbar-username">{props.user.username}</span>
          {/* multiline: a one-word role needs no ellipsis, and Blueprint's ellipsizing Text
              reads the tag's width in a layout effect, forcing a layout on every shell mount */}
          <Tag minimal round multiline data-testid="topbar-role">
            {props.user.role}
          </Tag>
        </Link>
        <Button
          variant="minimal"
          className="theme-toggle"
          text="Gelap"
          active={props.theme === "dark"}
          aria-pressed={props.theme === "dark"}
          title={props.theme === "dark" ? "Pakai tema terang" : "Pakai tema gelap"}
          onClick={props.onToggleTheme}
        />
        <Button
          variant="minimal"
          icon="log-out"
          text="Logout"
          className="topbar-logout"
          onClick={props.onLogout}
        />
      </NavbarGroup>
    </Navbar>
  );
}
