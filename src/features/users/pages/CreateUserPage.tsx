import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { CreateUserDialog } from "./CreateUserDialog";

/**
 * /admin/create-user: the Create User dialog over the user list (RULES.md D5). A child
 * route in UsersPage's <Outlet/> (owner check and list are the parent's), so the form's code is
 * budgeted and loaded apart from the grid's (README "Bundle budget").
 */
export default function CreateUserPage() {
  const navigate = useNavigate();
  // Back to where the owner came from (the list, the Talent screen); the list when opened directly.
  const back = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.users.pattern, { replace: true });
  }, [navigate]);
  return <CreateUserDialog onClose={back} />;
}
