import { NonIdealState } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { paths } from "../../lib/paths";

export default function NotFoundPage() {
  return (
    <NonIdealState
      icon="search"
      title="Halaman tidak ditemukan"
      description="Alamat yang Anda buka tidak ada atau belum tersedia."
      action={<Link to={paths.dashboard.pattern}>Kembali ke Dashboard</Link>}
    />
  );
}
