// A contract form outside a dialog (sign-in pages, profile): the <form> with its FormProvider.
// The page places the error callout, fields and button itself.
import type { FormEvent, ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";

export function ContractForm(props: {
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  onSubmit: (e: FormEvent) => unknown;
  className?: string;
  /** Let the browser check `required`/`type=email` first (RULES.md S5: sign-in forms). */
  browserChecks?: boolean;
  children: ReactNode;
}) {
  return (
    <FormProvider {...props.form}>
      <form className={props.className} onSubmit={props.onSubmit} noValidate={!props.browserChecks}>
        {props.children}
      </form>
    </FormProvider>
  );
}
