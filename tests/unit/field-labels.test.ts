// The words a refusal names a field with (RULES.md D6): every field an endpoint takes has its
// Indonesian label, so no message a user reads shows `start_date` or `price:`; and the form kit
// finds the field a refusal names from the answer's `field`, whatever the words.
import { describe, expect, it } from "vitest";
import { api } from "../../src/contract/api";
import { openApiDocument } from "../../src/contract/openapi";
import { FIELD_LABELS, fieldLabel, fieldMessage } from "../../src/contract/field-labels";
import { fieldOfMessage } from "../../src/components/form/server-message";

type Json = { [k: string]: Json } & Json[];

/** Every property and parameter name of every endpoint's input (bodies walked to the leaves). */
function inputNames(): Set<string> {
  const doc = openApiDocument(api as never, { server: "/api" }) as unknown as {
    paths: Record<string, Record<string, Json>>;
  };
  const names = new Set<string>();
  const walk = (s: Json | undefined, seen = new Set<unknown>()) => {
    if (!s || typeof s !== "object" || seen.has(s)) return;
    seen.add(s);
    if (s.properties && typeof s.properties === "object")
      for (const [k, v] of Object.entries(s.properties)) {
        names.add(k);
        walk(v, seen);
      }
    for (const key of ["items", "anyOf", "oneOf", "allOf", "additionalProperties"]) {
      const v = s[key];
      if (Array.isArray(v)) v.forEach((x) => walk(x, seen));
      else walk(v, seen);
    }
  };
  for (const ops of Object.values(doc.paths))
    for (const op of Object.values(ops)) {
      for (const p of (op.parameters ?? []) as unknown as { name: string }[]) names.add(p.name);
      const content = op.requestBody?.content as unknown as
        Record<string, { schema: Json }> | undefined;
      for (const c of Object.values(content ?? {})) walk(c.schema);
    }
  // inside the tips JSON text of the order form
  names.add("receiver_type");
  names.add("amount");
  return names;
}

describe("field labels", () => {
  it("name every field an endpoint takes in words, none left as the wire name", () => {
    const names = [...inputNames()];
    expect(names.length).toBeGreaterThan(100);
    const missing = names.filter((n) => {
      const label = fieldLabel(n);
      return !FIELD_LABELS[n] && !/ \((dari|sampai)\)$/.test(label);
    });
    expect(missing).toEqual([]);
    for (const n of names) expect(fieldLabel(n)).not.toMatch(/_|^[a-z]/);
  });

  it.each([
    ["price", "Harga"],
    ["start_date", "Tanggal mulai"],
    ["price_max", "Harga (sampai)"],
    ["total_uang_masuk_min", "Total Uang Masuk (dari)"],
    ["tips.1.amount", "Tip ke-2, jumlah"],
    ["sub_services.0.name", "Sub service ke-1, nama"],
    ["payouts.2.amount", "Pembayaran ke-3, jumlah"],
    ["columns.0.colId", "Kolom ke-1, kolom"],
    ["unknown_thing", "Unknown thing"],
  ])("%s → %s", (path, label) => expect(fieldLabel(path)).toBe(label));
});

describe("the form kit reads the field a refusal names", () => {
  const fields = ["price", "tips", "customer_name"];
  it("from the answer's field, whatever the words", () => {
    expect(fieldOfMessage(fieldMessage("price", "maksimal Rp 1"), fields, "price")).toEqual({
      field: "price",
      reason: "maksimal Rp 1",
    });
    expect(
      fieldOfMessage(fieldMessage("tips.0.amount", "tidak boleh negatif"), fields, "tips.0.amount"),
    ).toEqual({
      field: "tips.0.amount",
      reason: "tidak boleh negatif",
    });
  });
  it("not a field the form does not have, nor a sentence", () => {
    expect(fieldOfMessage("Admin: user tidak ditemukan", fields, "user_id")).toBeNull();
    expect(fieldOfMessage("Order tidak ditemukan", fields)).toBeNull();
  });
  it("from an older server's 'price: …' without field", () => {
    expect(fieldOfMessage("price: maksimal 1000000000", fields)).toEqual({
      field: "price",
      reason: "maksimal 1000000000",
    });
  });
});
