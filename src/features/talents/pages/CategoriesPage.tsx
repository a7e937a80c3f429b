// /admin/talent/categories: the paged category list (talents as the first 3 names +
// '+N lainnya'); name and description edit in the cell (useSpreadsheet: undo/redo, copy, paste). Edit (and add, under /admin/talent/addCategories) are child routes rendered
// in <Outlet/> as dialogs; detail (800 px, numbered talent grid) and delete are local popups.
import { useMemo } from "react";
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
import type { TalentCategory } from "../../../contract/talents";
import { categoryColumns } from "../../../../grids/talent-categories";
import { deleteCategory } from "../api/delete-category";
import { updateCategory } from "../api/update-category";
import { CATEGORY_PAGE_SIZES, categoriesList, invalidateTalentData } from "../atoms";
import { DELETE_TEXTS } from "./delete-texts";
import { deferredDialog } from "../../../components/deferred-dialog";

// the detail popup (Blueprint's Dialog) loads after the first rows, mounts on first open
const CategoryDetailDialog = deferredDialog(
  () => import("../dialogs/CategoryDetailDialog").then((m) => m.CategoryDetailDialog),
  (p) => p.category !== null,
);

export default function CategoriesPage() {
  const navigate = useNavigate();
  const { query, search, setSearch, grid } = useListGrid(categoriesList);
  const { detail, closeDetail, onDetail, onDelete, confirmDelete } =
    useRowDialogs<TalentCategory>(deleteCategory);

  const sheet = useSpreadsheet<TalentCategory>({
    getRowId: (c) => c.id,
    // name is required by the call: the row's own goes along when the description changes
    save: async (row, field, value) => {
      const body = { name: row.name, version: row.version, [field]: value };
      return (await updateCategory(row.id, body)).result.version;
    },
    onSaved: invalidateTalentData,
    successMessage: "Kategori berhasil diperbarui",
    failureTitle: "Gagal mengupdate kategori",
    onOpenRow: onDetail,
  });

  const columns = useMemo(
    () =>
      categoryColumns({
        onDetail,
        onEdit: (c) => navigate(paths.categoriesEdit.build({ id: c.id })),
        onDelete,
      }),
    [navigate, onDetail, onDelete],
  );

  return (
    <>
      <PageHeader title="Kategori Talent">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Cari kategori atau talent..."
          ariaLabel="Cari kategori"
        />
        <NavButton icon="list" text="List Talent" to={paths.talents.pattern} />
        <NavButton icon="plus" text="Add Talent" to={paths.talentsAdd.pattern} />
        <NavButton
          icon="plus"
          intent="primary"
          text="Add Category"
          to={paths.categoriesAdd.pattern}
        />
      </PageHeader>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat data kategori")}
      </ErrorCallout>
      <div ref={sheet.containerRef} className="kt-spreadsheet">
        <ServerGrid<TalentCategory>
          ariaLabel="Daftar kategori talent"
          columnDefs={columns}
          pageSizes={CATEGORY_PAGE_SIZES}
          getRowId={(c) => c.id}
          {...grid}
          gridOptions={sheet.gridOptions}
        />
        {sheet.errorNote}
      </div>
      <CategoryDetailDialog category={detail} onClose={closeDetail} />
      <ConfirmDelete
        {...confirmDelete}
        {...DELETE_TEXTS}
        onDeleted={() => void invalidateTalentData()}
      />
      <Outlet />
    </>
  );
}
