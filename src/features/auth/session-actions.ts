// Session transitions of RULES.md S4: bootstrap with the refresh cookie, sign in, sign out.
import { refreshAccessToken, setAccessToken } from "../../client/lib/http";
import { clearSession, setSignedIn, userFromToken } from "../../client/lib/session";
import { getCurrentUser } from "./api/get-current-user";
import { login } from "./api/login";

/**
 * On load: a fresh access token from the cookie; the user comes from its claims (GET /users/user
 * only if they cannot be read), so the shell and the page's queries start one round trip sooner.
 * Any failure = signed out.
 */
export async function bootstrapSession(): Promise<void> {
  try {
    const token = await refreshAccessToken();
    if (!token) return clearSession();
    setSignedIn(userFromToken(token) ?? (await getCurrentUser()));
  } catch {
    clearSession();
  }
}

/** Sign in: the login answer's token already names the user, so the shell can follow at once. */
export async function signIn(email: string, password: string): Promise<void> {
  const { accessToken } = await login({ email, password });
  setAccessToken(accessToken);
  setSignedIn(userFromToken(accessToken) ?? (await getCurrentUser()));
}
