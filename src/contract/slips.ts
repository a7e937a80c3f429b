// Weekly slips sent over WhatsApp: a share link per talent and period (a random token; only its
// hash is stored), the wa.me link with the Indonesian message, and what the public link shows.
import { z, bodyId, dateText } from "./common";
import { talentWeekSlip } from "./weekly";

/** Days a slip link works after it is made. */
export const SLIP_LINK_DAYS = 14;

/** What a link that no longer works says (410), and one that never existed (404). */
export const SLIP_LINK_MESSAGES = {
  notFound: "Tautan slip tidak ditemukan. Periksa kembali tautan yang Anda terima.",
  expired: "Tautan slip ini sudah kedaluwarsa. Minta tautan baru kepada admin agensi.",
  revoked: "Tautan slip ini sudah dicabut. Minta tautan baru kepada admin agensi.",
  revokeForbidden: "Hanya owner atau pembuat tautan yang dapat mencabutnya",
} as const;

/**
 * The token in a link: 43 base64url characters (32 random bytes). A malformed one reads as one
 * never made (a whole sentence: no field label in front, which would say 'Link reset').
 */
export const slipToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, SLIP_LINK_MESSAGES.notFound);

export const shareSlipBody = z
  .strictObject({
    talent_id: bodyId("Talent wajib dipilih"),
    start_date: dateText,
    end_date: dateText,
  })
  .refine((b) => b.start_date <= b.end_date, {
    message: "Tanggal mulai tidak boleh setelah tanggal akhir",
    path: ["end_date"],
  });
export type ShareSlipBody = z.infer<typeof shareSlipBody>;

export const shareSlipResponse = z.object({
  data: z.object({
    /** The public page of the slip (PUBLIC_URL/s/<token>). */
    url: z.string(),
    expires_at: z.string(),
    /** wa.me with the talent's number (or none: WhatsApp asks whom to send to) and the message. */
    whatsapp_url: z.string(),
    /** The prefilled message. */
    message: z.string(),
  }),
});

export const slipTokenParams = z.strictObject({ token: slipToken });

/** GET /slips/:token (public): the slip's figures, as the talent's PDF has them. */
export const publicSlipResponse = z.object({
  data: z.object({ slip: talentWeekSlip, expires_at: z.string() }),
});
