// RULES.md D7: any admin edits any order; an admin deletes only the orders
// they created (the owner any); a new order's handler is the signed-in admin unless the owner
// books it for someone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../helpers/app";
import { multipart, orderFixture, type Fields, type OrderFixture } from "../helpers/orders";
import { ORDER_MESSAGES } from "../../src/contract/orders";

let f: OrderFixture;
let admin: string;
let other: string;
let otherId: number;
beforeAll(async () => {
  f = await orderFixture();
  admin = (await f.t.login(ADMIN)).token;
  const who = { username: "admin2", email: "admin2@test.local", password: "admin2-pass-123" };
  otherId = await f.t.addUser({ ...who, role: "admin" });
  other = (await f.t.login(who)).token;
});
afterAll(() => f.t.close());

async function createAs(token: string, over: Fields) {
  const body = await multipart(f.fields(over));
  return f.t.call({ method: "POST", url: "/api/order/createOrder", token, ...body });
}
const del = (token: string, id: number) =>
  f.t.call({ method: "DELETE", url: `/api/order/deleteOrder/${id}`, token });

describe("order ownership", () => {
  it("an admin books orders as their own handler; only the owner books for another admin", async () => {
    const mine = await createAs(admin, { user_id: String(f.ids.admin) });
    expect(mine.statusCode).toBe(201);
    const before = await f.count("SELECT count(*)::int AS n FROM orders");
    const forOther = await createAs(admin, { user_id: String(otherId) });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual({
      message: `Admin: ${ORDER_MESSAGES.handlerNotSelf}`,
      field: "user_id",
    });
    const forOwner = await createAs(admin, { user_id: String(f.ids.owner) });
    expect(forOwner.statusCode).toBe(403);
    expect(await f.count("SELECT count(*)::int AS n FROM orders")).toBe(before);
    const byOwner = await createAs(f.token, { user_id: String(otherId) });
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json().data.user_id).toBe(otherId);
  });

  it("any admin edits any order; an admin deletes only their own, the owner any", async () => {
    const id = (await createAs(other, { user_id: String(otherId) })).json().data.id;
    const edit = await f.t.call({
      method: "PUT",
      url: `/api/order/updateOrder/${id}`,
      token: admin,
      payload: { customer_name: "Diubah admin1", price: "120000" },
    });
    expect(edit.statusCode).toBe(200);

    const refused = await del(admin, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.deleteNotOwn });
    expect(await f.count("SELECT count(*)::int AS n FROM orders WHERE id = $1", [id])).toBe(1);

    const own = (await createAs(admin, { user_id: String(f.ids.admin) })).json().data.id;
    expect((await del(admin, own)).statusCode).toBe(200);
    // the creator deletes their own order; the owner deletes anyone's
    expect((await del(f.token, id)).statusCode).toBe(200);
    expect((await del(other, 999999)).statusCode).toBe(404);
  });
});
