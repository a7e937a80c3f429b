// /admin/talent/add: name, gender (Man or Woman) and category. The contract's check
// 'All fields are required.'; a server refusal shows its message in red.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { Callout } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { TextField } from "../../../components/form/bound-fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import { TALENT_MESSAGES } from "../../../contract/values";
import { createTalent } from "../api/create-talent";
import { categoryPickerAtom } from "../atoms";
import { CategorySelect, GenderSelect, PhoneField } from "./talent-fields";

export default function AddTalentDialog() {
  const navigate = useNavigate();
  const categories = useAtomValue(categoryPickerAtom);
  const close = () => navigate(paths.talents.pattern);
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/talents").then((m) => m.createTalentBody),
    {
      defaultValues: { name: "", gender: undefined, talent_categories_id: undefined, phone: "" },
      save: createTalent,
      success: TALENT_MESSAGES.created,
      invalidate: () => invalidateAfter("talent"),
      done: close,
    },
  );

  return (
    <FormDialog
      title="Add Talent"
      width={460}
      onClose={close}
      closeText="Kembali"
      form={form}
      {...submit}
    >
      {categories.isError && (
        <Callout intent="danger" className="form-error" compact>
          {errorMessage(categories.error, "Gagal memuat data kategori")}
        </Callout>
      )}
      <TextField name="name" label="Nama Talent" id="talent-name" autoFocus />
      <GenderSelect id="talent-gender" />
      <PhoneField id="talent-phone" />
      <CategorySelect id="talent-category" />
    </FormDialog>
  );
}
