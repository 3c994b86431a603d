import { useEffect, useRef, useState, type FormEvent } from "react";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { wait } from "../../app/lib/wait";

/**
 * The page half of the channel image downloaders (banner, logo): the remembered input, its
 * check, the staged progress, the lookup request and its errors. Each tool gives its words,
 * stages and reply reader; what it shows of the result is its own.
 */
export interface Stage {
  progress: number;
  message: string;
}

export interface ChannelLookupOptions<L> {
  slug: string;
  draftKey: string;
  check: (text: string) => { ok: true; input: { kind: string } } | { ok: false; error: string };
  path: (text: string) => string;
  read: (body: unknown) => L | null;
  readError: (body: unknown) => { code: string; message: string } | null;
  stages: Record<"start" | "wait" | "resolve" | "processing" | "complete", Stage> & Record<string, Stage>;
  /** Stages shown before the request is sent, and once its reply is in. */
  before: string[];
  after: string[];
  messages: { badReply: string; offline: string };
  waitMs: (specWaits: boolean) => number;
  resetMs: number;
  events: { start: string; error: string; found: string };
  /** What the "found" event says about the result. */
  found: (lookup: L) => Record<string, string | number | boolean>;
}

const IDLE = { value: 0, stage: "" };

export function useChannelLookup<L>(o: ChannelLookupOptions<L>) {
  const [draft, setDraft] = useDraft(o.draftKey, { input: "" });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<L | null>(null);
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState(IDLE);
  const [specWaits, setSpecWaits] = useState(false);
  const run = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => {
      run.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const stage = (id: string) => setProgress({ value: o.stages[id]!.progress, stage: o.stages[id]!.message });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    const check = o.check(draft.input);
    if (!check.ok) {
      setFieldError(check.error);
      return;
    }
    setFieldError(null);
    setError(null);
    setLookup(null);
    clearTimeout(resetTimer.current);
    const controller = new AbortController();
    run.current = controller;
    setLoading(true);
    stage("start");
    track(o.events.start, { tool: o.slug, input_kind: check.input.kind });
    try {
      const waitMs = o.waitMs(specWaits);
      if (waitMs > 0) {
        stage("wait");
        await wait(waitMs, controller.signal);
      }
      for (const id of o.before) stage(id);
      const res = await fetch(o.path(draft.input), { signal: controller.signal, headers: { Accept: "application/json" } });
      for (const id of o.after) stage(id);
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const apiError = o.readError(body);
        track(o.events.error, { tool: o.slug, code: apiError?.code ?? String(res.status) });
        setError(apiError?.message ?? o.messages.badReply);
        return;
      }
      const result = o.read(body);
      if (!result) {
        setError(o.messages.badReply);
        return;
      }
      stage("processing");
      setLookup(result);
      stage("complete");
      track(o.events.found, { tool: o.slug, ...o.found(result) });
    } catch {
      if (controller.signal.aborted) return;
      setError(o.messages.offline);
    } finally {
      if (run.current === controller) {
        setLoading(false);
        resetTimer.current = setTimeout(() => setProgress(IDLE), o.resetMs);
      }
    }
  }

  return { draft, setDraft, fieldError, error, lookup, loading, progress, onSubmit };
}
