// How a refusal names a field to the user (RULES.md D6): the wire names (`price`,
// `start_date`, `tips.0.amount`) stay on the wire; a message says "Harga", "Tanggal mulai",
// "Tip ke-1, jumlah". The errors plugin words every validation refusal with these, and the
// contract's own field messages too. No zod here: the browser may import it.

/** Every field name an endpoint takes (params, query, body, nested keys) → its words. */
export const FIELD_LABELS: Record<string, string> = {
  action: "Aksi",
  admin: "Admin",
  admin_fee: "Admin Fee",
  admin_fee_plus_tip: "Admin Fee + Tip",
  admin_name: "Admin",
  admin_rate: "Rate admin",
  advance: "Uang muka",
  amount: "Jumlah",
  body: "Isi",
  client: "Client",
  colId: "Kolom",
  cols: "Kolom periode",
  columns: "Kolom",
  confirmPassword: "Konfirmasi password",
  create_missing: "Buat data yang belum ada",
  customer_age: "Umur",
  customer_name: "Nama customer",
  date: "Tanggal",
  description: "Deskripsi",
  dry_run: "Pratinjau",
  durasi: "Durasi",
  duration: "Durasi",
  email: "Email",
  end: "Tanggal akhir",
  end_date: "Tanggal akhir",
  entity: "Jenis data",
  field: "Kolom",
  file: "File",
  file_name: "Nama file",
  flex: "Lebar relatif",
  format: "Format file",
  gender: "Gender",
  grid: "Tabel",
  handle_by: "Handle By",
  header: "Judul kolom",
  hide: "Sembunyikan",
  id: "ID",
  ids: "Order terpilih",
  import_id: "Impor",
  jasa: "Jasa",
  kas: "Kas",
  kind: "Jenis kolom",
  labels: "Label",
  last_event_id: "Perubahan terakhir yang diterima",
  limit: "Jumlah per halaman",
  list: "Daftar",
  mapping: "Pemetaan kolom",
  method: "Metode pembayaran",
  mode: "Mode impor",
  month: "Bulan",
  name: "Nama",
  net_price: "Harga bersih",
  new_kas: "Kas baru",
  newPassword: "Password baru",
  no_order: "Nomor order",
  old_kas: "Kas lama",
  oldPassword: "Password lama",
  outstanding: "Sisa hutang",
  page: "Halaman",
  paid: "Sudah dibayar",
  paid_at: "Tanggal bayar",
  password: "Password",
  payment_method: "Metode pembayaran",
  payment_place: "Tempat pembayaran",
  payouts: "Pembayaran",
  period: "Periode",
  person_id: "Penerima",
  phone: "Nomor WhatsApp",
  person_type: "Jenis penerima",
  pinned: "Sematan kolom",
  place: "Tempat pembayaran",
  price: "Harga",
  proof_image: "Bukti pembayaran",
  query: "Filter",
  reason: "Alasan",
  receiver_type: "Penerima tip",
  reference: "Referensi",
  refund_status: "Refund",
  refund_type: "Refund",
  role: "Role",
  rows: "Baris",
  values: "Nilai",
  label: "Label baris",
  search: "Pencarian",
  search_query: "Pencarian",
  service: "Jasa",
  service_name: "Service",
  services_id: "Service",
  shared: "Dibagikan",
  sisa: "Sisa",
  sort_by: "Urutan",
  sort_order: "Arah urutan",
  source: "Sumber",
  sp_status: "Status SP",
  start: "Tanggal mulai",
  start_date: "Tanggal mulai",
  state: "Tampilan",
  status: "Status",
  sub_service: "Sub service",
  sub_service_id: "Sub service",
  sub_service_name: "Sub service",
  sub_services: "Sub service",
  talent: "Talent",
  talent_categories_id: "Kategori",
  talent_fee_plus_tip: "Talent Fee + Tip",
  talent_name: "Talent",
  talent_rate: "Rate talent",
  talent_share: "Talent Share",
  talentId: "Talent",
  talents: "Talent",
  talent_id: "Talent",
  talents_id: "Talent",
  ticket: "Tiket",
  stream: "Sambungan langsung",
  where: "Layar yang dibuka",
  tip: "Tip",
  tip_admin: "Tip Admin",
  tip_talent: "Tip Talent",
  tips: "Tip",
  tips_admin: "Tip Admin",
  token: "Link reset",
  total: "Total",
  total_admin: "Total Admin",
  total_admin_fee: "Total Admin Fee",
  total_income: "Total Income",
  total_orders: "Total Order",
  total_price: "Total Harga",
  total_talent: "Total Talent",
  total_talent_fee: "Total Talent Fee",
  total_talent_share: "Total Talent Share",
  total_uang_masuk: "Total Uang Masuk",
  umur: "Umur",
  user_id: "Admin",
  username: "Username",
  version: "Versi data",
  width: "Lebar",
};

/** A range filter's ends: `price_min` is "Harga (dari)", `price_max` "Harga (sampai)". */
const RANGE_ENDS: Record<string, string> = { _min: "dari", _max: "sampai" };

/** One segment's words; an unknown name reads as words, never as `snake_case`. */
function segmentLabel(name: string): string {
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const end = /(_min|_max)$/.exec(name)?.[1];
  const base = end ? FIELD_LABELS[name.slice(0, -end.length)] : undefined;
  if (end && base) return `${base} (${RANGE_ENDS[end]})`;
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The words of a field path: `price` → "Harga", `tips.1.amount` → "Tip ke-2, jumlah",
 * `sub_services.0.name` → "Sub service ke-1, nama".
 */
export function fieldLabel(path: string | readonly (string | number)[]): string {
  const segments = typeof path === "string" ? path.split(".") : path.map(String);
  const parts: string[] = [];
  for (const s of segments) {
    if (/^\d+$/.test(s) && parts.length > 0) parts[parts.length - 1] += ` ke-${Number(s) + 1}`;
    else parts.push(parts.length === 0 ? segmentLabel(s) : lowerFirst(segmentLabel(s)));
  }
  return parts.join(", ");
}

/** Lower-cases the first letter unless the label starts with an acronym ("ID", "SP"). */
const lowerFirst = (s: string) =>
  /^\p{Lu}{2}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);

/** "Harga: maksimal Rp 1.000.000.000": a reason under the field's words. */
export const fieldMessage = (path: string | readonly (string | number)[], reason: string) =>
  `${fieldLabel(path)}: ${reason}`;
