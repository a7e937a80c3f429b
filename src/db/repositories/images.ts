import type { Queryable } from "../connection";

export interface StoredImage {
  name: string;
  content_type: string;
  bytes: Uint8Array;
  created_at: string;
}

export async function insertImage(
  db: Queryable,
  image: { name: string; contentType: string; bytes: Uint8Array },
): Promise<void> {
  await db.query("INSERT INTO proof_images (name, content_type, bytes) VALUES ($1, $2, $3)", [
    image.name,
    image.contentType,
    image.bytes,
  ]);
}

/** A file left on disk by an older version; one already in the table is kept as it is. */
export async function importImage(
  db: Queryable,
  image: { name: string; contentType: string; bytes: Uint8Array },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO proof_images (name, content_type, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO NOTHING RETURNING name`,
    [image.name, image.contentType, image.bytes],
  );
  return rows.length > 0;
}

export async function findImage(db: Queryable, name: string): Promise<StoredImage | undefined> {
  const rows = await db.query<StoredImage>(
    "SELECT name, content_type, bytes, created_at FROM proof_images WHERE name = $1",
    [name],
  );
  return rows[0];
}

export async function deleteImage(db: Queryable, name: string): Promise<void> {
  await db.query("DELETE FROM proof_images WHERE name = $1", [name]);
}
