// The real API of a running test server, signed in through POST /users/login, for e2e tests that
// compare what the browser shows with what the server answers for the same query.
//   const api = await apiClient(srv.url);
//   const users = await api.get<{ result: User[] }>("/users/getUsers?role=admin");
import { E2E_OWNER } from "./server";

/** Any value works: the server checks that the cookie and the header agree (double submit). */
const XSRF = { "x-xsrf-token": "x", cookie: "XSRF-TOKEN=x" };

export interface ApiClient {
  token: string;
  /** GET `/api${path}`; throws with the status and body on anything but 2xx. */
  get<T>(path: string): Promise<T>;
  /** A write (PUT by default) to `/api${path}`: JSON, or multipart when `body` is FormData. */
  send<T>(path: string, body: unknown, method?: "POST" | "PUT" | "DELETE"): Promise<T>;
}

export async function apiClient(baseUrl: string, who = E2E_OWNER): Promise<ApiClient> {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...XSRF },
    body: JSON.stringify(who),
  });
  if (!login.ok) throw new Error(`login ${login.status} ${await login.text()}`);
  const { accessToken: token } = (await login.json()) as { accessToken: string };
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
