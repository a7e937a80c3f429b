// The server words a refusal "Label: reason" and names the field by its wire path (`field`,
// errors plugin, RULES.md D6), or as a whole sentence. The form kit puts a named field's reason
// under that field and anything else over the form.

/**
 * `{ field, reason }` when the refusal names one of `fields` (`field`, the answer's wire path),
 * else null. An older server words it "price: reason" without `field`: that is read too.
 */
export function fieldOfMessage(
  message: string,
  fields: readonly string[],
  named?: string,
): { field: string; reason: string } | null {
  const m = named ? /^[^:]+: (.+)$/s.exec(message) : /^([\w.[\]]+): (.+)$/s.exec(message)?.slice(1);
  if (!m) return null;
  // "tips.0.amount" names the array row's field; "tips" alone names the array
  const field = (named ?? m[0]).replace(/\[(\d+)\]/g, ".$1");
  const known = fields.some((f) => field === f || field.startsWith(f + "."));
  return known ? { field, reason: m[1] } : null;
}

/**
 * A contract message that is a whole sentence ('All fields are required.', 'User, Talent, dan
 * Price wajib diisi!') shows once over the form; a fragment ('maksimal 120 karakter') belongs
 * under its field. Sentences start with a capital letter, fragments never do.
 */
export const isSentence = (message: string | undefined): message is string =>
  !!message && /^\p{Lu}/u.test(message);
