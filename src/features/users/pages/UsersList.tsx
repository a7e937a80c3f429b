import { useEffect, useState } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { useAtomValue, useSetAtom } from "jotai";
import { paths } from "../../../client/lib/paths";
import { ServerGrid } from "../../../components/server-grid";
import { usersColumns } from "../../../../grids/users";
import { USER_PAGE_SIZES, usersList } from "../atoms";

const SEARCH_DEBOUNCE_MS = 300;

/** The owner-only user list of decisions.md §5 (GET /users/getUsers). */
export function UsersList() {
  const list = usersList;
  const navigate = useNavigate();
  const q = useAtomValue(list.queryAtom);
  const page = useAtomValue(list.pageAtom);
  const size = useAtomValue(list.sizeAtom);
  const search = useAtomValue(list.searchAtom);
  const setPage = useSetAtom(list.pageAtom);
  const setSize = useSetAtom(list.setSizeAtom);
  const setSearch = useSetAtom(list.setSearchAtom);
  const [text, setText] = useState(search);

  useEffect(() => {
    if (text.trim() === search) return;
    const t = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, search, setSearch]);

  return (
    <>
      <div className="page-header">
        <h1>Users</h1>
        <div className="page-actions">
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="Cari username atau email..."
            aria-label="Cari user"
            value={text}
            onValueChange={setText}
            style={{ width: 260 }}
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
        rows={q.data?.rows}
        totalRows={q.data?.totalRows ?? 0}
        loading={q.isFetching && q.data === undefined}
        page={page}
        pageSize={size}
        pageSizes={USER_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={setSize}
        getRowId={(r) => r.id}
      />
    </>
  );
}
