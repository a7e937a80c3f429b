// GET /s/:token: the page a talent opens from WhatsApp (RULES.md D12). Plain HTML made on the
// server, no script and no session: the slip's figures as the weekly PDF has them, readable on
// a phone, and a button to the PDF. A link never made is 404, one expired or revoked 410, each
// with an Indonesian page saying what to do; a malformed token is 404 too.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "./types";
import { slipToken, SLIP_LINK_MESSAGES } from "../contract/slips";
import type { TalentWeekSlip } from "../contract/weekly";
import { formatDateLong, formatRangeLong, formatRupiah } from "../money/format";
import { sharedSlip } from "./usecases/slip-shares";
import { throttleSlipRead } from "./routes/slips";
import { HttpError } from "./http-error";

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const STYLE = `
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#1c2127}
main{max-width:560px;margin:0 auto;padding:20px 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:18px}
.agency{font-size:14px;color:#5f6b7c;margin:0}
h1{font-size:22px;margin:4px 0 2px}
.period{margin:0 0 14px;color:#404854}
dl{margin:0;display:grid;grid-template-columns:1fr auto;gap:8px 12px}
dt{color:#404854}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;font-weight:600}
.total{border-top:1px solid #d3d8de;padding-top:8px}
.status{display:inline-block;margin:14px 0 0;padding:3px 10px;border-radius:12px;font-size:14px;font-weight:600}
.lunas{background:#d4f3e2;color:#1c6e42}.belum{background:#fde9cf;color:#935610}
a.pdf{display:block;margin:18px 0 0;padding:12px;text-align:center;border-radius:8px;background:#2d72d2;color:#fff;text-decoration:none;font-weight:600}
.note{font-size:13px;color:#5f6b7c;margin:12px 0 0}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

function slipHtml(agency: string, slip: TalentWeekSlip, expiresAt: string, pdfUrl: string) {
  const f = slip.figures;
  const row = (label: string, value: number, cls = "") =>
    `<dt class="${cls}">${label}</dt><dd class="${cls}">${esc(formatRupiah(value))}</dd>`;
  const lunas = slip.payment.lunas;
  return page(
    `Slip ${slip.talent_name}`,
    `<div class="card">
<p class="agency">${esc(agency)}</p>
<h1>Slip Pembayaran: ${esc(slip.talent_name)}</h1>
<p class="period">${esc(formatRangeLong(slip.start_date, slip.end_date))} · ${f.total_orders} order</p>
<dl>${row("Talent fee", f.total_talent_share)}${row("Tip", f.tip_talent)}${row(
      "Total",
      f.talent_fee_plus_tip,
      "total",
    )}${row("Dibayar", slip.payment.paid)}${row("Sisa", slip.payment.outstanding)}</dl>
<span class="status ${lunas ? "lunas" : "belum"}">${lunas ? "Lunas" : "Belum lunas"}</span>
<a class="pdf" href="${esc(pdfUrl)}">Unduh slip (PDF)</a>
<p class="note">Tautan ini berlaku sampai ${esc(formatDateLong(expiresAt))}.</p>
</div>`,
  );
}

const refusal = (status: number, message: string) =>
  page(
    status === 410 ? "Tautan tidak berlaku" : "Tautan tidak ditemukan",
    `<div class="card"><h1>${status === 410 ? "Tautan tidak berlaku" : "Tautan tidak ditemukan"}</h1>
<p>${esc(message)}</p></div>`,
  );

export default async function slipPage(app: App) {
  app.get("/s/:token", async (req: FastifyRequest<{ Params: { token: string } }>, reply) => {
    const send = (status: number, html: string): FastifyReply =>
      reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .send(html);
    await throttleSlipRead(app, req);
    const token = slipToken.safeParse(req.params.token);
    if (!token.success) return send(404, refusal(404, SLIP_LINK_MESSAGES.notFound));
    try {
      const { slip, expires_at } = await sharedSlip(app.db, token.data);
      const pdfUrl = `${app.config.apiPrefix}/slips/${token.data}/pdf`;
      return send(200, slipHtml(app.config.agencyName, slip, expires_at, pdfUrl));
    } catch (err) {
      if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 410))
        return send(err.statusCode, refusal(err.statusCode, err.message));
      throw err;
    }
  });
}
