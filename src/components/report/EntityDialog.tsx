// A popup that loads one entity by id (the id lives in the page's state; null = closed) and
// shows it when it arrives: `loadingText` while it loads, `errorTitle` + the server's message
// when it fails (RULES.md S8 'Gagal memuat detail talent').
//   <EntityDialog id={talentId} onClose={() => setTalentId(null)} title="Detail Talent"
//     entity={talentSummaryById} loadingText="Loading detail ..." errorTitle="Gagal memuat detail talent">
//     {(t) => <DetailList items={[["Nama", t.talent_name]]} />}
//   </EntityDialog>
import { Callout, Dialog, DialogBody, Spinner } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import type { EntityAtom } from "../../client/lib/entity-atoms";
import { serverMessage } from "../feedback";

export interface EntityDialogProps<T> {
  id: number | null;
  onClose: () => void;
  title: string | ((data: T | undefined) => string);
  entity: (id: number) => EntityAtom<T>;
  loadingText?: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
  width?: number;
}

function Body<T>(props: EntityDialogProps<T> & { id: number }) {
  const q = useAtomValue(props.entity(props.id));
  if (q.isPending)
    return (
      <div role="status" style={{ display: "flex", gap: 10, alignItems: "center" }}>
        <Spinner size={18} />
        <span>{props.loadingText ?? "Memuat data..."}</span>
      </div>
    );
  if (q.isError)
    return (
      <Callout intent="danger" title={props.errorTitle}>
        {serverMessage(q.error)}
      </Callout>
    );
  return <>{props.children(q.data)}</>;
}

function Title<T>(props: EntityDialogProps<T> & { id: number }) {
  const q = useAtomValue(props.entity(props.id));
  return <>{typeof props.title === "function" ? props.title(q.data) : props.title}</>;
}

export function EntityDialog<T>(props: EntityDialogProps<T>) {
  const { id } = props;
  return (
    <Dialog
      isOpen={id !== null}
      onClose={props.onClose}
      title={id !== null ? <Title {...props} id={id} /> : ""}
      style={{ width: props.width ?? 460, maxWidth: "calc(100vw - 24px)" }}
    >
      <DialogBody>{id !== null && <Body {...props} id={id} />}</DialogBody>
    </Dialog>
  );
}
