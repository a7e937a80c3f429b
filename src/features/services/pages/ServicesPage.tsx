// /admin/services: the paged service list. Add and edit forms are child routes rendered in
// <Outlet/> as dialogs over this list; detail and delete are local popups.
import { useMemo, useState } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { useAtomValue, useSetAtom } from "jotai";
import { Outlet, useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ExportCsvButton } from "../../../components/ExportCsvButton";
import { ServerGrid } from "../../../components/server-grid";
import type { Service } from "../../../contract/services";
import { serviceColumns } from "../../../../grids/services";
import { deleteService } from "../api/delete-service";
import { exportServices } from "../api/export-services";
import { SERVICE_PAGE_SIZES, servicesList } from "../atoms";
import { ServiceDetailDialog } from "../dialogs/ServiceDetailDialog";

export default function ServicesPage() {
  const navigate = useNavigate();
  const query = useAtomValue(servicesList.queryAtom);
  const { page, size, search } = useAtomValue(servicesList.paramsAtom);
  const setPage = useSetAtom(servicesList.pageAtom);
  const setSize = useSetAtom(servicesList.setSizeAtom);
  const setSearch = useSetAtom(servicesList.setSearchAtom);
  const [detail, setDetail] = useState<Service | null>(null);
  const [toDelete, setToDelete] = useState<Service | null>(null);

  const columns = useMemo(
    () =>
      serviceColumns({
        onDetail: setDetail,
        onEdit: (s) => navigate(paths.servicesEdit.build({ id: s.id })),
        onDelete: setToDelete,
      }),
    [navigate],
  );

  return (
    <>
      <div className="page-header">
        <h1>Services</h1>
        <div className="page-actions">
          <ExportCsvButton download={() => exportServices(search)} fileName="services.csv" />
          <Button
            icon="plus"
            text="Add Sub Service"
            onClick={() => navigate(paths.servicesAddSub.pattern)}
          />
          <Button
            icon="plus"
            intent="primary"
            text="Add Service"
            onClick={() => navigate(paths.servicesAdd.pattern)}
          />
        </div>
      </div>
      {query.isError && (
        <Callout intent="danger" role="alert" compact className="form-error">
          {errorMessage(query.error, "Gagal memuat data service")}
        </Callout>
      )}
      <ServerGrid<Service>
        ariaLabel="Daftar service"
        columnDefs={columns}
        rows={query.data?.rows}
        totalRows={query.data?.totalRows ?? 0}
        loading={query.isPending || query.isPlaceholderData}
        page={page}
        pageSize={size}
        pageSizes={SERVICE_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={setSize}
        filters={{ name: search }}
        onFilterChange={(_field, value) => setSearch(value)}
        getRowId={(s) => s.id}
      />
      <ServiceDetailDialog service={detail} onClose={() => setDetail(null)} />
      <ConfirmDelete
        isOpen={toDelete !== null}
        title="Hapus Service?"
        text="Data akan hilang permanen!"
        onConfirm={() => deleteService(toDelete!.id)}
        onClose={() => setToDelete(null)}
        successMessage="Service dihapus"
        successTimeout={2000}
        failureTitle="Gagal menghapus"
        onDeleted={() => void servicesList.invalidate()}
      />
      <Outlet />
    </>
  );
}
