// /admin/talent: the paged talent list, a spreadsheet (SpreadsheetGrid): name, gender, category
// and SP status edit in the cell, undo/redo, copy and paste; Enter on the number or a
// double-click opens the detail. Add and edit forms are child routes rendered in <Outlet/> as
// dialogs; detail and delete are local popups.
import { useCallback } from "react";
import { isOwnerAtom } from "../../../client/lib/session";
import { useAtomValue } from "jotai";
import { paths } from "../../../client/lib/paths";
import { NavButton } from "../../../components/list/PageHeader";
import { CatalogListPage } from "../../../components/list/CatalogListPage";
import type { Talent } from "../../../contract/talents";
import { talentColumns } from "../../../../grids/talents";
import { deleteTalent } from "../api/delete-talent";
import { updateTalent } from "../api/update-talent";
import { saveTalentCells, talentCellBody } from "../api/talent-cells";
import { TALENT_PAGE_SIZES, categoryPickerAtom, talentsList } from "../atoms";
import { DELETE_TEXTS } from "./delete-texts";
import { deferredDialog } from "../../../components/deferred-dialog";

// the detail popup (Blueprint's Dialog) loads after the first rows, mounts on first open
const TalentDetailDialog = deferredDialog(
  () => import("../dialogs/TalentDetailDialog").then((m) => m.TalentDetailDialog),
  (p) => p.talent !== null,
);

const editPath = (t: Talent) => paths.talentsEdit.build({ id: t.id });

export default function TalentsPage() {
  const categories = useAtomValue(categoryPickerAtom);
  const columns = useCallback(
    (actions: Parameters<typeof talentColumns>[0]) => talentColumns(actions, categories.data),
    [categories.data],
  );
  const isOwner = useAtomValue(isOwnerAtom);
  return (
    <CatalogListPage<Talent>
      list={talentsList}
      title="Talent"
      search={{ placeholder: "Cari talent atau kategori...", ariaLabel: "Cari talent" }}
      actions={
        <>
          {isOwner && <NavButton icon="people" text="Create User" to={paths.createUser.pattern} />}
          <NavButton icon="list" text="List Categories" to={paths.categories.pattern} />
          <NavButton icon="plus" text="Add Talent Categories" to={paths.categoriesAdd.pattern} />
          <NavButton icon="plus" intent="primary" text="Add Talent" to={paths.talentsAdd.pattern} />
        </>
      }
      loadError="Gagal memuat data talent"
      ariaLabel="Daftar talent"
      pageSizes={TALENT_PAGE_SIZES}
      kind="talent"
      editPath={editPath}
      columns={columns}
      save={async (row, field, value) =>
        (await updateTalent(row.id, talentCellBody(row, { [field]: value }))).data.version
      }
      saveRows={saveTalentCells}
      saved={{
        successMessage: "Talent berhasil diperbarui",
        failureTitle: "Gagal mengupdate talent",
      }}
      detail={(talent, onClose) => <TalentDetailDialog talent={talent} onClose={onClose} />}
      remove={deleteTalent}
      deleteTexts={DELETE_TEXTS}
    />
  );
}
