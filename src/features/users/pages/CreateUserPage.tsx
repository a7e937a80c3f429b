import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { CreateUserDialog } from "./CreateUserDialog";
import { OwnerOnly } from "../../../components/OwnerOnly";
import { UsersList } from "./UsersList";

/** /admin/create-user: the Create User dialog over the user list (decisions.md §5). */
export default function CreateUserPage() {
  const navigate = useNavigate();
  // Back to where the owner came from (the list, the Talent screen); the list when opened directly.
  const back = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.users.pattern, { replace: true });
  }, [navigate]);
  return (
    <OwnerOnly>
      <UsersList />
      <CreateUserDialog onClose={back} />
    </OwnerOnly>
  );
}
