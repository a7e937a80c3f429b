// The real API of a running test server, on the access token of the sign-in that signed the
// file's browser in (session.ts), for e2e tests that compare what the browser shows with what the
// server answers for the same query.
//   e2eFile({ seedDemo: true }, (f) => ({ srv, page, api } = f));
//   const users = await api.get<{ result: User[] }>("/users/getUsers?role=admin");

/** Any value works: the server checks that the cookie and the header agree (double submit). */
const XSRF = { "x-xsrf-token": "x", cookie: "XSRF-TOKEN=x" };

export interface ApiClient {
  token: string;
  /** GET `/api${path}`; throws with the status and body on anything but 2xx. */
  get<T>(path: string): Promise<T>;
  /** A write (PUT by default) to `/api${path}`: JSON, or multipart when `body` is FormData. */
  send<T>(path: string, body: unknown, method?: "POST" | "PUT" | "DELETE"): Promise<T>;
}

/** The client on the access token of a sign-in (session.ts signIn answers it). */
export function apiClient(baseUrl: string, token: string): ApiClient {
  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...XSRF, ...init.headers },
    });
    if (!res.ok) throw new Error(`${path} ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    token,
    get: (path) => call(path, {}),
    send: (path, body, method = "PUT") =>
      call(
        path,
        body instanceof FormData
          ? { method, body }
          : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      ),
  };
}

/** The client of a fresh sign-in as `who`, for a file that needs the API of several users. */
export async function apiSignIn(
  baseUrl: string,
  who: { email: string; password: string },
): Promise<ApiClient> {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...XSRF },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`login ${who.email}: ${res.status} ${await res.text()}`);
  return apiClient(baseUrl, ((await res.json()) as { accessToken: string }).accessToken);
}
