// Every date the API takes is a day of the calendar written YYYY-MM-DD (RULES.md D4): a day that
// does not exist (2026-02-31) or a date as a person types it (31/02/2026, 04/05/2026) is a 400
// naming the field, on every route, and nothing changes. The contract walk finds every date field
// of every endpoint; the HTTP part sends the bad dates to the real app on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { api } from "../../src/contract/api";
import type { EndpointDef } from "../../src/contract/endpoint";
import { orderFixture, type OrderFixture } from "../helpers/orders";
import { fieldLabel } from "../../src/contract/field-labels";

const BAD = [
  "2026-02-31",
  "2026-02-29",
  "2026-13-01",
  "31/02/2026",
  "04/05/2026",
  "2026-5-4",
  "kemarin",
];
const DATE_NAME = /(^|_)(date|start|end)$|_at$/;

/** The object shape under refinements, pipes and defaults (none for unions). */
function shapeOf(schema: unknown): Record<string, z.ZodType> | undefined {
  const s = schema as { shape?: Record<string, z.ZodType>; def?: Record<string, unknown> };
  if (s?.shape) return s.shape;
  const inner = s?.def?.in ?? s?.def?.innerType ?? s?.def?.schema;
  return inner ? shapeOf(inner) : undefined;
}

interface DateField {
  endpoint: string;
  where: "query" | "body";
  name: string;
  schema: z.ZodType;
}

const ENDPOINTS = Object.values(api).flatMap((group) => Object.values(group) as EndpointDef[]);
const DATE_FIELDS: DateField[] = ENDPOINTS.flatMap((e) =>
  (["query", "body"] as const).flatMap((where) =>
    Object.entries(shapeOf(e[where]) ?? {})
      .filter(([name]) => DATE_NAME.test(name))
      .map(([name, schema]) => ({ endpoint: `${e.method} ${e.path}`, where, name, schema })),
  ),
);

describe("the contract: every date field of every endpoint", () => {
  it("finds the date fields (orders, reports, payouts, audit, users, kas history, PDFs)", () => {
    const names = new Set(DATE_FIELDS.map((f) => `${f.endpoint} ${f.name}`));
    for (const want of [
      "POST /order/createOrder date",
      "GET /order/orders start_date",
      "GET /report/summary/global start_date",
      "POST /payouts paid_at",
      "GET /audit end_date",
    ])
      expect(
        [...names].some(
          (n) => n.startsWith(want.split(" ")[0]) && n.endsWith(want.split(" ").at(-1)!),
        ),
        want,
      ).toBe(true);
    expect(DATE_FIELDS.length).toBeGreaterThan(20);
  });

  it.each(DATE_FIELDS.map((f) => [`${f.endpoint} ${f.where}.${f.name}`, f] as const))(
    "%s takes 2026-05-04 and refuses a day not in the calendar or a typed date",
    (_, f) => {
      expect(f.schema.safeParse("2026-05-04").success).toBe(true);
      for (const bad of BAD) expect(f.schema.safeParse(bad).success, bad).toBe(false);
    },
  );
});

describe("the API answers 400 naming the field, and changes nothing", () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  const orders = () => f.count("SELECT count(*)::int AS n FROM orders");
  const payouts = () => f.count("SELECT count(*)::int AS n FROM payouts");

  it("creating an order with 31/02/2026, 2026-02-31 or kemarin", async () => {
    const before = await orders();
    for (const date of ["2026-02-31", "31/02/2026", "kemarin", "2026-02-29"]) {
      const res = await f.create({ date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message, date).toMatch(new RegExp(`^${fieldLabel("date")}: `));
    }
    expect(await orders()).toBe(before);
    expect((await f.create({ date: "2028-02-29" })).statusCode).toBe(201);
  });

  it("recording a payout paid on a day not in the calendar (JSON and bulk)", async () => {
    const payout = {
      person_type: "talent",
      person_id: f.ids.talentA,
      start_date: "2025-03-03",
      end_date: "2025-03-09",
      amount: 1000,
      paid_at: "2026-02-30",
      method: "Cash",
    };
    for (const [url, payload] of [
      ["/api/payouts", payout],
      ["/api/payouts/bulk", { payouts: [payout] }],
      ["/api/payouts", { ...payout, paid_at: "30/02/2026" }],
      ["/api/payouts", { ...payout, paid_at: "2025-03-03", start_date: "2025-02-31" }],
    ] as const) {
      const res = await f.t.call({ method: "POST", url, token: f.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // named in words (the field's label), never its code
      expect(res.json().message).toMatch(
        new RegExp(`(${fieldLabel("paid_at")}|${fieldLabel("start_date")})`, "i"),
      );
    }
    expect(await payouts()).toBe(0);
  });

  it("every list, report and export with a date in its query", async () => {
    const byEndpoint = new Map<string, string[]>();
    for (const d of DATE_FIELDS)
      if (d.where === "query" && d.endpoint.startsWith("GET "))
        byEndpoint.set(d.endpoint.slice(4), [
          ...(byEndpoint.get(d.endpoint.slice(4)) ?? []),
          d.name,
        ]);
    expect(byEndpoint.size).toBeGreaterThan(10);
    for (const [path, names] of byEndpoint) {
      const url = `/api${path.replace(/:\w+/g, "1")}`;
      for (const name of names)
        for (const bad of ["2026-02-31", "31/02/2026"]) {
          // the other end of the range is a good date: the bad one is the only fault
          const query = new URLSearchParams(names.map((n) => [n, n === name ? bad : "2026-05-04"]));
          const res = await f.t.call({ method: "GET", url: `${url}?${query}`, token: f.token });
          expect(res.statusCode, `${url}?${query}`).toBe(400);
          expect(res.json().message, `${url}?${query}`).toMatch(
            new RegExp(`^${fieldLabel(name)}: `),
          );
        }
    }
  });
});
