// What one audit entry changed, as "Harga: Rp 100.000 → Rp 120.000" lines: shared by the order
// detail's 'Riwayat' tab and the owner's audit grid. Money fields show in rupiah.
import type { AuditChange, AuditEntry } from "../contract/audit";
import { AUDIT_MONEY_FIELDS } from "../contract/values";
import {
  EMPTY,
  formatDateId,
  formatDateTime,
  formatNumber,
  formatRupiah,
} from "../client/lib/format";

const AUDIT_FIELD_LABELS: Record<string, string> = {
  price: "Harga",
  net_price: "Harga bersih",
  talent_share: "Bagian talent",
  admin_fee: "Fee admin",
  tip_talent: "Tip talent",
  tip_admin: "Tip admin",
  refund_status: "Status refund",
  customer_name: "Nama customer",
  description: "Deskripsi",
  proof_image: "Bukti pembayaran",
  kas: "Kas",
  talent_rate: "Rate talent (%)",
  admin_rate: "Rate admin (%)",
  amount: "Jumlah",
  paid_at: "Tanggal bayar",
  person_name: "Penerima",
  start_date: "Mulai",
  end_date: "Sampai",
  closed: "Ditutup",
  closed_at: "Ditutup pada",
  closed_by: "Ditutup oleh (id)",
  closed_by_name: "Ditutup oleh",
  reason: "Alasan",
  name: "Nama",
};

export const AUDIT_ACTION_LABELS: Record<AuditEntry["action"], string> = {
  create: "Dibuat",
  update: "Diubah",
  delete: "Dihapus",
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntry["entity"], string> = {
  order: "Order",
  kas: "Kas",
  rates: "Rate",
  payout: "Pembayaran",
  period: "Periode",
  service: "Service",
  sub_service: "Sub service",
  talent: "Talent",
  category: "Kategori",
  user: "User",
  slip: "Tautan slip",
};

const MONEY = new Set<string>(AUDIT_MONEY_FIELDS);
/** Calendar dates (dd/MM/yyyy) and instants (dd/MM/yyyy HH.mm WIB), never the wire's ISO text. */
const DATES = new Set(["paid_at", "start_date", "end_date", "date"]);
const INSTANTS = new Set(["closed_at", "created_at", "updated_at"]);
/** Percentages with up to two decimals, written the Indonesian way (72,5). */
const RATES = new Set(["talent_rate", "admin_rate"]);

function auditValue(field: string, v: AuditChange["old"]): string {
  if (v === null || v === "") return EMPTY;
  if (typeof v === "number" && MONEY.has(field)) return formatRupiah(v);
  if (typeof v === "number" && RATES.has(field)) return formatNumber(v, 2);
  if (typeof v === "string" && DATES.has(field)) return formatDateId(v);
  if (typeof v === "string" && INSTANTS.has(field)) return formatDateTime(v);
  // a closed month's flag (RULES.md D9), stored as JSON true / false
  if (v === "true" || v === "false") return v === "true" ? "Ya" : "Tidak";
  return String(v);
}

const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

/** One line per change: `Harga: Rp 100.000 → Rp 120.000`. */
export const auditChangeText = (c: AuditChange) =>
  `${auditFieldLabel(c.field)}: ${auditValue(c.field, c.old)} → ${auditValue(c.field, c.new)}`;

export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span className="muted">{EMPTY}</span>;
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {changes.map((c) => (
        <li key={c.field}>{auditChangeText(c)}</li>
      ))}
    </ul>
  );
}
