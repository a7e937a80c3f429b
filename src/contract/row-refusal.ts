// A refusal inside a change of several rows at once (POST /order/cells and the other grids'
// `/cells`): the message names the row by its place in `rows`, the way a validation message names
// a field — `rows.1: Data sudah diubah …` from a rule, `rows.1.body.price: maksimal …` from the
// schema — so a grid shows it at that row's cell, in words (`Baris 2 (Harga): …`). No zod here:
// the spreadsheet reads these without loading the schemas.

/** `rows.<index>: <message>`: what the server answers when row `index` is refused. */
export const rowRefusal = (index: number, message: string) => `rows.${index}: ${message}`;

export interface RowRefusal {
  /** 0-based place of the row in `rows`. */
  index: number;
  /** The field the schema refused (`price`), when it was one field. */
  field?: string;
  message: string;
}

/** The row (and field) a batch refusal names; null when it names none. */
export function readRowRefusal(message: string): RowRefusal | null {
  const m = /^rows\.(\d+)(?:\.body\.(\w+)[\w.]*)?: ([\s\S]*)$/.exec(message);
  if (!m) return null;
  return { index: Number(m[1]), ...(m[2] ? { field: m[2] } : {}), message: m[3] };
}
