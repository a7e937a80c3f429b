import type { ReactNode } from "react";

/** The sign-in family of pages: brand panel on wide screens, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <aside className="auth-brand">
        <h1>Kas Talenta</h1>
        <p>
          Kelola dan pantau keuangan agensi talent Anda dengan mudah melalui dashboard yang
          intuitif.
        </p>
      </aside>
      <main className="auth-panel">{children}</main>
    </div>
  );
}
