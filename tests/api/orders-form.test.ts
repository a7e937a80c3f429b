// The calls the order create/edit dialogs need beyond the spec: the suggested next order number
// and the current rates for the share preview (readable by admins, editable by owners only).
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { orderFixtureWithAdmin } from "../helpers/orders";

const f = perFile(orderFixtureWithAdmin);
/** GET /settings/rates as `token` (none: signed out). */
const readRates = (token?: string) =>
  f.t.call({ method: "GET", url: "/api/settings/rates", token });
const putRates = (token: string, payload: object) =>
  f.t.call({ method: "PUT", url: "/api/settings/rates", token, payload });

describe("GET /order/nextNumber", () => {
  it("suggests 1 on an empty table, then the highest number + 1, for admins too", async () => {
    expect((await f.get("/order/nextNumber")).json()).toEqual({ no_order: 1 });
    expect((await f.create({ no_order: "41" })).statusCode).toBe(201);
    expect((await f.create({ no_order: "7" })).statusCode).toBe(201);
    const res = await f.t.call({ method: "GET", url: "/api/order/nextNumber", token: f.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ no_order: 42 });
    // the suggestion is free: creating with it succeeds
    expect((await f.create({ no_order: "42" })).statusCode).toBe(201);
    expect((await f.get("/order/nextNumber")).json()).toEqual({ no_order: 43 });
  });

  it("answers 401 without a session", async () => {
    const res = await f.t.call({ method: "GET", url: "/api/order/nextNumber" });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET/PUT /settings/rates by role", () => {
  it("lets an admin read the rates but not change them", async () => {
    const read = await readRates(f.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { talent_rate: 70, admin_rate: 10 } });
    const write = await putRates(f.admin, { talent_rate: 60, admin_rate: 20 });
    expect(write.statusCode).toBe(403);
    const [row] = await f.t.db.query("SELECT talent_rate_bp, admin_rate_bp FROM settings");
    expect(row).toEqual({ talent_rate_bp: 7000, admin_rate_bp: 1000 });
    expect((await readRates()).statusCode).toBe(401);
  });

  it("lets the owner change them and an admin then reads the new rates", async () => {
    const write = await putRates(f.token, { talent_rate: 65.5, admin_rate: 12.25 });
    expect(write.statusCode).toBe(200);
    const read = await readRates(f.admin);
    expect(read.json()).toEqual({ data: { talent_rate: 65.5, admin_rate: 12.25 } });
  });
});
