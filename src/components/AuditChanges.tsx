// What one audit entry changed, as "Harga: Rp 100.000 → Rp 120.000" lines: shared by the order
// detail's 'Riwayat' tab and the owner's audit grid. Money fields show in rupiah.
import type { AuditChange, AuditEntry } from "../contract/audit";
import { AUDIT_MONEY_FIELDS } from "../contract/values";
import { EMPTY, formatNumber, formatRupiah } from "../client/lib/format";

export const AUDIT_FIELD_LABELS: Record<string, string> = {
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
};

const MONEY = new Set<string>(AUDIT_MONEY_FIELDS);
/** Percentages with up to two decimals, written the Indonesian way (72,5). */
const RATES = new Set(["talent_rate", "admin_rate"]);

export function auditValue(field: string, v: AuditChange["old"]): string {
  if (v === null || v === "") return EMPTY;
  if (typeof v === "number" && MONEY.has(field)) return formatRupiah(v);
  if (typeof v === "number" && RATES.has(field)) return formatNumber(v, 2);
  return String(v);
}

export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

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
