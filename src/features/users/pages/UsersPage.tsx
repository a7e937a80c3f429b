import { OwnerOnly } from "../../../components/OwnerOnly";
import { UsersList } from "./UsersList";

/** /admin/users: owner only. */
export default function UsersPage() {
  return (
    <OwnerOnly>
      <UsersList />
    </OwnerOnly>
  );
}
