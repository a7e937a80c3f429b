// /admin/services: the paged service list; the name edits in the cell (useSpreadsheet). Add and edit forms are child routes rendered in
// <Outlet/> as dialogs over this list; detail and delete are local popups.
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
import type { Service } from "../../../contract/services";
import { serviceColumns } from "../../../../grids/services";
import { deleteService } from "../api/delete-service";
import { updateService } from "../api/update-service";
import { SERVICE_PAGE_SIZES, servicesList } from "../atoms";
import { deferredDialog } from "../../../components/deferred-dialog";

// the detail popup (Blueprint's Dialog) loads after the first rows, mounts on first open
const ServiceDetailDialog = deferredDialog(
  () => import("../dialogs/ServiceDetailDialog").then((m) => m.ServiceDetailDialog),
  (p) => p.service !== null,
);

export default function ServicesPage() {
  const navigate = useNavigate();
  const { query, search, setSearch, grid } = useListGrid(servicesList);
  const { detail, closeDetail, onDetail, onDelete, confirmDelete } =
    useRowDialogs<Service>(deleteService);

  const sheet = useSpreadsheet<Service>({
    getRowId: (s) => s.id,
    // the call takes the whole sub-service list: the row's own, unchanged, with their versions
    save: async (row, _field, value) => {
      const sub_services = row.sub_services.map(({ id, name, version }) => ({ id, name, version }));
      const body = { name: String(value ?? ""), sub_services, version: row.version };
      return (await updateService(row.id, body)).result.version;
    },
    onSaved: () => servicesList.invalidate(),
    successMessage: "Service berhasil diperbarui",
    failureTitle: "Gagal mengupdate service",
    onOpenRow: onDetail,
  });

  const columns = useMemo(
    () =>
      serviceColumns({
        onDetail,
        onEdit: (s) => navigate(paths.servicesEdit.build({ id: s.id })),
        onDelete,
      }),
    [navigate, onDetail, onDelete],
  );

  return (
    <>
      <PageHeader title="Services">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Cari service atau sub service..."
          ariaLabel="Cari service"
        />
        <NavButton icon="plus" text="Add Sub Service" to={paths.servicesAddSub.pattern} />
        <NavButton icon="plus" intent="primary" text="Add Service" to={paths.servicesAdd.pattern} />
      </PageHeader>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat data service")}
      </ErrorCallout>
      <div ref={sheet.containerRef} className="kt-spreadsheet">
        <ServerGrid<Service>
          ariaLabel="Daftar service"
          columnDefs={columns}
          pageSizes={SERVICE_PAGE_SIZES}
          getRowId={(s) => s.id}
          {...grid}
          gridOptions={sheet.gridOptions}
        />
        {sheet.errorNote}
      </div>
      <ServiceDetailDialog service={detail} onClose={closeDetail} />
      <ConfirmDelete
        {...confirmDelete}
        title="Hapus Service?"
        text="Data akan hilang permanen!"
        successMessage="Service dihapus"
        successTimeout={2000}
        failureTitle="Gagal menghapus"
        onDeleted={() => void servicesList.invalidate()}
      />
      <Outlet />
    </>
  );
}
