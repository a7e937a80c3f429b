// Proof images: checked by content (never the client's mimetype or file name), bounded in
// pixels, downscaled, re-encoded, and stored in the database under a random name (proof_images,
// migration 6); served read-only at /images/{name} (plugins/static.ts).
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import sharp from "sharp";
import { ORDER_MESSAGES } from "../contract/orders";
import type { Queryable } from "../db/connection";
import { importImage, insertImage } from "../db/repositories/images";
import { badRequest } from "./http-error";

// One libvips thread per image: with IMAGE_WORKERS decodes at once this bounds the share of
// libuv's pool that images take (it also hashes passwords and reads files); no cache of
// decoded pixels kept between uploads.
sharp.concurrency(1);
sharp.cache(false);

const MIME_BY_EXT: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
const EXT_BY_MIME = Object.fromEntries(Object.entries(MIME_BY_EXT).map(([e, m]) => [m, e]));
const MAX_IMAGE_SIDE = 10_000;
/** A phone photo of a receipt is 12–16 MP; 40 MP leaves room and bounds a decode to ~120 MB. */
const MAX_IMAGE_PIXELS = 40_000_000;
/** What is stored: a receipt stays legible, a 48 MP photo shrinks to ~0.5 MB. */
const STORED_LONGEST_SIDE = 2_000;

/** A validated image ready to be stored; `ext` comes from the detected content type. */
export interface ProofImage {
  bytes: Buffer;
  ext: string;
}

/** Header checks only (no decode): what may enter the decode queue. */
export async function checkProofImage(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && EXT_BY_MIME[type.mime];
  if (!ext) throw badRequest(ORDER_MESSAGES.imageType);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw badRequest(ORDER_MESSAGES.imageUnreadable);
  }
  if (!size.width || !size.height) throw badRequest(ORDER_MESSAGES.imageUnreadable);
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    throw badRequest(ORDER_MESSAGES.imageDimensions);
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw badRequest(ORDER_MESSAGES.imagePixels);
  return ext;
}

/**
 * Decodes every pixel (a truncated or corrupt image fails here) and stores a fresh encoding of
 * them, never the upload's bytes: HTML or script appended to a valid image (a polyglot) and
 * metadata such as EXIF location do not survive. EXIF orientation is applied first; anything
 * over STORED_LONGEST_SIDE is scaled down (JPEG shrinks while it decodes, so it never holds
 * the full-size pixels).
 */
export async function reencodeProofImage(bytes: Buffer, ext: string): Promise<ProofImage> {
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({
        width: STORED_LONGEST_SIDE,
        height: STORED_LONGEST_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      });
    const encoded =
      ext === "png"
        ? image.png({ compressionLevel: 9 })
        : ext === "webp"
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), ext };
  } catch {
    throw badRequest(ORDER_MESSAGES.imageUnreadable);
  }
}

/** Stores the image in the caller's transaction and returns its name (orders.proof_image). */
export async function saveProofImage(tx: Queryable, image: ProofImage): Promise<string> {
  const name = `${randomUUID()}.${image.ext}`;
  await insertImage(tx, { name, contentType: MIME_BY_EXT[image.ext], bytes: image.bytes });
  return name;
}

const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/**
 * Files written to DATA_DIR/images by versions before migration 6: copied into the table once
 * (the files stay where they are). Returns how many were new.
 */
export async function importImageFiles(db: Queryable, dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let imported = 0;
  for (const name of names) {
    const m = STORED_NAME.exec(name);
    if (!m) continue;
    const bytes = await readFile(join(dir, name));
    if (await importImage(db, { name, contentType: MIME_BY_EXT[m[1]], bytes })) imported++;
  }
  return imported;
}
