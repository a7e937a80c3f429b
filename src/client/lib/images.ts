// Proof images are served read-only at /images/{file} on the app's origin (RULES.md S2).
const IMAGES_BASE = "/images";

/** The URL of a stored proof image; the stored name is encoded, never concatenated raw. */
export const proofImageUrl = (file: string) => `${IMAGES_BASE}/${encodeURIComponent(file)}`;
