// The add and edit dialogs of the catalog (RULES.md S2, S5): a Blueprint Dialog holding one form,
// a red callout for the form's error over the fields, and a footer with the close button
// ('Kembali' on add forms, 'Batal' on edit forms) and 'Simpan', which spins while `busy`.
import { useEffect, useRef } from "react";
import type { FormEvent, KeyboardEvent, ReactNode, RefObject } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  type IconName,
} from "@blueprintjs/core";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { ErrorCallout } from "./ErrorCallout";
import { LeaveGuard } from "./LeaveGuard";
import { useAtomValue } from "jotai";
import { liveChangesAtom } from "../../client/lib/live-rows";
import type { FieldChange, LiveRowRef } from "./changed-elsewhere";
import "./form.css";

export interface DialogFormProps {
  /** The contract form (`useContractForm`) its bound fields read. */
  form?: UseFormReturn<FieldValues, unknown, FieldValues>;
  onSubmit: (e: FormEvent) => unknown;
  error: string | null;
  busy: boolean;
  onClose: () => void;
  closeText: "Kembali" | "Batal";
  /** The submit button's text; 'Simpan' unless the spec names another. */
  submitText?: string;
  /** 'Muat ulang' beside a 409 (the row changed meanwhile), from useContractForm. */
  reload?: () => void;
  /** A line over the fields after 'Muat ulang'. */
  note?: string | null;
  /** The row changed elsewhere while the form is open (useContractForm's `current`). */
  changed?: ChangedElsewhere;
  /** From useContractForm: with a form, leaving with unsaved input asks first. */
  saved?: RefObject<boolean>;
  /** Runs when the user confirms leaving with unsaved input. */
  onLeave?: () => void;
  children: ReactNode;
}

interface ChangedElsewhere {
  live: LiveRowRef;
  fields: FieldChange[];
  load: () => void;
}

/** Who changed the row meanwhile, each field old → new, and 'Muat nilai baru'. */
function ChangedCallout({ live, fields, load, busy }: ChangedElsewhere & { busy: boolean }) {
  // who: the latest change the stream heard of this row (here, not in the form hook, so the
  // sign-in form does not load the live rows: bundle budget of /login)
  const heard = useAtomValue(liveChangesAtom);
  const change = heard.findLast((c) => c.type === live.type && c.ids.includes(String(live.id)));
  const by = change?.username ?? "pengguna lain";
  return (
    <Callout intent="warning" compact className="form-note form-changed" role="status">
      <strong>Data ini diubah oleh {by} · baru saja.</strong>
      {fields.length ? (
        <ul className="form-changed-fields">
          {fields.map((f) => (
            <li key={f.label}>
              {f.label}: <del>{f.from}</del> → <ins>{f.to}</ins>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        Isian Anda tidak diubah.{" "}
        <Button small icon="refresh" text="Muat nilai baru" onClick={load} disabled={busy} />
      </div>
    </Callout>
  );
}

/**
 * Enter submits from a select or a file picker too (text inputs do it natively), so Enter in
 * whichever field comes last sends the form; a textarea keeps Enter for new lines.
 */
function submitOnEnter(e: KeyboardEvent<HTMLFormElement>) {
  const t = e.target as HTMLElement;
  const picker =
    t instanceof HTMLSelectElement || (t instanceof HTMLInputElement && t.type === "file");
  if (e.key !== "Enter" || e.defaultPrevented || e.nativeEvent.isComposing || !picker) return;
  e.preventDefault();
  e.currentTarget.requestSubmit();
}

/**
 * Simpan is disabled while it saves, and a focused button that becomes disabled drops the focus
 * to the page: after a refusal that focuses no field (a message over the form), it goes back to
 * Simpan, so Escape, Tab and Enter act in the dialog again. Answers Simpan's ref.
 */
function useRefocusAfterBusy(busy: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body)
      button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return button;
}

/** The form inside a dialog: body (error callout, then the fields) and footer. */
export function DialogForm({
  form,
  onSubmit,
  error,
  busy,
  onClose,
  closeText,
  submitText = "Simpan",
  reload,
  note,
  changed,
  saved,
  onLeave,
  children,
}: DialogFormProps) {
  const submitButton = useRefocusAfterBusy(busy);
  const body = (
    <form onSubmit={onSubmit} onKeyDown={submitOnEnter} noValidate aria-busy={busy}>
      <DialogBody>
        <ErrorCallout>
          {error ? (
            <>
              {error}
              {reload ? (
                <div className="form-error-action">
                  <Button icon="refresh" text="Muat ulang" onClick={reload} disabled={busy} />
                </div>
              ) : null}
            </>
          ) : null}
        </ErrorCallout>
        {changed ? <ChangedCallout {...changed} busy={busy} /> : null}
        {note && !error && !changed ? (
          <Callout intent="primary" compact className="form-note" role="status">
            {note}
          </Callout>
        ) : null}
        {children}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={closeText} onClick={onClose} />
            <Button
              ref={submitButton}
              type="submit"
              intent="primary"
              text={submitText}
              loading={busy}
              disabled={busy}
            />
          </>
        }
      />
      {form && saved ? <LeaveGuard control={form.control} saved={saved} onLeave={onLeave} /> : null}
    </form>
  );
  return form ? <FormProvider {...form}>{body}</FormProvider> : body;
}

export interface FormDialogProps extends DialogFormProps {
  title: string;
  width: number;
  icon?: IconName;
  /** Open unless told otherwise (a dialog that hides itself before its route closes). */
  isOpen?: boolean;
}

/**
 * An open dialog holding a `DialogForm`; closing (Escape, ×, backdrop) calls `onClose`, except
 * while it saves (the save would land after the dialog is gone).
 */
export function FormDialog({ title, width, icon, isOpen = true, ...form }: FormDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={form.onClose}
      title={title}
      icon={icon}
      canOutsideClickClose={!form.busy}
      canEscapeKeyClose={!form.busy}
      style={{ width }}
    >
      <DialogForm {...form} />
    </Dialog>
  );
}
