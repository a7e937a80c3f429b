// The summary's detail popups (RULES.md S2, S3 fields): one talent or one admin for the summary's
// range, 'Loading detail ...' while it loads, 'Gagal memuat detail talent/admin' on failure.
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { formatRupiah } from "../../../client/lib/format";
import type { EntityAtom } from "../../../client/lib/entity-atoms";
import { DetailList } from "../../../components/DetailList";
import { EntityDialog } from "../../../components/report/EntityDialog";
import type { AdminSummary, TalentSummary } from "../../../contract/summary";
import { adminDetail, detailKey, summaryState, talentDetail } from "../atoms";

interface DialogProps {
  id: number | null;
  onClose: () => void;
}

/** One person's popup: `detail` loads the person for the summary's range, `items` lists it. */
function PersonDetailDialog<T>(
  props: DialogProps & {
    who: "Talent" | "Admin";
    detail: (key: string) => EntityAtom<T>;
    items: (row: T) => [label: string, value: ReactNode][];
  },
) {
  const range = useAtomValue(summaryState.rangeAtom);
  return (
    <EntityDialog
      id={props.id}
      onClose={props.onClose}
      title={`Detail ${props.who}`}
      entity={(id) => props.detail(detailKey(id, range))}
      loadingText="Loading detail ..."
      errorTitle={`Gagal memuat detail ${props.who.toLowerCase()}`}
    >
      {(row) => <DetailList items={props.items(row)} />}
    </EntityDialog>
  );
}

const talentItems = (t: TalentSummary): [string, ReactNode][] => [
  ["ID", t.talent_id],
  ["Nama", t.talent_name],
  ["Talent Fee", formatRupiah(t.talent_fee)],
  ["Tip Talent", formatRupiah(t.total_tip_talent)],
  ["Total Talent Share", formatRupiah(t.total_talent_share)],
];

const adminItems = (a: AdminSummary): [string, ReactNode][] => [
  ["ID", a.admin_id],
  ["Username", a.admin_name],
  ["Admin Fee", formatRupiah(a.admin_fee)],
  ["Tip Admin", formatRupiah(a.total_tip_admin)],
  ["Total Admin Fee", formatRupiah(a.total_admin_fee)],
];

export const TalentDetailDialog = (props: DialogProps) => (
  <PersonDetailDialog {...props} who="Talent" detail={talentDetail} items={talentItems} />
);

export const AdminDetailDialog = (props: DialogProps) => (
  <PersonDetailDialog {...props} who="Admin" detail={adminDetail} items={adminItems} />
);
