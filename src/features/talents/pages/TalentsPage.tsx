// /admin/talent: the paged talent list, a spreadsheet (useSpreadsheet): name, gender, category
// and SP status edit in the cell, undo/redo, copy and paste; Enter on the number or a
// double-click opens the detail. Add and edit forms are child routes rendered in <Outlet/> as
// dialogs; detail and delete are local popups.
import { useMemo } from "react";
import { isOwnerAtom } from "../../../client/lib/session";
import { useAtomValue } from "jotai";
import { Outlet, useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { useListGrid, useRowDialogs } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import { SearchBox } from "../../../components/report/SearchBox";
import { useSpreadsheet } from "../../../components/server-grid/use-spreadsheet";
import type { Talent, UpdateTalentBody } from "../../../contract/talents";
import { talentColumns, type TalentCellField } from "../../../../grids/talents";
import { deleteTalent } from "../api/delete-talent";
import { updateTalent } from "../api/update-talent";
import { TALENT_PAGE_SIZES, categoryPickerAtom, invalidateTalentData, talentsList } from "../atoms";
import { DELETE_TEXTS } from "./delete-texts";
import { deferredDialog } from "../../../components/deferred-dialog";

// the detail popup (Blueprint's Dialog) loads after the first rows, mounts on first open
const TalentDetailDialog = deferredDialog(
  () => import("../dialogs/TalentDetailDialog").then((m) => m.TalentDetailDialog),
  (p) => p.talent !== null,
);

export default function TalentsPage() {
  const navigate = useNavigate();
  const { query, search, setSearch, grid } = useListGrid(talentsList);
  const categories = useAtomValue(categoryPickerAtom);
  const { detail, closeDetail, onDetail, onDelete, confirmDelete } =
    useRowDialogs<Talent>(deleteTalent);

  const sheet = useSpreadsheet<Talent>({
    getRowId: (t) => t.id,
    save: async (row, field, value) => {
      const f = field as TalentCellField;
      const v = f === "talent_categories_id" ? Number(value) : value;
      const res = await updateTalent(row.id, { [f]: v, version: row.version } as UpdateTalentBody);
      return res.data.version;
    },
    onSaved: invalidateTalentData,
    successMessage: "Talent berhasil diperbarui",
    failureTitle: "Gagal mengupdate talent",
    onOpenRow: onDetail,
  });

  const columns = useMemo(
    () =>
      talentColumns(
        {
          onDetail,
          onEdit: (t) => navigate(paths.talentsEdit.build({ id: t.id })),
          onDelete,
        },
        categories.data,
      ),
    [navigate, onDetail, onDelete, categories.data],
  );

  const isOwner = useAtomValue(isOwnerAtom);
  return (
    <>
      <PageHeader title="Talent">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Cari talent atau kategori..."
          ariaLabel="Cari talent"
        />
        {isOwner && <NavButton icon="people" text="Create User" to={paths.createUser.pattern} />}
        <NavButton icon="list" text="List Categories" to={paths.categories.pattern} />
        <NavButton icon="plus" text="Add Talent Categories" to={paths.categoriesAdd.pattern} />
        <NavButton icon="plus" intent="primary" text="Add Talent" to={paths.talentsAdd.pattern} />
      </PageHeader>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat data talent")}
      </ErrorCallout>
      <div ref={sheet.containerRef} className="kt-spreadsheet">
        <ServerGrid<Talent>
          ariaLabel="Daftar talent"
          columnDefs={columns}
          pageSizes={TALENT_PAGE_SIZES}
          getRowId={(t) => t.id}
          {...grid}
          gridOptions={sheet.gridOptions}
        />
        {sheet.errorNote}
      </div>
      <TalentDetailDialog talent={detail} onClose={closeDetail} />
      <ConfirmDelete
        {...confirmDelete}
        {...DELETE_TEXTS}
        onDeleted={() => void invalidateTalentData()}
      />
      <Outlet />
    </>
  );
}
