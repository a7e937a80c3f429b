// Who else has this screen open ('admin2 sedang melihat'), from the live stream's presence
// events (client/lib/live.ts). Mounting it names the screen for the others; without the stream
// it shows nothing and the screen works as before.
import { Tag } from "@blueprintjs/core";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { herePlacesAtom, presenceAtom, presenceText } from "../client/lib/live-rows";
import { currentUserAtom } from "../client/lib/session";

/** `place`: the screen's presence name, `orders` or `order:12` (contract/events.ts). */
export function PresenceNote({ place }: { place: string }) {
  const setHere = useSetAtom(herePlacesAtom);
  useEffect(() => {
    setHere((p) => ({ ...p, [place]: (p[place] ?? 0) + 1 }));
    return () =>
      setHere((p) => {
        const { [place]: count = 0, ...rest } = p;
        return count > 1 ? { ...rest, [place]: count - 1 } : rest;
      });
  }, [place, setHere]);
  const me = useAtomValue(currentUserAtom)?.id;
  const streams = useAtomValue(presenceAtom);
  const names = [
    ...new Set(
      [...streams.values()]
        .filter((s) => s.user.id !== me && s.where.includes(place))
        .map((s) => s.user.username),
    ),
  ].sort();
  if (names.length === 0) return null;
  return (
    <Tag icon="eye-open" minimal round intent="primary" role="status" className="kt-presence">
      {presenceText(names)}
    </Tag>
  );
}
