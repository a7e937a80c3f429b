// Failure toasts of RULES.md S8: a title ('Gagal menghapus', 'Gagal mengupdate talent', …) over the
// server's message, or 'Terjadi kesalahan' when the server sent none.
import { errorMessage } from "../client/lib/http";
import { toast } from "../client/lib/toast";

export const FALLBACK_ERROR = "Terjadi kesalahan";

/** The server's message of a failed call, else 'Terjadi kesalahan'. */
export const serverMessage = (err: unknown) => errorMessage(err, FALLBACK_ERROR);

/** The failure toast: `title` over the server's message (or `message` when the caller knows better). */
export function toastFailure(title: string, err: unknown, message = serverMessage(err)) {
  toast.error(
    <span style={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <strong>{title}</strong>
      <span>{message}</span>
    </span>,
  );
}
