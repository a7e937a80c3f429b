// The red message over a form's fields or over a list (a failed save, a failed load); nothing
// when there is none. A new message scrolls into view: in a long dialog the user may be far
// down when the save fails.
import { useEffect, useRef, type ReactNode } from "react";
import { Callout } from "@blueprintjs/core";

export function ErrorCallout({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (children) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [children]);
  if (!children) return null;
  return (
    <div ref={ref}>
      <Callout intent="danger" role="alert" className="form-error" compact>
        {children}
      </Callout>
    </div>
  );
}
