// The rates in force now as basis points, for the preview of a new order.
import { useAtomValue } from "jotai";
import { percentToBp } from "../../../money/rules";
import { ratesAtom } from "../form-atoms";
import type { PreviewRates } from "./SharePreview";

export function useCurrentRates(): { data?: PreviewRates; isError: boolean } {
  const rates = useAtomValue(ratesAtom);
  if (!rates.data) return { isError: rates.isError };
  const talent = percentToBp(rates.data.talent_rate);
  const admin = percentToBp(rates.data.admin_rate);
  if (talent === undefined || admin === undefined) return { isError: true };
  return { data: { talent_rate_bp: talent, admin_rate_bp: admin }, isError: false };
}
