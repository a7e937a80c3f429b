// Checks the API tests share: the 400s of malformed filters and of refused bodies, and kas changes
// dated in the past (the kas history and the audit filter by their days).
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "./app";

/** Each `query` on `path` answers 400 with a message matching its pattern (naming the field). */
export async function expect400(
  get: (url: string) => Promise<LightMyRequestResponse>,
  path: string,
  cases: [string, RegExp][],
) {
  for (const [query, message] of cases) {
    const res = await get(`${path}${path.includes("?") ? "&" : "?"}${query}`);
    expect(res.statusCode, query).toBe(400);
    expect(res.json().message, query).toMatch(message);
  }
}

/** Each payload `send` writes answers 400 with exactly its message. */
export async function expectRefused<P>(
  send: (payload: P) => Promise<LightMyRequestResponse>,
  cases: [P, string][],
) {
  for (const [payload, message] of cases) {
    const res = await send(payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().message).toBe(message);
  }
}

/** Sets kas through the API as `token`'s user, then dates that change (its audit row) at `at`. */
export async function changeKasAt(t: TestApp, token: string, kas: number, at: string) {
  const res = await t.call({ method: "PUT", url: "/api/settings/kas", token, payload: { kas } });
  expect(res.statusCode).toBe(200);
  await t.db.query(
    `UPDATE audit_log SET created_at = $1 WHERE id =
       (SELECT max(id) FROM audit_log WHERE entity = 'settings' AND entity_id = 'kas')`,
    [at],
  );
}
