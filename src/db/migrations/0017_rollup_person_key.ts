// One person's rows of order_rollup_props (dimension 'talent' or 'admin', key = the person's
// id): what a person owes per week or month is summed from them (money-sql.ts personRollup,
// RULES.md D8). The primary key (dim, date, key) serves a date range over every person; this
// index serves one person's ledger, slip and amount check without reading the others' rows.
// The rollup upsert changes only the sums, so its updates stay HOT.
export const up = /* sql */ `
CREATE INDEX order_rollup_props_key_idx ON order_rollup_props (dim, key, date);
`;
