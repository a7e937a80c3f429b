// One entity's query inside a dialog, shown the same way everywhere: a spinner with its text while
// it loads, `errorTitle` over the server's message when it fails (RULES.md S8), else the caller's
// content for the data. The load-by-id dialogs (EntityDialog by state, EditDialog by URL) share it.
import { Callout, DialogBody, Spinner } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { serverMessage } from "./feedback";

export interface EntityQuery<T> {
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/** The failed-load callout (also for an id that cannot be loaded at all). */
export function LoadFailed({ title, message }: { title: string; message: string }) {
  return (
    <DialogBody>
      <Callout intent="danger" role="alert" title={title}>
        {message}
      </Callout>
    </DialogBody>
  );
}

export function LoadedEntity<T>(props: {
  query: EntityQuery<T>;
  errorTitle: string;
  loadingText?: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isError)
    return <LoadFailed title={props.errorTitle} message={serverMessage(query.error)} />;
  if (query.data === undefined)
    return (
      <DialogBody>
        <div role="status" style={{ display: "flex", gap: 10, alignItems: "center" }}>
          <Spinner size={18} />
          <span>{props.loadingText ?? "Memuat data..."}</span>
        </div>
      </DialogBody>
    );
  return <>{props.children(query.data)}</>;
}
