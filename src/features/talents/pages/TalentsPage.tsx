// /admin/talent: the paged talent list. SP status and category are edited in the cell (Enter
// saves, Escape cancels, Ctrl+Z undoes the last saved edit); add and edit forms are child
// routes rendered in <Outlet/> as dialogs; detail and delete are local popups.
import { useMemo } from "react";
import { isOwnerAtom } from "../../../client/lib/session";
import { useAtomValue } from "jotai";
import { Outlet, useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ExportCsvButton } from "../../../components/ExportCsvButton";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { useListGrid, useRowDialogs } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import { useCellEditUndo } from "../../../components/server-grid/use-cell-edit-undo";
import type { Talent } from "../../../contract/talents";
import { talentColumns, type TalentCellField } from "../../../../grids/talents";
import { deleteTalent } from "../api/delete-talent";
import { exportTalents } from "../api/export-talents";
import { updateTalent } from "../api/update-talent";
import { TALENT_PAGE_SIZES, categoryPickerAtom, invalidateTalentData, talentsList } from "../atoms";
import { TalentDetailDialog } from "../dialogs/TalentDetailDialog";
import { DELETE_TEXTS } from "./delete-texts";

const CELL_FIELDS: readonly TalentCellField[] = ["sp_status", "talent_categories_id"];

export default function TalentsPage() {
  const navigate = useNavigate();
  const { query, search, grid } = useListGrid(talentsList, "name");
  const categories = useAtomValue(categoryPickerAtom);
  const { detail, closeDetail, onDetail, onDelete, confirmDelete } =
    useRowDialogs<Talent>(deleteTalent);

  const cellEdit = useCellEditUndo<Talent, TalentCellField>({
    fields: CELL_FIELDS,
    save: ({ row, field, value }) =>
      updateTalent(
        row.id,
        field === "sp_status"
          ? { sp_status: value as Talent["sp_status"] }
          : { talent_categories_id: Number(value) },
      ),
    onSaved: invalidateTalentData,
    successMessage: "Talent berhasil diperbarui",
    failureTitle: "Gagal mengupdate talent",
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
        <ExportCsvButton download={() => exportTalents(search)} fileName="talent.csv" />
        {isOwner && <NavButton icon="people" text="Create User" to={paths.createUser.pattern} />}
        <NavButton icon="list" text="List Categories" to={paths.categories.pattern} />
        <NavButton icon="plus" text="Add Talent Categories" to={paths.categoriesAdd.pattern} />
        <NavButton icon="plus" intent="primary" text="Add Talent" to={paths.talentsAdd.pattern} />
      </PageHeader>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat data talent")}
      </ErrorCallout>
      <div ref={cellEdit.containerRef}>
        <ServerGrid<Talent>
          ariaLabel="Daftar talent"
          columnDefs={columns}
          pageSizes={TALENT_PAGE_SIZES}
          getRowId={(t) => t.id}
          {...grid}
          gridOptions={{ readOnlyEdit: true, onCellEditRequest: cellEdit.onCellEditRequest }}
        />
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
