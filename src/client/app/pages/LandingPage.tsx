import { Link } from "react-router-dom";
import { paths } from "../../lib/paths";

/** RULES.md D5: the landing page carries the dashboard tagline and a way to sign in. */
export default function LandingPage() {
  return (
    <main className="landing">
      <h1>Kas Talenta</h1>
      <p>
        Kelola dan pantau keuangan agensi talent Anda dengan mudah melalui dashboard yang intuitif.
      </p>
      <Link className="bp6-button bp6-intent-primary bp6-large" to={paths.login.pattern}>
        Masuk
      </Link>
    </main>
  );
}
