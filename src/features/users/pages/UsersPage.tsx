import { Outlet } from "react-router-dom";
import { OwnerOnly } from "../../../components/OwnerOnly";
import { UsersList } from "./UsersList";

/** /admin/users and, under /admin/create-user, the Create User dialog in <Outlet/>: owner only. */
export default function UsersPage() {
  return (
    <OwnerOnly>
      <UsersList />
      <Outlet />
    </OwnerOnly>
  );
}
