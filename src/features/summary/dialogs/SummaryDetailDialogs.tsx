// The summary's detail popups (RULES.md S2, S3 fields): one talent or one admin for the summary's
// range, 'Loading detail ...' while it loads, 'Gagal memuat detail talent/admin' on failure.
import { useAtomValue } from "jotai";
import { formatRupiah } from "../../../client/lib/format";
import { DetailList } from "../../../components/DetailList";
import { EntityDialog } from "../../../components/report/EntityDialog";
import { adminDetail, detailKey, summaryState, talentDetail } from "../atoms";

export function TalentDetailDialog(props: { id: number | null; onClose: () => void }) {
  const range = useAtomValue(summaryState.rangeAtom);
  return (
    <EntityDialog
      id={props.id}
      onClose={props.onClose}
      title="Detail Talent"
      entity={(id) => talentDetail(detailKey(id, range))}
      loadingText="Loading detail ..."
      errorTitle="Gagal memuat detail talent"
    >
      {(t) => (
        <DetailList
          items={[
            ["ID", t.talent_id],
            ["Nama", t.talent_name],
            ["Talent Fee", formatRupiah(t.talent_fee)],
            ["Tip Talent", formatRupiah(t.total_tip_talent)],
            ["Total Talent Share", formatRupiah(t.total_talent_share)],
          ]}
        />
      )}
    </EntityDialog>
  );
}

export function AdminDetailDialog(props: { id: number | null; onClose: () => void }) {
  const range = useAtomValue(summaryState.rangeAtom);
  return (
    <EntityDialog
      id={props.id}
      onClose={props.onClose}
      title="Detail Admin"
      entity={(id) => adminDetail(detailKey(id, range))}
      loadingText="Loading detail ..."
      errorTitle="Gagal memuat detail admin"
    >
      {(a) => (
        <DetailList
          items={[
            ["ID", a.admin_id],
            ["Username", a.admin_name],
            ["Admin Fee", formatRupiah(a.admin_fee)],
            ["Tip Admin", formatRupiah(a.total_tip_admin)],
            ["Total Admin Fee", formatRupiah(a.total_admin_fee)],
          ]}
        />
      )}
    </EntityDialog>
  );
}
