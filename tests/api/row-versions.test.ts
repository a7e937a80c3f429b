// Row versions: every update may carry the version it read; a stale one is a 409 that
// changes nothing, an absent one is not checked, and the check and the write are one step.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { orderFixture } from "../helpers/orders";
import { STALE_VERSION_MESSAGE } from "../../src/contract/common";

const f = perFile(orderFixture);

const STALE = { message: STALE_VERSION_MESSAGE };

function json(method: "GET" | "PUT" | "POST", url: string, payload?: object) {
  return f.t.call({ method, url: `/api${url}`, token: f.token, payload });
}

/** Sets a 50 % refund on order `id` from the form a user read as `read`, with its version. */
const refundFrom = (id: number, read: { customer_name: string; price: number; version: number }) =>
  f.update(id, {
    customer_name: read.customer_name,
    price: String(read.price),
    refund_type: "REFUND_50",
    version: String(read.version),
  });

describe("orders", () => {
  it("a form opened before another save gets 409 and the other save stays", async () => {
    const created = (await f.create({ price: "100000" })).json().data;
    expect(created.version).toBe(1);
    const id = created.id;
    // editor A and editor B both open the order at version 1
    const a = (await f.get(`/order/getOrderById/${id}`)).json().data;
    const b = (await f.get(`/order/getOrderById/${id}`)).json().data;
    expect([a.version, b.version]).toEqual([1, 1]);

    const raised = await f.update(id, {
      customer_name: a.customer_name,
      price: "150000",
      version: String(a.version),
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ price: 150000, version: 2 });

    // B sets a refund from the form read before A's save
    const refund = await refundFrom(id, b);
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toEqual(STALE);
    const now = (await f.get(`/order/getOrderById/${id}`)).json().data;
    expect(now).toMatchObject({ price: 150000, refund_status: "NONE", net_price: 150000 });
    expect(now.version).toBe(2);
    expect(
      await f.count(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND entity_id = $1",
        [String(id)],
      ),
    ).toBe(2); // create + A's update; the refused one left no audit row

    // after reloading, B's refund goes through
    const retry = await refundFrom(id, now);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({
      refund_status: "REFUND_50",
      net_price: 75000,
      version: 3,
    });
  });

  it("list rows carry the version; an update without one is not checked (old clients)", async () => {
    const id = (await f.create()).json().data.id;
    await f.update(id, { customer_name: "X", price: "1000" });
    const res = await f.update(id, { customer_name: "Y", price: "2000" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(3);
    const list = (await f.get("/order/orders?limit=100")).json();
    const row = list.result.find((r: { id: number }) => r.id === id);
    expect(row.version).toBe(3);
    expect(list.data.find((r: { id: number }) => r.id === id).version).toBe(3);
  });

  it("a JSON body carries the version as text like the other fields; junk is a 400", async () => {
    const id = (await f.create()).json().data.id;
    const put = (version: string) =>
      json("PUT", `/order/updateOrder/${id}`, { customer_name: "Z", price: "5000", version });
    expect((await put("7")).statusCode).toBe(409);
    const bad = await put("satu");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Versi data: /);
    expect((await put("1")).statusCode).toBe(200);
  });

  it("a stale multipart update with a new proof image keeps the old image and no new file", async () => {
    const id = (await f.create()).json().data.id;
    await f.update(id, { customer_name: "A", price: "1000" });
    const { pngUpload } = await import("../helpers/orders");
    const res = await f.update(id, { customer_name: "B", price: "1000", version: "1" }, [
      ["proof_image", pngUpload(2, 2)],
    ]);
    expect(res.statusCode).toBe(409);
    const now = (await f.get(`/order/getOrderById/${id}`)).json().data;
    expect(now).toMatchObject({ customer_name: "A", proof_image: null, version: 2 });
  });
});

describe("services and sub-services", () => {
  it("carry versions; a stale service or sub-service edit is a 409 that changes nothing", async () => {
    const svc = (await json("POST", "/services/createServices", { name: "Spa" })).json().result;
    expect(svc.version).toBe(1);
    const added = await json("POST", "/subServices/create", { name: "Lulur", services_id: svc.id });
    expect(added.json().result.version).toBe(1);
    // adding a sub-service changes the service's list: a form read before it is stale
    const read = (await json("GET", `/services/getServiceById/${svc.id}`)).json().result;
    expect(read.version).toBe(2);
    const stale = await json("PUT", `/services/${svc.id}`, {
      name: "Spa Baru",
      sub_services: [],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE);

    const sub = read.sub_services[0];
    const ok = await json("PUT", `/services/${svc.id}`, {
      name: "Spa",
      sub_services: [{ id: sub.id, name: "Lulur Bali", version: sub.version }],
      version: read.version,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({
      version: 3,
      sub_services: [{ id: sub.id, name: "Lulur Bali", version: 2 }],
    });
    // a sub-service version from before its rename, with a current service version
    const staleSub = await json("PUT", `/services/${svc.id}`, {
      name: "Spa",
      sub_services: [{ id: sub.id, name: "Lulur Jawa", version: 1 }],
      version: 3,
    });
    expect(staleSub.statusCode).toBe(409);
    const list = (await json("GET", "/subServices/getSubServices?search_query=Lulur")).json();
    expect(list.result).toEqual([expect.objectContaining({ name: "Lulur Bali", version: 2 })]);
    const services = (await json("GET", "/services/getServices?search_query=Spa")).json();
    expect(services.result[0]).toMatchObject({ name: "Spa", version: 3 });
  });
});

describe("talents and categories", () => {
  it("a grid cell edit with a stale version is a 409; without one it saves", async () => {
    const id = f.ids.talentB;
    const v = (await json("GET", `/talent/getTalentById/${id}`)).json().data.version as number;
    const one = await json("PUT", `/talent/${id}`, { sp_status: "SP1", version: v });
    expect(one.statusCode).toBe(200);
    const stale = await json("PUT", `/talent/${id}`, { name: "Raka Lama", version: v });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE);
    const plain = await json("PUT", `/talent/${id}`, { gender: "Man" });
    expect(plain.statusCode).toBe(200);
    const list = (await json("GET", "/talent/getAllTalents?search=Raka")).json();
    expect(list.result[0]).toMatchObject({ name: "Raka", sp_status: "SP1", version: v + 2 });
    // a body with only a version changes nothing and says so
    expect((await json("PUT", `/talent/${id}`, { version: v + 2 })).statusCode).toBe(400);
  });

  it("a stale category edit is a 409; renaming its talents bumps theirs", async () => {
    const cat = (await json("POST", "/talentCategories/create", { name: "Reguler" })).json().result;
    expect(cat.version).toBe(1);
    const talent = (
      await json("POST", "/talent/createTalent", {
        name: "Dewi",
        gender: "Woman",
        talent_categories_id: cat.id,
      })
    ).json().data;
    const ok = await json("PUT", `/talentCategories/${cat.id}`, {
      name: "Reguler",
      talents: [{ id: talent.id, name: "Dewi Ayu" }],
      version: 1,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.version).toBe(2);
    const stale = await json("PUT", `/talentCategories/${cat.id}`, { name: "Lama", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE);
    const renamed = (await json("GET", `/talent/getTalentById/${talent.id}`)).json().data;
    expect(renamed).toMatchObject({ name: "Dewi Ayu", version: 2 });
    const cats = (await json("GET", "/talentCategories/getAllCategories?search=Reguler")).json();
    expect(cats.result[0]).toMatchObject({ name: "Reguler", version: 2 });
  });
});

describe("kas", () => {
  it("100 parallel read-then-write increments that send their version lose none", async () => {
    const start = (await json("GET", "/settings/kas")).json().data;
    expect(start.version).toBeGreaterThanOrEqual(1);
    // each client reads, adds 1 and writes with the version it read
    const client = async () => {
      const { kas, version } = (await json("GET", "/settings/kas")).json().data;
      return json("PUT", "/settings/kas", { kas: kas + 1, version });
    };
    const answers = await Promise.all(Array.from({ length: 100 }, client));
    const won = answers.filter((r) => r.statusCode === 200).length;
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won + lost.length).toBe(100);
    expect(won).toBeGreaterThanOrEqual(1);
    for (const r of lost) expect(r.json()).toEqual(STALE);
    // every acknowledged increment is in kas; every refused one changed nothing
    const end = (await json("GET", "/settings/kas")).json().data;
    expect(end.kas).toBe(start.kas + won);
    expect(end.version).toBe(start.version + won);
    expect(
      await f.count(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'settings' AND entity_id = 'kas'",
      ),
    ).toBe(won);
  });

  it("a stale kas write is refused and kas stays; without a version it writes", async () => {
    const { kas, version } = (await json("GET", "/settings/kas")).json().data;
    const stale = await json("PUT", "/settings/kas", { kas: 1, version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect((await json("GET", "/settings/kas")).json().data).toEqual({ kas, version });
    const plain = await json("PUT", "/settings/kas", { kas: kas + 5 });
    expect(plain.json().data).toEqual({ kas: kas + 5, version: version + 1 });
    // a rates edit does not make a kas form stale
    await json("PUT", "/settings/rates", { talent_rate: 70, admin_rate: 10 });
    const after = await json("PUT", "/settings/kas", { kas: kas, version: version + 1 });
    expect(after.statusCode).toBe(200);
  });
});
