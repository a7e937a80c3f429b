import { fieldMessage } from "../contract/field-labels";

/** A failure with a status and an Indonesian message for the user; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds; sent as `Retry-After` (429 and 503 answers). */
    readonly retryAfter?: number,
    /** The wire path of the field the refusal names (`user_id`): forms mark that field. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = (message: string) => new HttpError(401, message);

/** `row`, or a 404 with `message` when there is none. */
export function found<T>(row: T | undefined, message: string): T {
  if (!row) throw notFound(message);
  return row;
}

/** A refusal of one field, worded like validation: "Admin: user tidak ditemukan" (RULES.md D6). */
export const fieldError = (field: string, reason: string, status = 400) =>
  new HttpError(status, fieldMessage(field, reason), undefined, field);
