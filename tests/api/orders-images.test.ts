import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { orderFixture, png, type Upload, type OrderFixture } from "../helpers/orders";
import { ORDER_MESSAGES } from "../../src/contract/orders";

let f: OrderFixture;
beforeAll(async () => {
  f = await orderFixture();
});
afterAll(() => f.t.close());

describe("proof images", () => {
  const files = () => readdirSync(f.t.config.imagesDir);

  it("stores a real PNG under a random name, serves it, and removes the old file on replace", async () => {
    const res = await f.create({}, [
      ["proof_image", { name: "bukti.png", type: "image/png", bytes: png(2, 2) }],
    ]);
    expect(res.statusCode).toBe(201);
    const { id, proof_image } = res.json().data;
    expect(proof_image).toMatch(/^[0-9a-f-]{36}\.png$/);
    const served = await f.t.call({ method: "GET", url: `/images/${proof_image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");

    const mislabelled = await f.update(id, { customer_name: "Budi", price: "1000" }, [
      ["proof_image", { name: "baru.txt", type: "text/plain", bytes: png(3, 1) }],
    ]);
    expect(mislabelled.statusCode).toBe(200);
    const replaced = mislabelled.json().data.proof_image;
    expect(replaced).toMatch(/\.png$/);
    expect(replaced).not.toBe(proof_image);
    expect(existsSync(join(f.t.config.imagesDir, proof_image))).toBe(false);
    expect(existsSync(join(f.t.config.imagesDir, replaced))).toBe(true);

    const kept = await f.update(id, { customer_name: "Budi", price: "1000" });
    expect(kept.json().data.proof_image).toBe(replaced);
  });

  it("refuses files by content, size and dimensions, leaving no file and no order behind", async () => {
    const before = files().length;
    const orders = await f.count("SELECT count(*)::int AS n FROM orders");
    const bad: [Upload, number, string][] = [
      [
        { name: "x.png", type: "image/png", bytes: Buffer.from("bukan gambar sama sekali") },
        400,
        ORDER_MESSAGES.imageType,
      ],
      [
        {
          name: "x.gif",
          type: "image/gif",
          bytes: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
        },
        400,
        ORDER_MESSAGES.imageType,
      ],
      [
        { name: "big.png", type: "image/png", bytes: png(10001, 1) },
        400,
        ORDER_MESSAGES.imageDimensions,
      ],
      [
        {
          name: "huge.png",
          type: "image/png",
          bytes: Buffer.concat([png(1, 1), Buffer.alloc(5 * 1024 * 1024)]),
        },
        400,
        ORDER_MESSAGES.imageTooLarge,
      ],
    ];
    for (const [file, status, message] of bad) {
      const res = await f.create({}, [["proof_image", file]]);
      expect(res.statusCode, file.name).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const two = await f.create({}, [
      ["proof_image", { name: "a.png", type: "image/png", bytes: png(1, 1) }],
      ["proof_image", { name: "b.png", type: "image/png", bytes: png(1, 1) }],
    ]);
    expect(two.statusCode).toBe(400);
    const otherField = await f.create({}, [
      ["foto", { name: "a.png", type: "image/png", bytes: png(1, 1) }],
    ]);
    expect(otherField.json().message).toBe('Kunci tidak dikenali : "foto"');
    // a good image with a bad field: the image written first is removed again
    const failedTx = await f.create({ talents_id: "99999" }, [
      ["proof_image", { name: "a.png", type: "image/png", bytes: png(1, 1) }],
    ]);
    expect(failedTx.statusCode).toBe(400);
    expect(files().length).toBe(before);
    expect(await f.count("SELECT count(*)::int AS n FROM orders")).toBe(orders);
  });
});
