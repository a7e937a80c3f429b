// /admin/talent/categories: the paged category list (talents as the first 3 names +
// '+N lainnya'). Edit (and add, under /admin/talent/addCategories) are child routes rendered
// in <Outlet/> as dialogs; detail (800 px, numbered talent grid) and delete are local popups.
import { useMemo, useState } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { useAtomValue, useSetAtom } from "jotai";
import { Outlet, useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ExportCsvButton } from "../../../components/ExportCsvButton";
import { ServerGrid } from "../../../components/server-grid";
import type { TalentCategory } from "../../../contract/talents";
import { categoryColumns } from "../../../../grids/talent-categories";
import { deleteCategory } from "../api/delete-category";
import { exportCategories } from "../api/export-categories";
import { CATEGORY_PAGE_SIZES, categoriesList, invalidateTalentData } from "../atoms";
import { CategoryDetailDialog } from "../dialogs/CategoryDetailDialog";

export default function CategoriesPage() {
  const navigate = useNavigate();
  const query = useAtomValue(categoriesList.queryAtom);
  const { page, size, search } = useAtomValue(categoriesList.paramsAtom);
  const setPage = useSetAtom(categoriesList.pageAtom);
  const setSize = useSetAtom(categoriesList.setSizeAtom);
  const setSearch = useSetAtom(categoriesList.setSearchAtom);
  const [detail, setDetail] = useState<TalentCategory | null>(null);
  const [toDelete, setToDelete] = useState<TalentCategory | null>(null);

  const columns = useMemo(
    () =>
      categoryColumns({
        onDetail: setDetail,
        onEdit: (c) => navigate(paths.categoriesEdit.build({ id: c.id })),
        onDelete: setToDelete,
      }),
    [navigate],
  );

  return (
    <>
      <div className="page-header">
        <h1>Kategori Talent</h1>
        <div className="page-actions">
          <ExportCsvButton
            download={() => exportCategories(search)}
            fileName="kategori-talent.csv"
          />
          <Button icon="list" text="List Talent" onClick={() => navigate(paths.talents.pattern)} />
          <Button
            icon="plus"
            text="Add Talent"
            onClick={() => navigate(paths.talentsAdd.pattern)}
          />
          <Button
            icon="plus"
            intent="primary"
            text="Add Category"
            onClick={() => navigate(paths.categoriesAdd.pattern)}
          />
        </div>
      </div>
      {query.isError && (
        <Callout intent="danger" role="alert" compact className="form-error">
          {errorMessage(query.error, "Gagal memuat data kategori")}
        </Callout>
      )}
      <ServerGrid<TalentCategory>
        ariaLabel="Daftar kategori talent"
        columnDefs={columns}
        rows={query.data?.rows}
        totalRows={query.data?.totalRows ?? 0}
        loading={query.isPending || query.isPlaceholderData}
        page={page}
        pageSize={size}
        pageSizes={CATEGORY_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={setSize}
        filters={{ name: search }}
        onFilterChange={(_field, value) => setSearch(value)}
        getRowId={(c) => c.id}
      />
      <CategoryDetailDialog category={detail} onClose={() => setDetail(null)} />
      <ConfirmDelete
        isOpen={toDelete !== null}
        title="Hapus data?"
        text="Data yang dihapus tidak dapat dikembalikan!"
        onConfirm={() => deleteCategory(toDelete!.id)}
        onClose={() => setToDelete(null)}
        successMessage="Data berhasil dihapus."
        failureTitle="Gagal menghapus data."
        onDeleted={() => void invalidateTalentData()}
      />
      <Outlet />
    </>
  );
}
