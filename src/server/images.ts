// Proof images: checked by content (never the client's mimetype or file name), stored under a
// random name in config.imagesDir and served read-only at /images/{name}.
import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import sharp from "sharp";
import { ORDER_MESSAGES } from "../contract/orders";
import { badRequest } from "./http-error";

const EXT_BY_MIME: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
export const MAX_IMAGE_SIDE = 10_000;

/** A validated image ready to be written; `ext` comes from the detected content type. */
export interface ProofImage {
  bytes: Buffer;
  ext: string;
}

export async function inspectProofImage(bytes: Buffer): Promise<ProofImage> {
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
  return { bytes: await reencode(bytes, ext), ext };
}

/**
 * Decodes every pixel (a truncated or corrupt image fails here) and stores a fresh encoding of
 * them, never the upload's bytes: HTML or script appended to a valid image (a polyglot) and
 * metadata such as EXIF location do not survive. EXIF orientation is applied first.
 */
async function reencode(bytes: Buffer, ext: string): Promise<Buffer> {
  try {
    const image = sharp(bytes, {
      failOn: "error",
      limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE,
    }).rotate();
    const encoded =
      ext === "png"
        ? image.png({ compressionLevel: 9 })
        : ext === "webp"
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90, mozjpeg: true });
    return await encoded.toBuffer();
  } catch {
    throw badRequest(ORDER_MESSAGES.imageUnreadable);
  }
}

/** Writes under a fresh random name and returns that name (what orders.proof_image holds). */
export async function saveProofImage(dir: string, image: ProofImage): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${image.ext}`;
  await writeFile(join(dir, name), image.bytes, { flag: "wx" });
  return name;
}

/**
 * Best effort: a missing file is fine, and a name that is not a plain file name (old data,
 * "../x") is never joined onto the directory.
 */
export async function removeProofImage(dir: string, name: string | null | undefined) {
  if (!name || basename(name) !== name || name.startsWith(".")) return;
  await unlink(join(dir, name)).catch(() => undefined);
}
