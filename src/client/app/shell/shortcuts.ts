// The '?' key: outside a text field it shows the keys of the screen that is open,
// read from what the page holds (an editable grid, ticked rows, any grid), so a new screen lists
// its keys without a table here. Installed after the first paint (bundle budget).

export interface Group {
  title: string;
  keys: [string, string][];
}

const GENERAL: Group = {
  title: "Umum",
  keys: [
    ["?", "Tampilkan pintasan ini"],
    ["Tab / Shift+Tab", "Pindah ke kontrol berikut / sebelumnya"],
    ["Enter", "Simpan formulir di dialog"],
    ["Escape", "Tutup dialog (bertanya dulu jika ada isian)"],
  ],
};

const GRID: Group = {
  title: "Tabel",
  keys: [
    ["Panah", "Pindah sel"],
    ["Home / End", "Sel pertama / terakhir di baris"],
    ["Ctrl+Home / Ctrl+End", "Sel pertama / terakhir di tabel"],
    ["Page Up / Page Down", "Naik / turun satu layar"],
  ],
};

const SHEET: Group = {
  title: "Tabel yang bisa diubah",
  keys: [
    ["Enter / F2 / mengetik", "Ubah sel (Enter pada sel yang tidak bisa diubah: buka detail)"],
    ["Enter / Tab", "Simpan dan pindah"],
    ["Escape", "Batalkan ubahan sel"],
    ["Shift+Panah / Shift+klik", "Perluas pilihan sel"],
    ["Ctrl+C", "Salin sel terpilih (atau baris yang dicentang)"],
    ["Ctrl+V", "Tempel ke bawah dan ke kanan: semua sel disimpan, atau tidak satu pun"],
    ["Ctrl+Z", "Urungkan"],
    ["Ctrl+Y / Ctrl+Shift+Z", "Ulangi"],
  ],
};

const PRINT: Group = {
  title: "Laporan",
  keys: [["Ctrl+P", "Cetak seluruh laporan (semua baris, seperti tombol Cetak)"]],
};

const TICK: Group = {
  title: "Baris yang dicentang",
  keys: [["Spasi", "Centang / hapus centang baris yang aktif"]],
};

/** The groups that apply to the page as it is now. */
function shortcutGroups(root: ParentNode = document): Group[] {
  const groups = [GENERAL];
  if (root.querySelector(".ag-root-wrapper")) groups.push(GRID);
  if (root.querySelector(".kt-spreadsheet")) groups.push(SHEET);
  if (root.querySelector('input[aria-label="Pilih baris"]')) groups.push(TICK);
  if (root.querySelector(".kt-print-button")) groups.push(PRINT);
  return groups;
}

/** Calls `open` with the page's groups when '?' is pressed outside a text field or a dialog. */
export function installShortcutsKey(open: (groups: Group[]) => void): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "?" || e.ctrlKey || e.metaKey || e.altKey) return;
    const el = document.activeElement;
    if (el?.closest("input, textarea, select, [contenteditable=true], .ag-cell-inline-editing"))
      return;
    if (document.querySelector(".bp6-dialog, .bp6-alert")) return;
    e.preventDefault();
    open(shortcutGroups());
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
