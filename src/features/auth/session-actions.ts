// Session transitions of spec §4: bootstrap with the refresh cookie, sign in, sign out.
import { refreshAccessToken, setAccessToken } from "../../client/lib/http";
import { clearSession, setSignedIn } from "../../client/lib/session";
import { getCurrentUser } from "./api/get-current-user";
import { login } from "./api/login";

/** On load: a fresh access token from the cookie, then the user; any failure = signed out. */
export async function bootstrapSession(): Promise<void> {
  try {
    const token = await refreshAccessToken();
    if (!token) return clearSession();
    setSignedIn(await getCurrentUser());
  } catch {
    clearSession();
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  const { accessToken } = await login({ email, password });
  setAccessToken(accessToken);
  setSignedIn(await getCurrentUser());
}
