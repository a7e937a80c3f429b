// The red message over a form's fields or over a list (a failed save, a failed load); nothing
// when there is none.
import type { ReactNode } from "react";
import { Callout } from "@blueprintjs/core";

export function ErrorCallout({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Callout intent="danger" role="alert" className="form-error" compact>
      {children}
    </Callout>
  );
}
