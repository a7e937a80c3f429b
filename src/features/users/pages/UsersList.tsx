import { Button } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { useListGrid } from "../../../components/list/use-list-grid";
import { SearchBox } from "../../../components/report/SearchBox";
import { ServerGrid } from "../../../components/server-grid";
import { usersColumns } from "../../../../grids/users";
import { USER_PAGE_SIZES, usersList } from "../atoms";

/** The owner-only user list of RULES.md D5 (GET /users/getUsers). */
export function UsersList() {
  const navigate = useNavigate();
  const { search, setSearch, grid } = useListGrid(usersList);

  return (
    <>
      <div className="page-header">
        <h1>Users</h1>
        <div className="page-actions">
          <SearchBox
            value={search}
            onChange={setSearch}
            placeholder="Cari username atau email..."
            ariaLabel="Cari user"
          />
          <Button
            intent="primary"
            icon="new-person"
            text="Create User"
            onClick={() => navigate(paths.createUser.pattern)}
          />
        </div>
      </div>
      <ServerGrid
        ariaLabel="Daftar user"
        columnDefs={usersColumns}
        columnChooser="users"
        pageSizes={USER_PAGE_SIZES}
        getRowId={(r) => r.id}
        liveType="user"
        {...grid}
      />
    </>
  );
}
