// The unsaved-input guard of every dialog form: while the form holds input that was
// not saved, closing the tab or reloading asks the browser's own question (beforeunload), and
// leaving inside the app (close, Escape, the sidebar, Back) asks 'Tinggalkan formulir?' first.
// The form's own close after a successful save passes (`saved`).
import { useEffect, type RefObject } from "react";
import { Alert } from "@blueprintjs/core";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { useBlocker } from "react-router-dom";

const LEAVE_TEXTS = {
  question: "Perubahan belum disimpan. Tinggalkan formulir ini? Isian Anda akan hilang.",
  leave: "Tinggalkan",
  stay: "Tetap di sini",
} as const;

export function LeaveGuard(props: {
  control: Control<FieldValues>;
  saved: RefObject<boolean>;
  onLeave?: () => void;
}) {
  const { isDirty } = useFormState({ control: props.control });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !props.saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (props.saved.current) return;
      e.preventDefault();
      // older Chromium asks only when returnValue is set
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [isDirty, props.saved]);
  return (
    <Alert
      isOpen={blocker.state === "blocked"}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={LEAVE_TEXTS.leave}
      cancelButtonText={LEAVE_TEXTS.stay}
      // Escape means 'stay' (Blueprint's Alert ignores it unless told)
      canEscapeKeyCancel
      onConfirm={() => {
        props.onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      <p>{LEAVE_TEXTS.question}</p>
    </Alert>
  );
}
