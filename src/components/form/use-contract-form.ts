// The one form hook (RULES.md S5, S8): react-hook-form validated by the contract's own zod schema,
// so the client shows exactly the messages the server would answer. The schema comes as a loader
// (`() => import("contract/x").then((m) => m.body)`): zod and the resolver (~25 KB gzip) are not
// in the page's static imports (bundle budget, README "Browser speed"), the form paints at once,
// the chunk is fetched when the form mounts and the (async) resolver awaits it on validation. On submit: the call, a
// success toast, the refresh of what the call changed and the close. A refusal naming a field
// ("Harga: maksimal Rp 1.000.000.000" with `field: "price"`) marks that field, from the
// client's check or the server alike: a fragment shows under the field, a whole sentence once
// over the form. A refusal naming no field shows over the form, or as a failure toast with
// `failureTitle`. What was typed is kept whenever the save fails.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage } from "../../client/lib/http";
import { whenIdle } from "../../client/lib/route-prefetch";
import { toast } from "../../client/lib/toast";
import { FALLBACK_ERROR, toastFailure, useOneAtATime } from "../feedback";
import { fieldOfMessage, isSentence } from "./server-message";
import { changedElsewhere, type LiveRowRef } from "./changed-elsewhere";

export interface ContractFormOptions<In extends FieldValues, Out, Answer> {
  /** Start values: every field of the form, as the inputs hold them. */
  defaultValues: DefaultValues<In>;
  /** The call with the parsed values; resolves on success. */
  save: (values: Out) => Promise<Answer>;
  /** Success toast; none when the page shows the outcome itself. */
  success?: string;
  /** Refresh after success, e.g. `list.invalidate` (not awaited). */
  invalidate?: () => Promise<unknown>;
  /** Runs last on success with the call's answer, e.g. back to the list. */
  done: (answer: Answer) => void;
  /** Title of the failure toast; without it a failure shows over the form. */
  failureTitle?: string;
  /** Shown when the server never answered (spec: 'Failed to create order'). */
  fallback?: string;
  /**
   * The row as the server has it now, as start values (with its `version`). Given, a 409 (the
   * row changed since the form loaded it) offers 'Muat ulang': the fresh row replaces what the
   * user did not touch, what they typed stays, and the next Simpan sends the fresh version.
   */
  reload?: () => Promise<DefaultValues<In>>;
  /** The user chose to leave with unsaved input ('Tinggalkan'): e.g. drop a kept draft. */
  discarded?: () => void;
  /**
   * The row as its query has it now, as start values (the live stream refetches it when another
   * user saves it). Once its `version` is newer than the form's, the form says who changed what
   * (`labels` name the fields shown) and offers the new values; nothing typed is overwritten,
   * and until they are taken a save still meets the 409.
   */
  current?: { values: DefaultValues<In>; labels: Record<string, string>; live: LiveRowRef };
}

/** Shown once the fresh row is in after a 409. */
const RELOADED_NOTE = "Data terbaru sudah dimuat. Isian Anda tetap; periksa lalu Simpan lagi.";

type Schema = z.ZodType<FieldValues, FieldValues>;
/** The contract schema, loaded on demand: `() => import("…/contract/users").then((m) => m.loginBody)`. */
export type SchemaLoader<S extends Schema> = () => Promise<S>;

/**
 * A resolver that validates with the loaded schema; both chunks are cached after the first load.
 * react-hook-form hands it the form's live values object, and the load is an await: what the
 * user types meanwhile would be checked and saved in place of what the boxes held when Simpan
 * was pressed (a half-typed "9" saved for the "1.250.000" submitted). So it checks a copy taken
 * at the call (RULES.md D8: Simpan saves what the boxes held when pressed); files stay blobs.
 */
function lazyResolver(loadSchema: SchemaLoader<Schema>): Resolver<FieldValues> {
  return async (values, context, options) => {
    const asked = structuredClone(values);
    const [{ zodResolver }, schema] = await Promise.all([import("./zod-resolver"), loadSchema()]);
    const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
    return resolve(asked, context, options);
  };
}

/** `form` for the fields (FormProvider) and `{ onSubmit, error, busy }` for `DialogForm`. */
export function useContractForm<S extends Schema, Answer>(
  schema: SchemaLoader<S>,
  opts: ContractFormOptions<z.input<S>, z.output<S>, Answer>,
) {
  type In = z.input<S>;
  // the page passes a new arrow each render; the first one is the form's for its whole life
  const [load] = useState(() => schema);
  const [resolver] = useState(() => lazyResolver(load));
  const form = useForm<In, unknown, z.output<S>>({
    resolver: resolver as never,
    defaultValues: opts.defaultValues,
  });
  // prefetch while the user types, so the first validation does not wait for the network; at
  // idle, so the form paints first (zod is ~26 KB gzip: on /login it was half the overshoot)
  useEffect(() => {
    whenIdle(() => Promise.all([import("./zod-resolver"), load()]).catch(() => undefined));
  }, [load]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // one request at a time: a double click or Enter held down must not save twice
  const { busy, run } = useOneAtATime();
  /** Set once saved: the leave guard lets the form's own close through. */
  const saved = useRef(false);
  /** The row's values the form holds now: its start, or the last fresh row taken in. */
  const [base, setBase] = useState(opts.defaultValues);
  const changed = changedElsewhere(base, opts.current);
  const fields = Object.keys(opts.defaultValues ?? {});

  const save = async (values: z.output<S>) => {
    setServerError(null);
    setNote(null);
    try {
      const answer = await opts.save(values);
      saved.current = true;
      if (opts.success) toast.success(opts.success);
      void opts.invalidate?.();
      opts.done(answer);
      // pages that stay (forgot password) take the next submit; dialogs are gone by now
      saved.current = false;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && opts.reload) {
        setStale(true);
        setServerError(err.message);
        return;
      }
      const message = errorMessage(err, opts.fallback ?? FALLBACK_ERROR);
      const named = fieldOfMessage(
        message,
        fields,
        err instanceof ApiError ? err.field : undefined,
      );
      if (named)
        form.setError(
          named.field as Path<In>,
          { type: "server", message: named.reason },
          {
            shouldFocus: true,
          },
        );
      else if (opts.failureTitle) toastFailure(opts.failureTitle, err);
      else setServerError(message);
    }
  };

  // the submit handler keeps its identity (a page may keep its form's elements while it leaves,
  // LoginPage) and calls this render's save
  const latest = useRef({ save, fallback: opts.fallback });
  latest.current = { save, fallback: opts.fallback };
  const onSubmit = useCallback(
    async (e?: FormEvent) => {
      e?.preventDefault();
      await run(async () => {
        setServerError(null);
        setStale(false);
        try {
          // the resolver's chunk may fail to load (network gone): say so over the form, keep the input
          await form.handleSubmit((values) => latest.current.save(values))(e);
        } catch (err) {
          setServerError(errorMessage(err, latest.current.fallback ?? FALLBACK_ERROR));
        }
      });
    },
    [run, form],
  );

  /** Fresh values where the user typed nothing, their input elsewhere; the fresh version. */
  const takeFresh = (fresh: DefaultValues<In>) => {
    const typed = form.getValues();
    const touched = Object.keys(form.formState.dirtyFields);
    form.reset(fresh);
    for (const key of touched)
      form.setValue(key as Path<In>, typed[key as keyof typeof typed] as never, {
        shouldDirty: true,
      });
    setBase(fresh);
    setStale(false);
    setServerError(null);
    setNote(RELOADED_NOTE);
  };

  /** 'Muat ulang' after a 409: the row as the server has it now. */
  const reload = () =>
    run(async () => {
      if (!opts.reload) return;
      try {
        takeFresh(await opts.reload());
      } catch (err) {
        setServerError(errorMessage(err, opts.fallback ?? FALLBACK_ERROR));
      }
    });

  return {
    // the fields address values by name through FormProvider, so the handle they share is untyped
    form: form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>,
    onSubmit,
    error: serverError ?? firstSentence(form.formState.errors),
    busy,
    /** 'Muat ulang' beside a 409 message; undefined otherwise. */
    reload: stale ? () => void reload() : undefined,
    note,
    /** The row changed elsewhere: which row, what, and taking the new values in. */
    changed: changed && { ...changed, load: () => takeFresh(opts.current!.values) },
    saved,
    onLeave: opts.discarded,
  };
}

/** The first whole-sentence message among the field errors, in the schema's order. */
function firstSentence(errors: unknown): string | null {
  if (!errors || typeof errors !== "object") return null;
  for (const [key, e] of Object.entries(errors)) {
    if (key === "ref" || !e || typeof e !== "object") continue;
    const { message } = e as { message?: unknown };
    if (typeof message === "string") {
      if (isSentence(message)) return message;
      continue;
    }
    const nested = firstSentence(e);
    if (nested) return nested;
  }
  return null;
}
