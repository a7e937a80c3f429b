// One image file (RULES.md S3 proof_image): chosen, dropped or pasted from the clipboard, previewed
// before sending, checked on the spot by the contract's schema (type and size), with the
// current image shown until a new one is chosen. The form value is the File or undefined.
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Button, FileInput } from "@blueprintjs/core";
import { useController, useFormContext } from "react-hook-form";
import { FieldShell, fieldId } from "./field-shell";

function firstImage(files: FileList | null | undefined): File | undefined {
  return Array.from(files ?? []).find((f) => f.type.startsWith("image/")) ?? files?.[0];
}

/** A paste over a text box pastes text there; anywhere else in the form an image is taken. */
const isTextTarget = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable || /^(INPUT|TEXTAREA)$/.test(t.tagName)) &&
  (t as HTMLInputElement).type !== "file";

export function ImageField({
  name,
  label,
  id = fieldId(name),
  accept,
  currentUrl,
}: {
  name: string;
  label: ReactNode;
  id?: string;
  /** e.g. "image/jpeg,image/png,image/webp" */
  accept: string;
  /** The image already saved (edit forms), shown until a new file is chosen. */
  currentUrl?: string | null;
}) {
  const { field } = useController({ name });
  const { trigger } = useFormContext();
  const file = field.value instanceof File ? field.value : undefined;
  const [over, setOver] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = (picked: File | undefined) => {
    if (!picked) return;
    field.onChange(picked);
    void trigger(name);
  };

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      if (isTextTarget(e.target)) return;
      const pasted = firstImage(e.clipboardData?.files);
      if (!pasted) return;
      e.preventDefault();
      take(pasted);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  });

  const shown = preview ?? currentUrl ?? null;
  return (
    <FieldShell
      name={name}
      id={id}
      label={label}
      helper="Pilih, seret ke sini, atau tempel (Ctrl+V) gambar JPEG, PNG atau WebP"
    >
      <div
        className={"image-field" + (over ? " image-field-over" : "")}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(firstImage(e.dataTransfer.files));
        }}
      >
        <FileInput
          fill
          text={file ? file.name : "Pilih gambar..."}
          hasSelection={!!file}
          buttonText="Pilih"
          inputProps={{
            id,
            name: field.name,
            accept,
            ref: field.ref,
            onChange: (e) => take(firstImage(e.currentTarget.files)),
          }}
        />
        {/* On a phone: straight to the back camera (the picker above still offers the gallery). */}
        <label className="bp6-button image-field-camera">
          <span className="bp6-button-text">Ambil foto</span>
          <input
            type="file"
            accept={accept}
            capture="environment"
            className="kt-visually-hidden"
            onChange={(e) => take(firstImage(e.currentTarget.files))}
          />
        </label>
        {shown && (
          <figure className="image-field-preview">
            <img src={shown} alt={file ? "Pratinjau bukti" : "Bukti saat ini"} />
            {file && (
              <Button
                size="small"
                variant="minimal"
                icon="trash"
                text="Batalkan gambar"
                onClick={() => field.onChange(undefined)}
              />
            )}
          </figure>
        )}
      </div>
    </FieldShell>
  );
}
