// Apart from format.ts so a module that only needs the empty mark (a form's field diff) does not
// take the formatters into its chunk (bundle budget of /login).
/** What an empty cell or value shows (RULES.md S2: "Empty cells show '-'"). */
export const EMPTY = "-";
