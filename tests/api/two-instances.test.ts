// The app tier scales out on PostgreSQL. Two app instances on one database start
// together on a fresh database, serve each other's images and refresh each other's sessions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKind } from "../helpers/db";
import { multipart, png } from "../helpers/orders";
import {
  freshPgDatabase,
  createOrderAt,
  login,
  startInstance,
  type Instance,
} from "../helpers/instances";

describe.runIf(testDbKind() === "pg")("two app instances on one PostgreSQL database", () => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshPgDatabase();
    drop = fresh.drop;
    // both start at once on an empty database: migrations and the owner under the setup lock
    [a, b] = await Promise.all([
      startInstance({ DATABASE_URL: fresh.url }),
      startInstance({ DATABASE_URL: fresh.url }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await drop?.();
  });

  it("both came up on the fresh database: one owner, every migration once", async () => {
    for (const inst of [a, b]) expect((await fetch(`${inst.url}/api/health`)).status).toBe(200);
    expect(await a.db.query("SELECT role FROM users")).toEqual([{ role: "owner" }]);
    const versions = await a.db.query<{ version: number }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(versions.map((v) => v.version)).toContain(6);
    expect(new Set(versions.map((v) => v.version)).size).toBe(versions.length);
  });

  it("an image uploaded through one is served by the other", async () => {
    const { token } = await login(a.url);
    const [owner] = await a.db.query<{ id: number }>("SELECT id FROM users");
    const [talent] = await a.db.query<{ id: number }>(
      "INSERT INTO talents (name, gender) VALUES ('Sinta', 'Woman') RETURNING id",
    );
    const body = await multipart(
      {
        user_id: String(owner.id),
        talents_id: String(talent.id),
        no_order: "77001",
        date: "2026-11-20",
        customer_name: "Budi",
        price: "150000",
        tips: "[]",
      },
      [["proof_image", { name: "bukti.png", type: "image/png", bytes: png(5, 3) }]],
    );
    const created = await createOrderAt(a.url, token, body);
    expect(created.status).toBe(201);
    const name = ((await created.json()) as { data: { proof_image: string } }).data.proof_image;
    const signedIn = { headers: { authorization: `Bearer ${token}` } };
    // payment receipts are personal data: no instance serves them without a session
    expect((await fetch(`${b.url}/images/${name}`)).status).toBe(401);
    const fromA = await fetch(`${a.url}/images/${name}`, signedIn);
    const fromB = await fetch(`${b.url}/images/${name}`, signedIn);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it("a session started on one refreshes on the other", async () => {
    const { refresh } = await login(a.url);
    const res = await fetch(`${b.url}/api/users/token`, { headers: { cookie: refresh } });
    expect(res.status).toBe(200);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const me = await fetch(`${a.url}/api/report/summary/global`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
  });
});
