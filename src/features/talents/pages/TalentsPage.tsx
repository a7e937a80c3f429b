// /admin/talent: the paged talent list. SP status and category are edited in the cell (Enter
// saves, Escape cancels, Ctrl+Z undoes the last saved edit); add and edit forms are child
// routes rendered in <Outlet/> as dialogs; detail and delete are local popups.
import { useMemo, useState } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { useAtomValue, useSetAtom } from "jotai";
import { Outlet, useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ExportCsvButton } from "../../../components/ExportCsvButton";
import { ServerGrid } from "../../../components/server-grid";
import type { Talent } from "../../../contract/talents";
import { talentColumns, type TalentCellField } from "../../../../grids/talents";
import { deleteTalent } from "../api/delete-talent";
import { exportTalents } from "../api/export-talents";
import { updateTalent } from "../api/update-talent";
import { TALENT_PAGE_SIZES, categoryPickerAtom, invalidateTalentData, talentsList } from "../atoms";
import { TalentDetailDialog } from "../dialogs/TalentDetailDialog";
import { useCellEditUndo } from "../use-cell-edit-undo";

const CELL_FIELDS: readonly TalentCellField[] = ["sp_status", "talent_categories_id"];

export default function TalentsPage() {
  const navigate = useNavigate();
  const query = useAtomValue(talentsList.queryAtom);
  const categories = useAtomValue(categoryPickerAtom);
  const { page, size, search } = useAtomValue(talentsList.paramsAtom);
  const setPage = useSetAtom(talentsList.pageAtom);
  const setSize = useSetAtom(talentsList.setSizeAtom);
  const setSearch = useSetAtom(talentsList.setSearchAtom);
  const [detail, setDetail] = useState<Talent | null>(null);
  const [toDelete, setToDelete] = useState<Talent | null>(null);

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
          onDetail: setDetail,
          onEdit: (t) => navigate(paths.talentsEdit.build({ id: t.id })),
          onDelete: setToDelete,
        },
        categories.data,
      ),
    [navigate, categories.data],
  );

  return (
    <>
      <div className="page-header">
        <h1>Talent</h1>
        <div className="page-actions">
          <ExportCsvButton download={() => exportTalents(search)} fileName="talent.csv" />
          <Button
            icon="people"
            text="Create User"
            onClick={() => navigate(paths.createUser.pattern)}
          />
          <Button
            icon="list"
            text="List Categories"
            onClick={() => navigate(paths.categories.pattern)}
          />
          <Button
            icon="plus"
            text="Add Talent Categories"
            onClick={() => navigate(paths.categoriesAdd.pattern)}
          />
          <Button
            icon="plus"
            intent="primary"
            text="Add Talent"
            onClick={() => navigate(paths.talentsAdd.pattern)}
          />
        </div>
      </div>
      {query.isError && (
        <Callout intent="danger" role="alert" compact className="form-error">
          {errorMessage(query.error, "Gagal memuat data talent")}
        </Callout>
      )}
      <div onKeyDown={cellEdit.onKeyDown}>
        <ServerGrid<Talent>
          ariaLabel="Daftar talent"
          columnDefs={columns}
          rows={query.data?.rows}
          totalRows={query.data?.totalRows ?? 0}
          loading={query.isPending || query.isPlaceholderData}
          page={page}
          pageSize={size}
          pageSizes={TALENT_PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={setSize}
          filters={{ name: search }}
          onFilterChange={(_field, value) => setSearch(value)}
          getRowId={(t) => t.id}
          gridOptions={{ readOnlyEdit: true, onCellEditRequest: cellEdit.onCellEditRequest }}
        />
      </div>
      <TalentDetailDialog talent={detail} onClose={() => setDetail(null)} />
      <ConfirmDelete
        isOpen={toDelete !== null}
        title="Hapus data?"
        text="Data yang dihapus tidak dapat dikembalikan!"
        onConfirm={() => deleteTalent(toDelete!.id)}
        onClose={() => setToDelete(null)}
        successMessage="Data berhasil dihapus."
        failureTitle="Gagal menghapus data."
        onDeleted={() => void invalidateTalentData()}
      />
      <Outlet />
    </>
  );
}
