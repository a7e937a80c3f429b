import { formatNumber } from "../../../client/lib/format";

/** 72.5 → "72,5%" (id-ID, at most the two decimals a rate may have). */
export const percentText = (p: number) => `${formatNumber(p, 2)}%`;
/** 72.5 → "72,5": a rate as the form's input holds it. */
export const percentInput = (p: number) => formatNumber(p, 2);
