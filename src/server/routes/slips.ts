// Slips over WhatsApp (RULES.md D12): make and revoke a share link (signed-in), and the public
// reads of a link (its figures, its PDF), throttled per address so tokens cannot be walked.
import type { FastifyRequest } from "fastify";
import type { App } from "../types";
import { slipsApi } from "../../contract/api/slips";
import { revokeSlip, shareSlip, sharedSlip } from "../usecases/slip-shares";
import { throttle } from "../auth/throttle";
import { addressKey } from "../auth/address";
import { fileSlug, sendPdf } from "../pdf/send";
import { implement } from "./implement";

/** Public reads of slip links a minute, per address (a phone opening its slip needs a few). */
const SLIP_READS_PER_MINUTE = 30;

export const throttleSlipRead = (app: App, req: FastifyRequest) =>
  throttle(app.db, [{ key: `slip:ip:${addressKey(req.ip)}`, max: SLIP_READS_PER_MINUTE }]);

/** The slip's PDF, the same document as the talent's weekly slip (GET /report/pdf/talent). */
async function slipPdf(app: App, token: string) {
  const { slip } = await sharedSlip(app.db, token);
  const pdf = await app.pdf.render({
    input: { kind: "talent-weekly", slip },
    agencyName: app.config.agencyName,
    madeAt: new Date().toISOString(),
  });
  const name = fileSlug(slip.talent_name, "talent");
  return { pdf, fileName: `Report_${name}_${slip.start_date}_${slip.end_date}.pdf` };
}

export default async function slipsRoutes(app: App) {
  implement(app, slipsApi, {
    share: async (req) => ({ data: await shareSlip(app.db, req.user.id, req.body, app.config) }),
    revoke: async (req) => {
      await revokeSlip(app.db, req.user, req.params.token);
      return { message: "Tautan slip dicabut" };
    },
    read: async (req) => {
      await throttleSlipRead(app, req);
      return { data: await sharedSlip(app.db, req.params.token) };
    },
    pdf: async (req, reply) => {
      await throttleSlipRead(app, req);
      const { pdf, fileName } = await slipPdf(app, req.params.token);
      return sendPdf(reply, fileName, pdf);
    },
  });
}
