// /admin/talent/categories: the paged category list (talents as the first 3 names +
// '+N lainnya'); name and description edit in the cell (SpreadsheetGrid: undo/redo, copy, paste). Edit (and add, under /admin/talent/addCategories) are child routes rendered
// in <Outlet/> as dialogs; detail (800 px, numbered talent grid) and delete are local popups.
import { paths } from "../../../client/lib/paths";
import { NavButton } from "../../../components/list/PageHeader";
import { CatalogListPage } from "../../../components/list/CatalogListPage";
import type { TalentCategory } from "../../../contract/talents";
import { categoryColumns } from "../../../../grids/talent-categories";
import { deleteCategory } from "../api/delete-category";
import { updateCategory } from "../api/update-category";
import { categoryCellBody, saveCategoryCells } from "../api/talent-cells";
import { CATEGORY_PAGE_SIZES, categoriesList } from "../atoms";
import { DELETE_TEXTS } from "./delete-texts";
import { deferredDialog } from "../../../components/deferred-dialog";

// the detail popup (Blueprint's Dialog) loads after the first rows, mounts on first open
const CategoryDetailDialog = deferredDialog(
  () => import("../dialogs/CategoryDetailDialog").then((m) => m.CategoryDetailDialog),
  (p) => p.category !== null,
);

const editPath = (c: TalentCategory) => paths.categoriesEdit.build({ id: c.id });

export default function CategoriesPage() {
  return (
    <CatalogListPage<TalentCategory>
      list={categoriesList}
      title="Kategori Talent"
      search={{ placeholder: "Cari kategori atau talent...", ariaLabel: "Cari kategori" }}
      actions={
        <>
          <NavButton icon="list" text="List Talent" to={paths.talents.pattern} />
          <NavButton icon="plus" text="Add Talent" to={paths.talentsAdd.pattern} />
          <NavButton
            icon="plus"
            intent="primary"
            text="Add Category"
            to={paths.categoriesAdd.pattern}
          />
        </>
      }
      loadError="Gagal memuat data kategori"
      ariaLabel="Daftar kategori talent"
      pageSizes={CATEGORY_PAGE_SIZES}
      kind="category"
      editPath={editPath}
      columns={categoryColumns}
      // name is required by the call: the row's own goes along when the description changes
      save={async (row, field, value) =>
        (await updateCategory(row.id, categoryCellBody(row, { [field]: value }))).result.version
      }
      saveRows={saveCategoryCells}
      saved={{
        successMessage: "Kategori berhasil diperbarui",
        failureTitle: "Gagal mengupdate kategori",
      }}
      detail={(category, onClose) => <CategoryDetailDialog category={category} onClose={onClose} />}
      remove={deleteCategory}
      deleteTexts={DELETE_TEXTS}
    />
  );
}
