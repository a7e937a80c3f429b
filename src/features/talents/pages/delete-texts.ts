/** The delete confirmation of the talent and the category lists (RULES.md S8), the same for both. */
export const DELETE_TEXTS = {
  title: "Hapus data?",
  text: "Data yang dihapus tidak dapat dikembalikan!",
  successMessage: "Data berhasil dihapus.",
  failureTitle: "Gagal menghapus data.",
};
