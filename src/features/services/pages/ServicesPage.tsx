// /admin/services: the paged service list; the name edits in the cell (SpreadsheetGrid). Add and edit forms are child routes rendered in
// <Outlet/> as dialogs over this list; detail and delete are local popups.
import { paths } from "../../../client/lib/paths";
import { NavButton } from "../../../components/list/PageHeader";
import { CatalogListPage } from "../../../components/list/CatalogListPage";
import type { Service } from "../../../contract/services";
import { serviceColumns } from "../../../../grids/services";
import { deleteService } from "../api/delete-service";
import { updateService } from "../api/update-service";
import { saveServiceCells, serviceCellBody } from "../api/service-cells";
import { SERVICE_PAGE_SIZES, servicesList } from "../atoms";
import { deferredDialog } from "../../../components/deferred-dialog";

// the detail popup (Blueprint's Dialog) loads after the first rows, mounts on first open
const ServiceDetailDialog = deferredDialog(
  () => import("../dialogs/ServiceDetailDialog").then((m) => m.ServiceDetailDialog),
  (p) => p.service !== null,
);

const editPath = (s: Service) => paths.servicesEdit.build({ id: s.id });

export default function ServicesPage() {
  return (
    <CatalogListPage<Service>
      list={servicesList}
      title="Services"
      search={{ placeholder: "Cari service atau sub service...", ariaLabel: "Cari service" }}
      actions={
        <>
          <NavButton icon="plus" text="Add Sub Service" to={paths.servicesAddSub.pattern} />
          <NavButton
            icon="plus"
            intent="primary"
            text="Add Service"
            to={paths.servicesAdd.pattern}
          />
        </>
      }
      loadError="Gagal memuat data service"
      ariaLabel="Daftar service"
      pageSizes={SERVICE_PAGE_SIZES}
      kind="service"
      editPath={editPath}
      columns={serviceColumns}
      // the call takes the whole sub-service list: the row's own, unchanged, with their versions
      save={async (row, field, value) =>
        (await updateService(row.id, serviceCellBody(row, { [field]: value }))).result.version
      }
      saveRows={saveServiceCells}
      saved={{
        successMessage: "Service berhasil diperbarui",
        failureTitle: "Gagal mengupdate service",
      }}
      detail={(service, onClose) => <ServiceDetailDialog service={service} onClose={onClose} />}
      remove={deleteService}
      deleteTexts={{
        title: "Hapus Service?",
        text: "Data akan hilang permanen!",
        successMessage: "Service dihapus",
        successTimeout: 2000,
        failureTitle: "Gagal menghapus",
      }}
    />
  );
}
