// Owner-only user list (RULES.md D5): No, Username, Email, Role, Dibuat, each filtered in its
// header on the server (GET /users/getUsers: username, email, role, start_date / end_date).
import type { ColDef } from "ag-grid-community";
import type { Role } from "../src/contract/common";
import type { User } from "../src/contract/users";
import { ROLES } from "../src/contract/values";
import { filterBy } from "../src/components/server-grid";
import { dateCol, enumCol, rowNumberCol } from "./column-types";

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", admin: "Admin" };

export const usersColumns: ColDef<User>[] = [
  rowNumberCol<User>(),
  {
    field: "username",
    headerName: "Username",
    sortable: true,
    minWidth: 140,
    ...filterBy.text("username"),
  },
  {
    field: "email",
    headerName: "Email",
    sortable: true,
    minWidth: 200,
    flex: 1.5,
    ...filterBy.text("email"),
  },
  enumCol<User, Role>("role", "Role", ROLES, ROLE_LABELS, {
    sortable: true,
    width: 120,
    flex: 0,
    ...filterBy.select("role", ROLES, (v) => ROLE_LABELS[v as Role]),
  }),
  dateCol<User>("created_at", "Dibuat", {
    sortable: true,
    width: 130,
    flex: 0,
    ...filterBy.date(),
  }),
];
