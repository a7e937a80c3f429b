// Owner-only user list (RULES.md D5): No, Username, Email, Role, Dibuat.
import type { ColDef } from "ag-grid-community";
import type { Role } from "../src/contract/common";
import type { User } from "../src/contract/users";
import { dateCol, enumCol, rowNumberCol } from "./column-types";

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", admin: "Admin" };

export const usersColumns: ColDef<User>[] = [
  rowNumberCol<User>(),
  { field: "username", headerName: "Username", sortable: true, minWidth: 140 },
  { field: "email", headerName: "Email", sortable: true, minWidth: 200, flex: 1.5 },
  enumCol<User, Role>("role", "Role", ["owner", "admin"], ROLE_LABELS, {
    sortable: true,
    width: 110,
    flex: 0,
  }),
  dateCol<User>("created_at", "Dibuat", { sortable: true, width: 120, flex: 0 }),
];
