// RULES.md D6: what a refusal says is Indonesian words and rupiah — the field by its label
// ("Tanggal mulai", "Harga"), never its wire name (`start_date`, `price:`) nor jargon ("Token");
// the wire name travels beside it as `field` for forms to mark.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario } from "../helpers/report-scenario";
import { USER_MESSAGES } from "../../src/contract/values";

const s = perFile(buildScenario);

const call = (method: string, url: string, payload?: object, extra: object = {}) =>
  s.t.call({ method: method as "GET", url: `/api${url}`, token: s.owner, payload, ...extra });

/** A wire name (`start_date`, `sub_service_id`) or jargon a user should never read. */
const LEAK = /\b[a-z]+(_[a-z]+)+\b|\bToken\b|\btoken\b|\bNONE\b|REFUND_/;

describe("refusals in words", () => {
  it("pin the wording of a few", async () => {
    const range = await call(
      "GET",
      "/report/summary/global?start_date=2025-02-01&end_date=2025-01-01",
    );
    expect(range.json()).toEqual({
      message: "Tanggal mulai tidak boleh setelah tanggal akhir",
    });
    const price = await call("POST", "/order/createOrder", {
      user_id: String(s.ids.owner),
      talents_id: String(s.ids.ayu),
      no_order: "424242",
      date: "2025-03-03",
      price: "12.500",
    });
    expect(price.json()).toEqual({
      message: "Harga: harus berupa angka (digit saja)",
      field: "price",
    });
    const day = await call("GET", "/order/orders?start_date=2025-02-30");
    expect(day.json()).toEqual({
      message: "Tanggal mulai: tanggal tidak valid",
      field: "start_date",
    });
    const order = await call("GET", "/order/orders?start_date=2025-02-02&end_date=2025-02-01");
    expect(order.json().message).toBe("Tanggal akhir: tidak boleh sebelum tanggal mulai");
    const rates = await call("PUT", "/settings/rates", { talent_rate: 80, admin_rate: 30 });
    expect(rates.json().message).toBe(
      "Jumlah rate talent dan rate admin tidak boleh lebih dari 100%",
    );
    const xsrf = await call("PUT", "/settings/kas", { kas: 1 }, { xsrf: false });
    expect(xsrf.statusCode).toBe(403);
    expect(xsrf.json()).toEqual({ message: USER_MESSAGES.xsrf });
    const dead = await s.t.call({
      method: "GET",
      url: "/api/settings/kas",
      headers: { authorization: "Bearer not-a-jwt" },
    });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({
      message: "Sesi tidak valid atau sudah berakhir. Silakan login kembali.",
    });
  });

  it("never leak a wire name or jargon, across the kinds of refusal", async () => {
    const refusals = await Promise.all([
      call("GET", "/order/orders?sort_by=nope"),
      call("GET", "/order/orders?sort_order=up"),
      call("GET", "/order/orders?refund_status=HALF"),
      call("GET", "/order/orders?price_min=9&price_max=1"),
      call("GET", "/order/orders?customer_age_max=999"),
      call("GET", "/order/talents?total_uang_masuk_min=x"),
      call("GET", "/weekly/talents?paid_min=-1"),
      call("GET", "/settings/kas/history?new_kas_min=1.5"),
      call("GET", "/rekap/detail/talent/1?month=2025-13"),
      call("PUT", "/settings/kas", { kas: "seribu" }),
      call("PUT", "/settings/kas", {}),
      call("POST", "/payouts", { person_type: "talent", person_id: s.ids.ayu, amount: 5 }),
      call("POST", "/order/createOrder", {
        user_id: "99999",
        talents_id: String(s.ids.ayu),
        no_order: "434343",
        date: "2025-03-03",
        price: "1000",
      }),
      call("POST", "/order/createOrder", {
        user_id: String(s.ids.owner),
        talents_id: String(s.ids.ayu),
        no_order: "434344",
        date: "2025-03-03",
        price: "1000",
        sub_service_id: "99999",
      }),
      call("POST", "/users/reset-password/confirm", { token: "short", password: "x" }),
      call("PUT", "/order/updateOrder/1", { customer_name: "A", price: "1", refund_type: "HALF" }),
    ]);
    for (const r of refusals) {
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, r.body).toBeLessThan(500);
      const { message } = r.json() as { message: string };
      // an enum's codes may be listed for API clients; the field itself is named in words
      expect(message.replace(/harus (salah satu dari: )?[\w, -]+$/, ""), r.body).not.toMatch(LEAK);
    }
  });
});
