// The multipart body of a form (RULES.md S3: order create and edit are multipart/form-data). Text
// values go as they are, numbers as digits, a File as the file part, arrays and objects as
// JSON text; undefined, null and "" are left out (the server reads a missing field as "not given").

export type MultipartValue = string | number | boolean | File | object | null | undefined;

export function toMultipart(values: Record<string, MultipartValue>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === "") continue;
    if (value instanceof File) body.append(name, value, value.name);
    else if (typeof value === "object") body.append(name, JSON.stringify(value));
    else body.append(name, String(value));
  }
  return body;
}
