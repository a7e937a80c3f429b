import type { IconName } from "@blueprintjs/core";
import { paths } from "../../lib/paths";

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  ownerOnly?: boolean;
}

/** Sidebar of RULES.md S2, plus the owner-only user list (RULES.md D5) and money audit. */
export const NAV_ITEMS: NavItem[] = [
  { label: "Dashboard", to: paths.dashboard.pattern, icon: "dashboard" },
  { label: "Services", to: paths.services.pattern, icon: "box" },
  { label: "Talent", to: paths.talents.pattern, icon: "people" },
  { label: "Orders", to: paths.orders.pattern, icon: "shopping-cart" },
  { label: "Summary", to: paths.summary.pattern, icon: "chart" },
  { label: "Weekly Report", to: paths.weekly.pattern, icon: "calendar" },
  { label: "Analisis", to: paths.analysis.pattern, icon: "pivot-table" },
  { label: "Users", to: paths.users.pattern, icon: "user", ownerOnly: true },
  { label: "Audit", to: paths.audit.pattern, icon: "history", ownerOnly: true },
];
