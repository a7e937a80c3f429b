// Named views of one grid in a popover: open one (sets the URL, so the view is a link, and puts
// its columns back), update or delete one's own, save the current filters + sort + columns +
// page size under a name; an owner may share a view with everyone.
import { Button, Checkbox, InputGroup, Popover, Tag } from "@blueprintjs/core";
import type { GridApi } from "ag-grid-community";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isOwnerAtom } from "../../client/lib/session";
import { toast } from "../../client/lib/toast";
import type { GridView } from "../../contract/grid-views";
import { serverMessage } from "../feedback";
import { createView, deleteView, updateView, viewsAtom } from "./grid-views-api";
import { applyColumns, captureState } from "./grid-view-state";
import { GridViewsButton, type GridViewsProps } from "./GridViews";

export default function GridViewsPanel(props: GridViewsProps<unknown> & { api: GridApi<unknown> }) {
  const { grid, api, setShown } = props;
  const views = useAtomValue(viewsAtom(grid));
  const isOwner = useAtomValue(isOwnerAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (err) {
      toast.error(serverMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const openView = (v: GridView) => {
    navigate({ pathname: location.pathname, search: v.state.search ? `?${v.state.search}` : "" });
    applyColumns(api, v.state, setShown);
    setOpen(false);
  };
  const state = () => captureState(api, location.search);
  const save = () =>
    run(async () => {
      await createView(grid, { name: name.trim(), shared: isOwner && shared, state: state() });
      setName("");
      setShared(false);
    }, `Tampilan "${name.trim()}" disimpan`);

  return (
    <Popover
      placement="bottom-end"
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      content={
        <div className="kt-grid-views" role="group" aria-label="Tampilan tersimpan">
          {views.isPending && <p className="kt-grid-views__note">Memuat...</p>}
          {views.isError && <p className="kt-grid-views__note">{serverMessage(views.error)}</p>}
          {views.data?.length === 0 && (
            <p className="kt-grid-views__note">Belum ada tampilan tersimpan</p>
          )}
          {views.data?.map((v) => (
            <div key={v.id} className="kt-grid-views__row">
              <Button
                variant="minimal"
                alignText="start"
                fill
                text={v.name}
                aria-label={`Buka tampilan ${v.name}`}
                onClick={() => openView(v)}
              />
              {v.shared && (
                <Tag minimal title={`Dibagikan oleh ${v.owner_name}`}>
                  Bersama
                </Tag>
              )}
              {v.mine && (
                <>
                  <Button
                    icon="refresh"
                    variant="minimal"
                    size="small"
                    disabled={busy}
                    aria-label={`Perbarui tampilan ${v.name}`}
                    title="Perbarui dengan filter dan kolom saat ini"
                    onClick={() =>
                      void run(
                        () =>
                          updateView(grid, v.id, {
                            name: v.name,
                            shared: v.shared,
                            state: state(),
                          }),
                        `Tampilan "${v.name}" diperbarui`,
                      )
                    }
                  />
                  <Button
                    icon="trash"
                    variant="minimal"
                    size="small"
                    intent="danger"
                    disabled={busy}
                    aria-label={`Hapus tampilan ${v.name}`}
                    title="Hapus"
                    onClick={() =>
                      void run(() => deleteView(grid, v.id), `Tampilan "${v.name}" dihapus`)
                    }
                  />
                </>
              )}
            </div>
          ))}
          <form
            className="kt-grid-views__save"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void save();
            }}
          >
            <InputGroup
              size="small"
              placeholder="Nama tampilan"
              aria-label="Nama tampilan"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {isOwner && (
              <Checkbox
                label="Bagikan ke semua pengguna"
                checked={shared}
                onChange={(e) => setShared(e.currentTarget.checked)}
              />
            )}
            <Button
              type="submit"
              icon="floppy-disk"
              size="small"
              intent="primary"
              text="Simpan tampilan ini"
              disabled={busy || !name.trim()}
            />
          </form>
        </div>
      }
    >
      <GridViewsButton />
    </Popover>
  );
}
