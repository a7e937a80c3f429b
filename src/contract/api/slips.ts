// Weekly slips over WhatsApp: make a share link (and its wa.me message), revoke it, and the
// public read of a link (no session: the token is the only key, RULES.md D12).
import { messageResponse } from "../common";
import { endpoint, file } from "../endpoint";
import { publicSlipResponse, shareSlipBody, shareSlipResponse, slipTokenParams } from "../slips";

export const slipsApi = {
  share: endpoint("POST /payouts/slips/share", {
    body: shareSlipBody,
    created: shareSlipResponse,
    summary:
      "Tautan slip mingguan satu talent untuk dikirim via WhatsApp (berlaku SLIP_LINK_DAYS hari), dengan tautan wa.me dan pesannya",
  }),
  revoke: endpoint("DELETE /payouts/slips/share/:token", {
    params: slipTokenParams,
    ok: messageResponse,
    summary: "Cabut tautan slip (owner, atau yang membuatnya)",
  }),
  read: endpoint("GET /slips/:token", {
    params: slipTokenParams,
    ok: publicSlipResponse,
    access: "public",
    summary:
      "Isi slip dari tautannya (tanpa login): 404 tautan tidak dikenal, 410 kedaluwarsa atau dicabut",
  }),
  pdf: endpoint("GET /slips/:token/pdf", {
    params: slipTokenParams,
    ok: file("application/pdf"),
    access: "public",
    summary: "PDF slip dari tautannya (tanpa login), sama dengan slip mingguan talent",
  }),
};
