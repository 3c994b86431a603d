import { wait } from "../../app/lib/wait";
import { readLines } from "../../app/lib/ndjson";
import { useCallback, useEffect, useRef, useState } from "react";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import {
  checkVideoInput,
  LOOKUP_MESSAGES,
  LOOKUP_STAGES,
  lookupUrl,
  lookupWaitMs,
  PROGRESS_RESET_MS,
  readApiError,
  readLookupEvent,
  type LookupEvent,
  type LookupStageId,
  type VideoBase,
} from "./video-lookup";

/**
 * Runs one extractor lookup in the browser (protocol in ./lookup.ts): the spec's stages in
 * order as the work happens (spec 002 §4), results cleared at the start, the progress reset
 * 0.4 s after the end. Shared by the tag and the title/description extractors.
 */

export type LookupState<T> = { kind: "idle" } | { kind: "loading" } | { kind: "done"; result: T; run: number } | { kind: "error"; message: string };

export interface Progress {
  value: number;
  stage: string;
}

const IDLE: Progress = { value: 0, stage: "" };


/** Reads the NDJSON body line by line, handing each event over as it arrives. */
function readEvents(body: NonNullable<Response["body"]>, onEvent: (e: LookupEvent | null) => void): Promise<void> {
  return readLines(body, (line) => onEvent(readLookupEvent(line)));
}

export function useVideoLookup<T extends VideoBase>(apiPath: string, read: (v: unknown) => T | null, toolSlug: string) {
  const [state, setState] = useState<LookupState<T>>({ kind: "idle" });
  const [progress, setProgress] = useState<Progress>(IDLE);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const runs = useRef(0);
  const busy = useRef(false);
  const specWaits = useRef(false);

  useEffect(() => {
    specWaits.current = getPublicSettings().specWaits;
    return () => {
      controllerRef.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const lookup = useCallback(
    async (text: string) => {
      if (busy.current) return;
      const check = checkVideoInput(text);
      if (!check.ok) {
        setFieldError(check.error);
        return;
      }
      setFieldError(null);
      busy.current = true;
      const controller = new AbortController();
      controllerRef.current = controller;
      clearTimeout(resetTimer.current);
      const stage = (id: LookupStageId) => setProgress({ value: LOOKUP_STAGES[id].progress, stage: LOOKUP_STAGES[id].message });
      const fail = (message: string, code: string) => {
        track("video_lookup_error", { tool: toolSlug, code });
        setState({ kind: "error", message });
        setProgress(IDLE);
      };
      setState({ kind: "loading" });
      stage("start");
      track("video_lookup", { tool: toolSlug });
      try {
        const waitMs = lookupWaitMs(specWaits.current);
        if (waitMs > 0) {
          stage("wait");
          await wait(waitMs, controller.signal);
        }
        stage("parse");
        const parsed = checkVideoInput(text);
        if (!parsed.ok) return fail(parsed.error, "invalid_input");

        const res = await fetch(lookupUrl(apiPath, parsed.videoId), {
          signal: controller.signal,
          headers: { Accept: "application/x-ndjson, application/json" },
        });
        if (!res.ok || !res.body) {
          const error = readApiError(await res.json().catch(() => undefined));
          return fail(error?.message ?? LOOKUP_MESSAGES.badReply, error?.code ?? `http_${res.status}`);
        }
        let result: T | null = null;
        let failure: { code: string; message: string } | null = null;
        await readEvents(res.body, (event) => {
          if (!event) return;
          if (event.type === "stage") stage(event.stage);
          else if (event.type === "result") {
            stage("finalize");
            result = read(event.video);
          }
          else failure = event.error;
        });
        const finalFailure = failure as { code: string; message: string } | null;
        if (finalFailure) return fail(finalFailure.message, finalFailure.code);
        const finalResult = result as T | null;
        if (!finalResult) return fail(LOOKUP_MESSAGES.badReply, "bad_reply");
        runs.current += 1;
        setState({ kind: "done", result: finalResult, run: runs.current });
        stage("complete");
        track("video_lookup_done", { tool: toolSlug, source: finalResult.source });
        resetTimer.current = setTimeout(() => setProgress(IDLE), PROGRESS_RESET_MS);
      } catch {
        if (controller.signal.aborted) return;
        fail(LOOKUP_MESSAGES.offline, "network");
      } finally {
        busy.current = false;
      }
    },
    [apiPath, read, toolSlug],
  );

  return { state, progress, fieldError, setFieldError, lookup, loading: state.kind === "loading" };
}
