// An edit form whose row another user saved meanwhile (the live stream refetched it): which
// fields differ between what the form loaded and the row now (old → new), and who saved it,
// from the changes the stream heard (client/lib/live-rows.ts). The form shows it over the fields
// with 'Muat nilai baru' (FormDialog's ChangedCallout).
import { EMPTY } from "../../money/empty";
import type { ChangeType } from "../../contract/events";

/** The row a form edits, as the live stream names it. */
export interface LiveRowRef {
  type: ChangeType;
  id: number;
}

export interface FieldChange {
  label: string;
  from: string;
  to: string;
}

/** A value as the diff shows it: a list of rows (sub-services, talents) by their names. */
const shown = (v: unknown): string => {
  if (Array.isArray(v)) return v.map((x: { name?: unknown }) => shown(x?.name)).join(", ") || EMPTY;
  return v === undefined || v === null || v === "" || typeof v === "object" ? EMPTY : String(v);
};

/** Undefined while the form holds the newest row; else what changed (who: useChangedBy). */
export function changedElsewhere(
  base: object | undefined,
  current:
    { values: object | undefined; labels: Record<string, string>; live: LiveRowRef } | undefined,
): { live: LiveRowRef; fields: FieldChange[] } | undefined {
  const had = base as Record<string, unknown> | undefined;
  const now = current?.values as Record<string, unknown> | undefined;
  if (!current || !had || !now || !(Number(now.version) > Number(had.version))) return undefined;
  const fields = Object.entries(current.labels).flatMap(([key, label]) => {
    const [from, to] = [shown(had[key]), shown(now[key])];
    return from === to ? [] : [{ label, from, to }];
  });
  return { live: current.live, fields };
}
