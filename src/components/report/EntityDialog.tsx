// A popup that loads one entity by id (the id lives in the page's state; null = closed) and
// shows it when it arrives: `loadingText` while it loads, `errorTitle` + the server's message
// when it fails (RULES.md S8 'Gagal memuat detail talent').
//   <EntityDialog id={talentId} onClose={() => setTalentId(null)} title="Detail Talent"
//     entity={talentSummaryById} loadingText="Loading detail ..." errorTitle="Gagal memuat detail talent">
//     {(t) => <DetailList items={[["Nama", t.talent_name]]} />}
//   </EntityDialog>
import { Dialog, DialogBody } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import type { EntityAtom } from "../../client/lib/entity-atoms";
import { LoadedEntity } from "../LoadedEntity";

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
  return (
    <LoadedEntity
      query={useAtomValue(props.entity(props.id))}
      errorTitle={props.errorTitle}
      loadingText={props.loadingText}
    >
      {(data) => <DialogBody>{props.children(data)}</DialogBody>}
    </LoadedEntity>
  );
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
      {id !== null && <Body {...props} id={id} />}
    </Dialog>
  );
}
