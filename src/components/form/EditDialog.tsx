// The edit dialog of a catalog row at a URL with `:id` (RULES.md S2): an open Dialog that loads the
// row and then shows the caller's form, keyed by the row id so that it starts from the loaded
// values. While loading 'Memuat data...'; an invalid id or a failed load shows `loadFailedTitle`
// over the reason in red.
import { Fragment, type ReactNode } from "react";
import { Dialog } from "@blueprintjs/core";
import { useAtomValue, type Atom } from "jotai";
import { useParams } from "react-router-dom";
import { LoadedEntity, LoadFailed, type EntityQuery } from "../LoadedEntity";

export interface EditDialogProps<Row extends { id: number }> {
  title: string;
  width: number;
  onClose: () => void;
  /** Callout title of a failed load, e.g. 'Gagal memuat data service'. */
  loadFailedTitle: string;
  /** The detail query atom of one id, e.g. `serviceDetailAtom`. */
  detail: (id: number) => Atom<EntityQuery<Row>>;
  /** The form of the loaded row. */
  children: (row: Row) => ReactNode;
}

export function EditDialog<Row extends { id: number }>(props: EditDialogProps<Row>) {
  const id = Number(useParams().id);
  return (
    <Dialog isOpen onClose={props.onClose} title={props.title} style={{ width: props.width }}>
      {Number.isInteger(id) && id > 0 ? (
        <Loader id={id} {...props} />
      ) : (
        <LoadFailed title={props.loadFailedTitle} message="ID tidak valid" />
      )}
    </Dialog>
  );
}

function Loader<Row extends { id: number }>(props: EditDialogProps<Row> & { id: number }) {
  return (
    <LoadedEntity query={useAtomValue(props.detail(props.id))} errorTitle={props.loadFailedTitle}>
      {(row) => <Fragment key={row.id}>{props.children(row)}</Fragment>}
    </LoadedEntity>
  );
}
