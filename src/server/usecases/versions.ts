import { STALE_VERSION_MESSAGE } from "../../contract/common";
import { conflict, notFound } from "../http-error";

/**
 * The optimistic-concurrency check, run on the version read under the row lock (SELECT … FOR
 * UPDATE) in the transaction that then writes, so no other writer can slip between the check and
 * the update. `current` undefined: the row does not exist (404). `sent` undefined: the client
 * sent no version and is not checked (the spec's API has none).
 */
export function assertVersion(
  current: number | undefined,
  sent: number | undefined,
  notFoundMessage: string,
): asserts current is number {
  if (current === undefined) throw notFound(notFoundMessage);
  if (sent !== undefined && sent !== current) throw conflict(STALE_VERSION_MESSAGE);
}
