import { OwnerOnly } from "./OwnerOnly";
import { UsersList } from "./UsersList";

/** /admin/users: owner only. */
export default function UsersPage() {
  return (
    <OwnerOnly>
      <UsersList />
    </OwnerOnly>
  );
}
