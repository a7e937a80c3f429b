// The server words a refusal "field: reason" (errors plugin) or as a whole sentence. The form
// kit puts a named field's reason under that field and anything else over the form.

/** `{ field, reason }` when the message starts with one of `fields` and a colon, else null. */
export function fieldOfMessage(
  message: string,
  fields: readonly string[],
): { field: string; reason: string } | null {
  const m = /^([\w.[\]]+): (.+)$/s.exec(message);
  if (!m) return null;
  // "tips.0.amount" names the array row's field; "tips" alone names the array
  const field = m[1].replace(/\[(\d+)\]/g, ".$1");
  const known = fields.some((f) => field === f || field.startsWith(f + "."));
  return known ? { field, reason: m[2] } : null;
}

/**
 * A contract message that is a whole sentence ('All fields are required.', 'User, Talent, dan
 * Price wajib diisi!') shows once over the form; a fragment ('maksimal 120 karakter') belongs
 * under its field. Sentences start with a capital letter, fragments never do.
 */
export const isSentence = (message: string | undefined): message is string =>
  !!message && /^\p{Lu}/u.test(message);
