// The import wizard's server calls as mutations (preview, import, undo); the wizard calls them,
// never fetch. The last column mapping is kept per user in localStorage.
import { atomWithMutation } from "../../client/lib/query-client";
import { invalidateAfter } from "../../client/lib/invalidation";
import {
  downloadFailedRows,
  importOrders,
  undoImport,
  type ImportChoices,
  type ImportSource,
} from "./api/imports";
import { saveBlob } from "../../components/download";

type Ask = { source: ImportSource; choices: Omit<ImportChoices, "dryRun"> };

export const previewAtom = atomWithMutation(() => ({
  mutationFn: ({ source, choices }: Ask) => importOrders(source, { ...choices, dryRun: true }),
}));

export const runImportAtom = atomWithMutation(() => ({
  mutationFn: ({ source, choices }: Ask) => importOrders(source, { ...choices, dryRun: false }),
  onSuccess: () => invalidateAfter("order", "talent", "service"),
}));

export const undoImportAtom = atomWithMutation(() => ({
  mutationFn: (id: number) => undoImport(id),
  onSuccess: () => invalidateAfter("order"),
}));

export async function saveFailedRows(id: number) {
  const { blob, fileName } = await downloadFailedRows(id);
  saveBlob(blob, fileName ?? `impor-${id}-gagal.xlsx`);
}

const mappingKey = (userId: number | undefined) => `kt-import-mapping:${userId ?? 0}`;

/** The last mapping this user chose (header → field). */
export function rememberedMapping(userId: number | undefined): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(mappingKey(userId)) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberMapping(userId: number | undefined, mapping: Record<string, string>) {
  localStorage.setItem(mappingKey(userId), JSON.stringify(mapping));
}
