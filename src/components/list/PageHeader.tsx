// The title row of a screen: the h1 and, on the right, its actions (buttons, search).
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children && <div className="page-actions">{children}</div>}
    </div>
  );
}

/** A header button that goes to another screen or opens a form route. */
export function NavButton({ to, ...button }: Omit<ButtonProps, "onClick"> & { to: string }) {
  const navigate = useNavigate();
  return <Button {...button} onClick={() => navigate(to)} />;
}
