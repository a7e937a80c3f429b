// The add and edit dialogs of the catalog (spec §2, §5): a Blueprint Dialog holding one form,
// a red callout for the form's error over the fields, and a footer with the close button
// ('Kembali' on add forms, 'Batal' on edit forms) and 'Simpan', which spins while `busy`.
import type { FormEvent, ReactNode } from "react";
import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { ErrorCallout } from "./ErrorCallout";
import "./form.css";

export interface DialogFormProps {
  /** The contract form (`useContractForm`) its bound fields read. */
  form?: UseFormReturn<FieldValues, unknown, FieldValues>;
  onSubmit: (e: FormEvent) => unknown;
  error: string | null;
  busy: boolean;
  onClose: () => void;
  closeText: "Kembali" | "Batal";
  children: ReactNode;
}

/** The form inside a dialog: body (error callout, then the fields) and footer. */
export function DialogForm({
  form,
  onSubmit,
  error,
  busy,
  onClose,
  closeText,
  children,
}: DialogFormProps) {
  const body = (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody>
        <ErrorCallout>{error}</ErrorCallout>
        {children}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={closeText} onClick={onClose} />
            <Button type="submit" intent="primary" text="Simpan" loading={busy} />
          </>
        }
      />
    </form>
  );
  return form ? <FormProvider {...form}>{body}</FormProvider> : body;
}

export interface FormDialogProps extends DialogFormProps {
  title: string;
  width: number;
}

/** An open dialog holding a `DialogForm`; closing (Escape, ×, backdrop) calls `onClose`. */
export function FormDialog({ title, width, ...form }: FormDialogProps) {
  return (
    <Dialog isOpen onClose={form.onClose} title={title} style={{ width }}>
      <DialogForm {...form} />
    </Dialog>
  );
}
