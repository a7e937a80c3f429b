// 'Kirim via WhatsApp' of a talent's period (RULES.md D12), from a weekly payout row and after a
// payout is recorded: the link is made on the server (the slip's "sent" record), then
// - where the browser can hand a file to another app (phones: the Web Share API with files), the
//   slip's PDF itself goes to the share sheet with the message;
// - otherwise WhatsApp opens (wa.me) with the message. The tab is opened at the click, before the
//   call answers: a browser lets a click open a window, not a callback a moment later.
import { toast } from "../../client/lib/toast";
import { invalidateAfter } from "../../client/lib/invalidation";
import { errorMessage } from "../../client/lib/http";
import { formatDateLong } from "../../money/format";
import { shareSlip } from "./api/share-slip";
import { downloadTalentWeekSlipPdf } from "./api/week-slips-pdf";
import type { PayablePeriod } from "./payable";

type ShareLink = Awaited<ReturnType<typeof shareSlip>>;

/** Makes the link; the payout list then shows the slip as sent (the server's live event says
 * "payout" to the others: events.ts). */
async function linkOf(p: PayablePeriod) {
  const link = await shareSlip({
    talent_id: p.person_id,
    start_date: p.start_date,
    end_date: p.end_date,
  });
  void invalidateAfter("payout");
  return link;
}

/** The browser can share a PDF file (navigator.share with files: phones, some desktops). */
function canSharePdf(): boolean {
  if (typeof navigator.share !== "function" || typeof navigator.canShare !== "function")
    return false;
  try {
    const probe = new File(["%PDF-"], "slip.pdf", { type: "application/pdf" });
    return navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

export function sendSlip(p: PayablePeriod): Promise<void> {
  return canSharePdf() ? sharePdf(p) : openWhatsApp(p);
}

async function openWhatsApp(p: PayablePeriod) {
  const tab = window.open("about:blank", "_blank");
  try {
    const link = await linkOf(p);
    if (tab) tab.location.href = link.whatsapp_url;
    else window.location.href = link.whatsapp_url;
    toast.success(
      `Slip ${p.person_name} siap dikirim; tautan berlaku sampai ${formatDateLong(link.expires_at)}`,
    );
  } catch (err) {
    tab?.close();
    toast.error(errorMessage(err, "Gagal membuat tautan slip"));
  }
}

async function sharePdf(p: PayablePeriod) {
  try {
    const [link, pdf] = await Promise.all([
      linkOf(p),
      downloadTalentWeekSlipPdf(p.person_id, { start: p.start_date, end: p.end_date }),
    ]);
    const name = pdf.fileName ?? `Slip_${p.person_name}_${p.start_date}_${p.end_date}.pdf`;
    const file = new File([pdf.blob], name, { type: "application/pdf" });
    await shareFile(p, file, link, true);
  } catch (err) {
    toast.error(errorMessage(err, "Gagal membuat tautan slip"));
  }
}

/**
 * The share sheet wants the click's moment; loading the PDF may outlast it (Safari), and then
 * `share` is refused: a toast asks for one more click, which shares, or opens WhatsApp.
 */
async function shareFile(p: PayablePeriod, file: File, link: ShareLink, firstTry: boolean) {
  try {
    await navigator.share({ files: [file], title: `Slip ${p.person_name}`, text: link.message });
    toast.success(`Slip ${p.person_name} dibagikan`);
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") return; // the sheet closed
    if (!firstTry) {
      window.open(link.whatsapp_url, "_blank");
      return;
    }
    toast.success(`Slip ${p.person_name} siap dibagikan`, 15_000, {
      text: "Bagikan slip",
      icon: "send-message",
      onClick: () => void shareFile(p, file, link, false),
    });
  }
}
