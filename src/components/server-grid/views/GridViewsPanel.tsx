// Named views of one grid in a popover: open one (sets the URL, so the view is a link, and puts
// its columns back), update or delete one's own, save the current filters + sort + columns +
// page size under a name; an owner may share a view with everyone. Plain elements with
// Blueprint's classes: importing its Button/InputGroup here would split them out of the route.
import { Checkbox, Popover } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import type { GridApi } from "ag-grid-community";
import { useState, type ReactNode } from "react";
import type { GridView } from "../../../contract/grid-views";
import { createView, deleteView, updateView, viewsAtom } from "./grid-views-api";
import { applyColumns, captureState } from "./grid-view-state";

const BTN = "bp6-button bp6-small";

export interface GridViewsPanelProps {
  /** The grid's layout key: views are saved per grid under it. */
  grid: string;
  api: GridApi<unknown>;
  /** Shows or hides a column through the column chooser. */
  setShown: (colId: string, shown: boolean) => void;
  isOwner: boolean;
  /** The current query string, and a new history entry with another one. */
  search: () => string;
  openSearch: (search: string) => void;
  notify: { success: (m: string) => void; error: (err: unknown) => void };
  /** The 'Tampilan' button the popover opens from. */
  children: ReactNode;
}

export default function GridViewsPanel(props: GridViewsPanelProps) {
  const { grid, api, setShown, notify } = props;
  const views = useAtomValue(viewsAtom(grid));
  const [open, setOpen] = useState(true);
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify.success(done);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  const openView = (v: GridView) => {
    props.openSearch(v.state.search ? `?${v.state.search}` : "");
    applyColumns(api, v.state, setShown);
    setOpen(false);
  };
  const state = () => captureState(api, props.search());
  const trimmed = name.trim();
  const save = () =>
    run(async () => {
      await createView(grid, { name: trimmed, shared: props.isOwner && shared, state: state() });
      setName("");
      setShared(false);
    }, `Tampilan "${trimmed}" disimpan`);

  return (
    <Popover
      placement="bottom-end"
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      content={
        <div className="kt-grid-views" role="group" aria-label="Tampilan tersimpan">
          {views.isPending && <p className="kt-grid-views__note">Memuat...</p>}
          {views.isError && <p className="kt-grid-views__note">Gagal memuat tampilan</p>}
          {views.data?.length === 0 && (
            <p className="kt-grid-views__note">Belum ada tampilan tersimpan</p>
          )}
          {views.data?.map((v) => (
            <div key={v.id} className="kt-grid-views__row">
              <button
                type="button"
                className={`${BTN} bp6-minimal kt-grid-views__open`}
                aria-label={`Buka tampilan ${v.name}`}
                onClick={() => openView(v)}
              >
                {v.name}
              </button>
              {v.shared && (
                <span className="bp6-tag bp6-minimal" title={`Dibagikan oleh ${v.owner_name}`}>
                  Bersama
                </span>
              )}
              {v.mine && (
                <>
                  <button
                    type="button"
                    className={`${BTN} bp6-minimal`}
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
                  >
                    Perbarui
                  </button>
                  <button
                    type="button"
                    className={`${BTN} bp6-minimal bp6-intent-danger`}
                    disabled={busy}
                    aria-label={`Hapus tampilan ${v.name}`}
                    onClick={() =>
                      void run(() => deleteView(grid, v.id), `Tampilan "${v.name}" dihapus`)
                    }
                  >
                    Hapus
                  </button>
                </>
              )}
            </div>
          ))}
          <form
            className="kt-grid-views__save"
            onSubmit={(e) => {
              e.preventDefault();
              if (trimmed) void save();
            }}
          >
            <input
              className="bp6-input bp6-small"
              placeholder="Nama tampilan"
              aria-label="Nama tampilan"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {props.isOwner && (
              <Checkbox
                label="Bagikan ke semua pengguna"
                checked={shared}
                onChange={(e) => setShared(e.currentTarget.checked)}
              />
            )}
            <button
              type="submit"
              className={`${BTN} bp6-intent-primary`}
              disabled={busy || !trimmed}
            >
              Simpan tampilan ini
            </button>
          </form>
        </div>
      }
    >
      {props.children}
    </Popover>
  );
}
