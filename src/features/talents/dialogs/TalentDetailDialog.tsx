// Detail popup of a talent row: name, gender, SP status and category (RULES.md S2).
import { Dialog, DialogBody } from "@blueprintjs/core";
import { DetailList } from "../../../components/DetailList";
import type { Talent } from "../../../contract/talents";

export function TalentDetailDialog(props: { talent: Talent | null; onClose: () => void }) {
  const { talent, onClose } = props;
  return (
    <Dialog isOpen={talent !== null} onClose={onClose} title="Detail Talent" style={{ width: 440 }}>
      {talent && (
        <DialogBody>
          <DetailList
            items={[
              ["Nama", talent.name],
              ["Gender", talent.gender],
              ["Status SP", talent.sp_status],
              ["Kategori", talent.talent_categories?.name],
            ]}
          />
        </DialogBody>
      )}
    </Dialog>
  );
}
