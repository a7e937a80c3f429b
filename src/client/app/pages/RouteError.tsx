// The error element of every route: whatever goes wrong while a page loads or draws
// (its code did not arrive because the server is down, a render error) shows an Indonesian
// message inside the shell, sidebar kept, never the router's developer page. 'Coba lagi' first
// asks the server whether it answers again: then the page is loaded afresh (a failed chunk is
// remembered by the router and the browser until a reload); else it says so and stays.
import { useState } from "react";
import { Button, NonIdealState } from "@blueprintjs/core";
import { useRouteError } from "react-router-dom";
import { NO_CONNECTION, isChunkLoadError, serverAnswers } from "../../lib/http";

const ROUTE_ERROR_TEXTS = {
  offlineTitle: "Halaman tidak dapat dimuat",
  brokenTitle: "Halaman ini mengalami kesalahan",
  broken:
    "Terjadi kesalahan saat menampilkan halaman. Coba lagi; jika masih terjadi, hubungi admin.",
  retry: "Coba lagi",
  stillDown: "Server masih belum dapat dihubungi. Coba lagi sebentar lagi.",
} as const;

export default function RouteError() {
  const error = useRouteError();
  const offline = isChunkLoadError(error) || !navigator.onLine;
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  if (!offline) console.error("Kesalahan halaman:", error);

  const retry = async () => {
    setChecking(true);
    setStillDown(false);
    if (await serverAnswers()) window.location.reload();
    else {
      setStillDown(true);
      setChecking(false);
    }
  };

  return (
    <div role="alert" className="route-error">
      <NonIdealState
        icon={offline ? "offline" : "error"}
        title={offline ? ROUTE_ERROR_TEXTS.offlineTitle : ROUTE_ERROR_TEXTS.brokenTitle}
        description={
          <>
            <p>{offline ? NO_CONNECTION : ROUTE_ERROR_TEXTS.broken}</p>
            {stillDown ? <p className="bp6-text-muted">{ROUTE_ERROR_TEXTS.stillDown}</p> : null}
          </>
        }
        action={
          <Button
            intent="primary"
            icon="refresh"
            text={ROUTE_ERROR_TEXTS.retry}
            loading={checking}
            onClick={() => void retry()}
          />
        }
      />
    </div>
  );
}
