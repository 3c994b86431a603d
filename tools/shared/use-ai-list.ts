import { useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { AiRequestError, postJson, type AiErrorInfo } from "../../app/lib/ai-client";
import type { LanguageCode } from "../../app/lib/languages";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { wait } from "../../app/lib/wait";
import type { ToolMeta } from "../types";
import { canGenerate, PROGRESS_RESET_MS, preGenerationWaitMs, type ListInput, type listMessages, type listStages } from "./ai-list";

/**
 * The page half of the AI list generators (tags, hashtags): the remembered form, the output
 * language, the staged request to the tool's endpoint, the list or the error, and the results
 * brought into view on narrow screens. Each tool renders its own list.
 */
export interface Progress {
  value: number;
  stage: string;
}
const IDLE: Progress = { value: 0, stage: "" };

export interface AiListOptions<I extends ListInput> {
  tool: ToolMeta;
  draftKey: string;
  defaults: I;
  normalize: (raw: I) => I;
  apiPath: string;
  /** The answer's key and the analytics event's name: "tags" or "hashtags". */
  noun: string;
  stages: ReturnType<typeof listStages>;
  messages: ReturnType<typeof listMessages>;
  errorCodes: { empty: string };
  errorMessage: (info: AiErrorInfo) => string;
}

export interface AiListState<I extends ListInput> {
  input: I;
  update: <K extends keyof I>(key: K, value: I[K]) => void;
  touch: () => void;
  validation: string | null;
  ready: boolean;
  language: LanguageCode;
  setLanguage: (code: LanguageCode) => void;
  list: string[];
  setList: Dispatch<SetStateAction<string[]>>;
  loading: boolean;
  progress: Progress;
  error: string | null;
  notConfigured: boolean;
  onSubmit: (e: FormEvent) => void;
  resultsRef: React.RefObject<HTMLElement | null>;
}

export function useAiList<I extends ListInput>(o: AiListOptions<I>): AiListState<I> {
  const [draft, setDraft] = useDraft<I>(o.draftKey, o.defaults);
  const [language, setLanguage] = useOutputLanguage(o.tool.slug);
  const input = o.normalize(draft);
  const [touched, setTouched] = useState(false);
  const [list, setList] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState<Progress>(IDLE);
  const [error, setError] = useState<string | null>(null);
  const [specWaits, setSpecWaits] = useState(false);
  const { unavailable: notConfigured } = useToolAvailability(o.tool.needs);
  const run = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => {
      run.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const update = <K extends keyof I>(key: K, value: I[K]) => setDraft((prev) => ({ ...prev, [key]: value }));
  const ready = canGenerate(input);
  const validation = touched && !ready ? o.messages.required : null;
  const stage = (s: { progress: number; message: string }) => setProgress({ value: s.progress, stage: s.message });

  /** On narrow screens the results sit below the form: bring them into view when they change. */
  function revealResults() {
    requestAnimationFrame(() => {
      const el = resultsRef.current;
      if (el && el.getBoundingClientRect().top > window.innerHeight / 2) el.scrollIntoView({ block: "start" });
    });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!ready || loading || notConfigured) return;
    const controller = new AbortController();
    run.current = controller;
    clearTimeout(resetTimer.current);
    setList([]);
    setError(null);
    setLoading(true);
    stage(o.stages.preparing);
    track("form_submit", { tool: o.tool.slug, category: input.category, count: input.count });
    try {
      const waitMs = preGenerationWaitMs(specWaits);
      if (waitMs > 0) await wait(waitMs, controller.signal);
      stage(o.stages.generating);
      const res = await postJson<Record<string, unknown>>(o.apiPath, { ...input, language }, controller.signal);
      stage(o.stages.processing);
      const raw = res?.[o.noun];
      const items = Array.isArray(raw) ? raw.filter((t): t is string => typeof t === "string" && t !== "") : [];
      if (items.length === 0) throw new AiRequestError({ status: 502, code: o.errorCodes.empty, message: o.messages.empty });
      setList(items);
      stage(o.stages.complete);
      revealResults();
      track(`${o.noun}_generated`, { tool: o.tool.slug, count: items.length, category: input.category });
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err instanceof AiRequestError ? o.errorMessage(err.info) : o.messages.generateFailed(err instanceof Error ? err.message : String(err)));
      revealResults();
    } finally {
      if (run.current === controller) {
        setLoading(false);
        resetTimer.current = setTimeout(() => setProgress(IDLE), PROGRESS_RESET_MS);
      }
    }
  }

  return {
    input,
    update,
    touch: () => setTouched(true),
    validation,
    ready,
    language,
    setLanguage,
    list,
    setList,
    loading,
    progress,
    error,
    notConfigured,
    onSubmit: (e) => void onSubmit(e),
    resultsRef,
  };
}
