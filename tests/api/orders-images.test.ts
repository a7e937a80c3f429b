import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importImageFiles } from "../../src/server/images";
import { orderFixture, png, type Upload } from "../helpers/orders";
import { ORDER_MESSAGES } from "../../src/contract/orders";
import { OWNER, perFile } from "../helpers/app";

const f = perFile(orderFixture);

describe("proof images", () => {
  const stored = async (name: string) =>
    (await f.count(`SELECT count(*)::int AS n FROM proof_images WHERE name = '${name}'`)) === 1;

  it("stores a real PNG under a random name, serves it, and removes the old file on replace", async () => {
    const res = await f.create({}, [
      ["proof_image", { name: "bukti.png", type: "image/png", bytes: png(2, 2) }],
    ]);
    expect(res.statusCode).toBe(201);
    const { id, proof_image } = res.json().data;
    expect(proof_image).toMatch(/^[0-9a-f-]{36}\.png$/);
    const served = await f.t.call({ method: "GET", url: `/images/${proof_image}`, token: f.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");

    const mislabelled = await f.update(id, { customer_name: "Budi", price: "1000" }, [
      ["proof_image", { name: "baru.txt", type: "text/plain", bytes: png(3, 1) }],
    ]);
    expect(mislabelled.statusCode).toBe(200);
    const replaced = mislabelled.json().data.proof_image;
    expect(replaced).toMatch(/\.png$/);
    expect(replaced).not.toBe(proof_image);
    expect(await stored(proof_image)).toBe(false);
    expect(await stored(replaced)).toBe(true);

    const kept = await f.update(id, { customer_name: "Budi", price: "1000" });
    expect(kept.json().data.proof_image).toBe(replaced);
  });

  it("refuses files by content, size and dimensions, leaving no file and no order behind", async () => {
    const images = () => f.count("SELECT count(*)::int AS n FROM proof_images");
    const before = await images();
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
    expect(await images()).toBe(before);
    expect(await f.count("SELECT count(*)::int AS n FROM orders")).toBe(orders);
  });
});

/** A real 8×8 JPEG whose header claims width×height (what a decompression bomb looks like). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .jpeg()
    .toBuffer();
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

describe("proof images: pixels are bounded, stored images downscaled, decodes queued", () => {
  it("refuses a 10000×10000 JPEG before decoding it, leaving nothing behind", async () => {
    const images = await f.count("SELECT count(*)::int AS n FROM proof_images");
    const res = await f.create({}, [
      [
        "proof_image",
        { name: "bom.jpg", type: "image/jpeg", bytes: await jpegClaiming(10_000, 10_000) },
      ],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.imagePixels);
    expect(await f.count("SELECT count(*)::int AS n FROM proof_images")).toBe(images);
  });

  it("stores a large photo scaled to a longest side of 2,000 px", async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 0, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const res = await f.create({}, [
      ["proof_image", { name: "struk.jpg", type: "image/jpeg", bytes: photo }],
    ]);
    expect(res.statusCode).toBe(201);
    const served = await f.t.call({
      method: "GET",
      url: `/images/${res.json().data.proof_image}`,
      token: f.token,
    });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1500]);
  });

  it("answers 503 with Retry-After once the decode queue is full", async () => {
    const q = await orderFixture({ IMAGE_WORKERS: "1", IMAGE_QUEUE_LIMIT: "1" });
    try {
      const photo = await sharp({
        create: { width: 6000, height: 6000, channels: 3, background: { r: 9, g: 9, b: 9 } },
      })
        .jpeg()
        .toBuffer();
      const upload = { name: "besar.jpg", type: "image/jpeg", bytes: photo };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => q.create({}, [["proof_image", upload]])),
      );
      const busy = answers.filter((r) => r.statusCode === 503);
      const created = answers.filter((r) => r.statusCode === 201);
      expect(created.length + busy.length).toBe(6);
      expect(created.length).toBeGreaterThanOrEqual(2); // one decoding, one waiting
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(busy[0].headers["retry-after"]).toBe("5");
      expect(busy[0].json().message).toBe(ORDER_MESSAGES.imageBusy);
      expect(await q.count("SELECT count(*)::int AS n FROM orders")).toBe(created.length);
      expect(await q.count("SELECT count(*)::int AS n FROM proof_images")).toBe(created.length);
    } finally {
      await q.t.close();
    }
  });
});

describe("images written to disk by an older version", () => {
  it("are copied into the database at start and served from the same path", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kt-old-images-"));
    const name = `${randomUUID()}.png`;
    writeFileSync(join(dir, name), png(3, 2));
    writeFileSync(join(dir, "not-ours.txt"), "x");
    expect(await importImageFiles(f.t.db, dir)).toBe(1);
    expect(await importImageFiles(f.t.db, dir)).toBe(0); // the next start finds it there
    const served = await f.t.call({ method: "GET", url: `/images/${name}`, token: f.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("private, no-cache");
    expect(served.rawPayload.equals(png(3, 2))).toBe(true);
    const again = await f.t.call({
      method: "GET",
      url: `/images/${name}`,
      token: f.token,
      headers: { "if-none-match": String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("proof images are for signed-in users only", () => {
  it("answer 401 without a session, 200 with the sign-in's image cookie, 401 after logout", async () => {
    const res = await f.create({}, [
      ["proof_image", { name: "bukti.png", type: "image/png", bytes: png(2, 2) }],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const url = `/images/${res.json().data.proof_image}`;
    const anonymous = await f.t.call({ method: "GET", url });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.body).not.toContain("PNG");

    const login = await f.t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: OWNER.email, password: OWNER.password },
    });
    const cookie = login.cookies.find((c) => c.name === "imageSession")!;
    expect(cookie).toMatchObject({ path: "/images", httpOnly: true, sameSite: "Strict" });
    const refresh = login.cookies.find((c) => c.name === "refreshToken")!.value;
    const withCookie = await f.t.call({
      method: "GET",
      url,
      cookies: { imageSession: cookie.value },
    });
    expect(withCookie.statusCode).toBe(200);
    // the image cookie is no access token
    const asBearer = await f.t.call({ method: "GET", url: "/api/users/user", token: cookie.value });
    expect(asBearer.statusCode).toBe(401);
    const forged = await f.t.call({ method: "GET", url, cookies: { imageSession: "x.y.z" } });
    expect(forged.statusCode).toBe(401);

    await f.t.call({
      method: "POST",
      url: "/api/users/logout",
      cookies: { refreshToken: refresh },
    });
    const afterLogout = await f.t.call({
      method: "GET",
      url,
      cookies: { imageSession: cookie.value },
    });
    expect(afterLogout.statusCode).toBe(401);
  });
});
