// 'Kirim via WhatsApp' (RULES.md D12): the link is made on the server, then WhatsApp opens with
// the message. The tab is opened at the click, before the call answers: a browser lets a click
// open a window, not a callback a moment later.
import { toast } from "../../client/lib/toast";
import { errorMessage } from "../../client/lib/http";
import { formatDateLong } from "../../money/format";
import type { WeeklyTalentsRow } from "../../contract/weekly";
import { shareSlip } from "./api/share-slip";

export async function sendSlipOverWhatsApp(row: WeeklyTalentsRow) {
  const tab = window.open("about:blank", "_blank");
  try {
    const link = await shareSlip({
      talent_id: row.talents_id,
      start_date: row.start_date,
      end_date: row.end_date,
    });
    if (tab) tab.location.href = link.whatsapp_url;
    else window.location.href = link.whatsapp_url;
    toast.success(
      `Slip ${row.talent_name} siap dikirim; tautan berlaku sampai ${formatDateLong(link.expires_at)}`,
    );
  } catch (err) {
    tab?.close();
    toast.error(errorMessage(err, "Gagal membuat tautan slip"));
  }
}
