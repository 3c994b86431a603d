import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadBlob, downloadText } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { charLength, splitText } from "../../server/services/speech/split";
import article from "./article.md";
import {
  API,
  audioFileName,
  base64ToBytes,
  BROWSER_PIECE_CHARS,
  COPY_CONFIRMATION_MS,
  countWords,
  DEFAULT_DRAFT,
  DEFAULT_VOICES,
  estimatedProgress,
  estimateSeconds,
  expectedSynthesisMs,
  fallbackNotice,
  filterVoices,
  findVoice,
  formatClock,
  formatDuration,
  formatSetting,
  groupVoices,
  LABELS,
  MAX_TEXT_LENGTH,
  textLength,
  MESSAGES,
  pickBrowserVoice,
  previewSample,
  voiceForLanguage,
  PROGRESS_RESET_MS,
  sanitizeDraft,
  shouldFallBack,
  SLIDERS,
  STATE_LABELS,
  subtitleFileName,
  toSrt,
  TOO_LONG_MESSAGE,
  type PlayerState,
  type SliderName,
  type SynthesisResponse,
  type TtsSettings,
  type VoiceOption,
  type VoicesResponse,
  type WordBoundary,
} from "./logic";
import { meta as tool } from "./meta";
import { Notice } from "../../app/ui/Notice";

export const meta = () => toolPageMeta(tool);

interface AudioResult {
  url: string;
  blob: Blob;
  words: WordBoundary[];
  durationMs: number;
  createdAt: Date;
}

type Mode = "none" | "audio" | "browser";
type VoiceSource = "loading" | "online" | "default" | "off";

class SpeechRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function requestSpeech(text: string, settings: TtsSettings, signal: AbortSignal): Promise<SynthesisResponse> {
  let res: Response;
  try {
    res = await fetch(API.synthesize, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ text, ...settings }),
      signal,
    });
  } catch (e) {
    if (signal.aborted) throw e;
    throw new SpeechRequestError(0, "network", MESSAGES.generateError);
  }
  if (!res.ok) {
    let error: { code?: string; message?: string } = {};
    try {
      error = ((await res.json()) as { error?: typeof error }).error ?? {};
    } catch {
      // not JSON: the status says enough
    }
    throw new SpeechRequestError(res.status, error.code ?? `http_${res.status}`, error.message ?? MESSAGES.generateError);
  }
  const body = (await res.json()) as SynthesisResponse;
  if (!body || typeof body.audio !== "string" || body.audio.length === 0) throw new SpeechRequestError(502, "tts_no_audio", MESSAGES.noAudio);
  return body;
}

function browserSpeechAvailable(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

/** Reads text with the browser's engine in short pieces; resolves when the last piece ends. */
function speakWithBrowser(
  text: string,
  settings: TtsSettings,
  handlers: { onStart: () => void; onEnd: () => void; onError: () => void },
): void {
  const synth = window.speechSynthesis;
  synth.cancel();
  const pieces = splitText(text, BROWSER_PIECE_CHARS, charLength);
  const voice = pickBrowserVoice(synth.getVoices(), settings.voice);
  const locale = /^([a-z]{2,3}-[A-Z]{2,})/.exec(settings.voice)?.[1] ?? "en-US";
  let failed = false;
  pieces.forEach((piece, i) => {
    const u = new SpeechSynthesisUtterance(piece);
    u.rate = settings.speed;
    u.pitch = settings.pitch;
    u.volume = settings.volume;
    u.lang = voice?.lang ?? locale;
    if (voice) u.voice = voice;
    if (i === 0) u.onstart = handlers.onStart;
    if (i === pieces.length - 1) u.onend = () => !failed && handlers.onEnd();
    u.onerror = (e) => {
      // Stop and a new Generate cancel on purpose; those are not failures.
      if (e.error === "interrupted" || e.error === "canceled" || failed) return;
      failed = true;
      handlers.onError();
    };
    synth.speak(u);
  });
}

function Slider({ name, value, onChange }: { name: SliderName; value: number; onChange: (v: number) => void }) {
  const id = useId();
  const s = SLIDERS[name];
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {LABELS[name]}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-ink tabular-nums" data-value={name}>
          {formatSetting(name, value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="h-11 w-full cursor-pointer accent-[var(--c-brand)]"
        min={s.min}
        max={s.max}
        step={s.step}
        value={value}
        aria-valuetext={formatSetting(name, value)}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{formatSetting(name, s.min)}</span>
        <span>{formatSetting(name, s.max)}</span>
      </div>
    </div>
  );
}

export default function TextToSpeech() {
  const [rawDraft, setDraft, clearDraft] = useDraft("text-to-speech", DEFAULT_DRAFT);
  const draft = useMemo(() => sanitizeDraft(rawDraft), [rawDraft]);
  const settings: TtsSettings = { voice: draft.voice, speed: draft.speed, pitch: draft.pitch, volume: draft.volume };

  const [voices, setVoices] = useState<readonly VoiceOption[]>(DEFAULT_VOICES);
  const [voiceSource, setVoiceSource] = useState<VoiceSource>("loading");
  const [voiceQuery, setVoiceQuery] = useState("");
  const [language, setLanguage] = useOutputLanguage(tool.slug);

  const [state, setState] = useState<PlayerState>("idle");
  const [mode, setMode] = useState<Mode>("none");
  const [result, setResult] = useState<AudioResult | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showEmpty, setShowEmpty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [position, setPosition] = useState({ current: 0, duration: 0 });

  const audioRef = useRef<HTMLAudioElement>(null);
  const previewRef = useRef<HTMLAudioElement | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const progressTimer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const browserJob = useRef<{ text: string; settings: TtsSettings } | null>(null);
  const stopping = useRef(false);
  const textId = useId();

  const characters = useMemo(() => textLength(draft.text), [draft.text]);
  const words = useMemo(() => countWords(draft.text), [draft.text]);
  const tooLong = characters > MAX_TEXT_LENGTH;
  const empty = draft.text.trim().length === 0;
  const busy = state === "synthesizing";
  const engineOff = voiceSource === "off";

  // The voice list: from the server once per visit; the 24 English voices when it cannot load (spec 002 §8: silently).
  useEffect(() => {
    const controller = new AbortController();
    fetch(API.voices, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (res) => {
        const body = res.ok ? ((await res.json()) as VoicesResponse) : undefined;
        if (body?.engine === "off") setVoiceSource("off");
        else if (body?.source === "online" && Array.isArray(body.voices) && body.voices.length > 0) {
          setVoices(body.voices);
          setVoiceSource("online");
        } else setVoiceSource("default");
      })
      .catch(() => {
        if (!controller.signal.aborted) setVoiceSource("default");
      });
    // Some browsers load their own voices lazily; asking early makes them ready for a fallback.
    if (browserSpeechAvailable()) window.speechSynthesis.getVoices();
    return () => controller.abort();
  }, []);

  const stopProgress = useCallback((finished: boolean) => {
    clearInterval(progressTimer.current);
    clearTimeout(resetTimer.current);
    if (!finished) {
      setProgress(null);
      return;
    }
    setProgress(100);
    resetTimer.current = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
  }, []);

  // Leaving the page stops everything that could keep talking or downloading.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      clearInterval(progressTimer.current);
      clearTimeout(resetTimer.current);
      previewRef.current?.pause();
      if (browserSpeechAvailable()) window.speechSynthesis.cancel();
    },
    [],
  );
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  const update = useCallback(
    (patch: Partial<typeof DEFAULT_DRAFT>) => {
      setDraft((d) => ({ ...sanitizeDraft(d), ...patch }));
    },
    [setDraft],
  );

  /** Stops any request, preview and playback, and lets go of the old audio (its URL is about to be revoked). */
  function stopEverything() {
    abortRef.current?.abort();
    previewRef.current?.pause();
    const a = audioRef.current;
    if (a) {
      if (!a.paused) {
        stopping.current = true;
        a.pause();
      }
      a.removeAttribute("src");
      a.load();
    }
    if (browserSpeechAvailable()) window.speechSynthesis.cancel();
  }

  function startBrowserSpeech(text: string, s: TtsSettings, reason: string | null) {
    if (!browserSpeechAvailable()) {
      setMode("none");
      setState("idle");
      setError(MESSAGES.unsupported);
      return;
    }
    browserJob.current = { text, settings: s };
    setMode("browser");
    setResult(null);
    if (reason !== null) setNotice(fallbackNotice(reason));
    speakWithBrowser(text, s, {
      onStart: () => setState("playing"),
      onEnd: () => setState("stopped"),
      onError: () => {
        setState("stopped");
        // One message at a time: the fallback note no longer holds once the browser voice failed too.
        setNotice(null);
        setError(MESSAGES.generateError);
      },
    });
    // Browsers that start speaking without an onstart event still show the right state.
    setState("playing");
  }

  async function generate() {
    const text = draft.text;
    if (text.trim().length === 0) {
      setShowEmpty(true);
      document.getElementById(textId)?.focus();
      return;
    }
    if (textLength(text) > MAX_TEXT_LENGTH) return;
    stopEverything();
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setNotice(null);
    setResult(null);
    setMode("none");
    setState("synthesizing");
    track("tts_generate", { tool: tool.slug, voice: settings.voice, characters: text.length, speed: settings.speed, pitch: settings.pitch, volume: settings.volume });

    if (engineOff) {
      stopProgress(true);
      startBrowserSpeech(text, settings, "tts_off");
      track("tts_fallback", { tool: tool.slug, reason: "tts_off" });
      return;
    }

    const started = performance.now();
    const expected = expectedSynthesisMs(text.length);
    clearTimeout(resetTimer.current);
    setProgress(0);
    clearInterval(progressTimer.current);
    progressTimer.current = setInterval(() => setProgress(estimatedProgress(performance.now() - started, expected)), 100);

    let body: SynthesisResponse;
    try {
      body = await requestSpeech(text, settings, controller.signal);
    } catch (e) {
      if (controller.signal.aborted) return;
      const err = e instanceof SpeechRequestError ? e : new SpeechRequestError(0, "network", MESSAGES.generateError);
      if (!shouldFallBack(err.status, err.code)) {
        stopProgress(false);
        setState("idle");
        setError(err.message);
        return;
      }
      stopProgress(true);
      track("tts_fallback", { tool: tool.slug, reason: err.code });
      startBrowserSpeech(text, settings, err.code);
      return;
    }
    if (controller.signal.aborted) return;
    const bytes = base64ToBytes(body.audio);
    const blob = new Blob([bytes as BlobPart], { type: "audio/mpeg" });
    const url = URL.createObjectURL(blob);
    stopProgress(true);
    setMode("audio");
    setResult({ url, blob, words: Array.isArray(body.wordBoundaries) ? body.wordBoundaries : [], durationMs: body.durationMs, createdAt: new Date() });
    setPosition({ current: 0, duration: body.durationMs / 1000 });
    track("tts_audio_ready", { tool: tool.slug, ms: Math.round(performance.now() - started), pieces: body.pieces });
    const a = audioRef.current;
    if (!a) return;
    a.src = url;
    try {
      await a.play();
    } catch (e) {
      // A browser that refuses to start sound on its own leaves the audio ready for Play.
      if (e instanceof DOMException && e.name === "NotAllowedError") setState("stopped");
      else if (!(e instanceof DOMException && e.name === "AbortError")) {
        setState("stopped");
        setError(MESSAGES.playError);
      }
    }
  }

  async function playPause() {
    setError(null);
    if (mode === "audio") {
      const a = audioRef.current;
      if (!a) return;
      if (state === "playing") {
        a.pause();
        return;
      }
      try {
        await a.play();
      } catch {
        setError(MESSAGES.playError);
        setState("stopped");
      }
      return;
    }
    if (mode === "browser" && browserSpeechAvailable()) {
      const synth = window.speechSynthesis;
      if (state === "playing") {
        synth.pause();
        setState("paused");
      } else if (state === "paused") {
        synth.resume();
        setState("playing");
      } else if (browserJob.current) {
        startBrowserSpeech(browserJob.current.text, browserJob.current.settings, null);
      }
    }
  }

  function stop() {
    if (mode === "audio") {
      const a = audioRef.current;
      if (a) {
        stopping.current = !a.paused;
        a.pause();
        a.currentTime = 0;
      }
      setPosition((p) => ({ ...p, current: 0 }));
    } else if (mode === "browser" && browserSpeechAvailable()) {
      window.speechSynthesis.cancel();
    }
    setState("stopped");
  }

  function downloadAudio() {
    if (!result) return;
    downloadBlob(audioFileName(result.createdAt), result.blob);
  }

  function downloadSubtitles() {
    if (!result || result.words.length === 0) return;
    downloadText(subtitleFileName(result.createdAt), toSrt(result.words), "application/x-subrip");
  }

  async function preview() {
    const sample = previewSample(findVoice(voices, settings.voice), language);
    setError(null);
    track("tts_preview", { tool: tool.slug, voice: settings.voice });
    // The preview talks over nothing: main playback pauses first.
    if (state === "playing") await playPause();
    previewRef.current?.pause();
    if (engineOff) {
      if (browserSpeechAvailable()) speakWithBrowser(sample, settings, { onStart: () => undefined, onEnd: () => undefined, onError: () => setError(MESSAGES.generateError) });
      else setError(MESSAGES.unsupported);
      return;
    }
    setPreviewing(true);
    try {
      const body = await requestSpeech(sample, settings, new AbortController().signal);
      const url = URL.createObjectURL(new Blob([base64ToBytes(body.audio) as BlobPart], { type: "audio/mpeg" }));
      const audio = new Audio(url);
      previewRef.current = audio;
      audio.addEventListener("ended", () => URL.revokeObjectURL(url), { once: true });
      await audio.play().catch(() => setError(MESSAGES.playError));
    } catch {
      if (browserSpeechAvailable()) speakWithBrowser(sample, settings, { onStart: () => undefined, onEnd: () => undefined, onError: () => setError(MESSAGES.generateError) });
      else setError(MESSAGES.unsupported);
    } finally {
      setPreviewing(false);
    }
  }

  function onTextKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void generate();
    }
  }

  function clearAll() {
    stopEverything();
    clearDraft();
    setResult(null);
    setMode("none");
    setState("idle");
    setNotice(null);
    setError(null);
    setShowEmpty(false);
    stopProgress(false);
    document.getElementById(textId)?.focus();
  }

  const selected = findVoice(voices, settings.voice);
  const filtered = useMemo(() => filterVoices(voices, voiceQuery), [voices, voiceQuery]);
  const groups = useMemo(() => groupVoices(filtered, selected, language), [filtered, selected, language]);
  const matching = filtered.length;

  const textError = tooLong ? TOO_LONG_MESSAGE : showEmpty && empty ? MESSAGES.emptyText : null;
  const canPlay = mode === "audio" ? result !== null : mode === "browser" && browserJob.current !== null;
  const voiceNote =
    voiceSource === "loading"
      ? "Loading voices…"
      : voiceSource === "online"
        ? `${voices.length.toLocaleString("en-US")} neural voices. Showing ${matching.toLocaleString("en-US")}.`
        : voiceSource === "off"
          ? "Online voices are off on this site: your browser's own voice reads the text, using the language of the voice you pick."
          : `${voices.length} English voices. Showing ${matching}.`;

  return (
    <ToolLayout
      tool={tool}
      intro="Paste your script, pick one of Microsoft Edge's natural-sounding neural voices, set speed, pitch and volume, and download the voice-over as an MP3, with subtitles to match."
      article={article}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="tts-text-heading" className="card min-w-0 p-5 sm:p-6">
          <h2 id="tts-text-heading" className="sr-only">
            Your text
          </h2>
          <TextAreaField
            id={textId}
            label={LABELS.text}
            placeholder={LABELS.textPlaceholder}
            value={draft.text}
            rows={8}
            error={textError}
            aside={`${characters.toLocaleString("en-US")} / ${MAX_TEXT_LENGTH.toLocaleString("en-US")}`}
            onChange={(e) => {
              update({ text: e.target.value });
              if (e.target.value.trim()) setShowEmpty(false);
            }}
            onBlur={() => setShowEmpty(draft.text.length > 0 && empty)}
            onKeyDown={onTextKeyDown}
            spellCheck
            // The field's own classes, plus room to fill the card beside the voice settings on wide screens.
            className="input min-h-24 lg:min-h-[16rem]"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary text-base" onClick={generate} disabled={empty || tooLong || busy}>
              {busy ? LABELS.generating : LABELS.generate}
            </button>
            <CopyButton
              text={draft.text}
              label={LABELS.copy}
              copiedLabel={LABELS.copied}
              confirmMs={COPY_CONFIRMATION_MS}
              onEmpty={() => setShowEmpty(true)}
              trackContext={{ tool: tool.slug }}
            />
            <button type="button" className="btn-ghost" onClick={clearAll} disabled={empty && state === "idle"}>
              {LABELS.clear}
            </button>
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Text statistics">
            {[
              [LABELS.characters, characters.toLocaleString("en-US"), "characters"],
              [LABELS.words, words.toLocaleString("en-US"), "words"],
              [LABELS.estimatedTime, formatDuration(estimateSeconds(characters)), "estimate"],
              [LABELS.status, STATE_LABELS[state], "status"],
            ].map(([label, value, key]) => (
              <div key={key} className="rounded-xl bg-surface-2 px-3 py-2">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="text-lg font-semibold text-ink tabular-nums" data-count={key} aria-live={key === "status" ? "polite" : undefined}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="tts-voice-heading" className="card min-w-0 p-5 sm:p-6">
          <h2 id="tts-voice-heading" className="text-lg font-bold">
            Voice settings
          </h2>
          <div className="mt-4 flex flex-col gap-4">
            <LanguageSelect
              label={LABELS.language}
              value={language}
              hint="Voices that speak it come first, and the preview speaks it."
              onChange={(code) => {
                setLanguage(code);
                // Picking a language the current voice does not speak switches to one that does.
                const next = voiceForLanguage(voices, selected, code);
                if (next) update({ voice: next.value });
              }}
            />
            <TextField
              label={LABELS.searchVoices}
              type="search"
              placeholder={LABELS.searchPlaceholder}
              value={voiceQuery}
              onChange={(e) => setVoiceQuery(e.target.value)}
              autoComplete="off"
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="tts-voice" className="text-sm font-semibold text-ink">
                {LABELS.voice}
              </label>
              <select
                id="tts-voice"
                className="input min-h-11"
                value={selected.value}
                onChange={(e) => update({ voice: e.target.value })}
                aria-describedby="tts-voice-note"
              >
                {groups.map((g) => (
                  <optgroup key={g.language} label={g.language}>
                    {g.voices.map((v) => (
                      <option key={v.value} value={v.value}>
                        {v.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <p id="tts-voice-note" className="min-h-8 text-xs text-muted" aria-live="polite">
                {voiceNote}
              </p>
            </div>
            <button type="button" className="btn-secondary" onClick={preview} disabled={previewing || busy}>
              {previewing ? "Loading preview…" : LABELS.preview}
            </button>
            <Slider name="speed" value={draft.speed} onChange={(v) => update({ speed: v })} />
            <Slider name="pitch" value={draft.pitch} onChange={(v) => update({ pitch: v })} />
            <Slider name="volume" value={draft.volume} onChange={(v) => update({ volume: v })} />
          </div>
        </section>
      </div>

      <section aria-labelledby="tts-player-heading" className="card mt-6 p-5 sm:p-6">
        <h2 id="tts-player-heading" className="sr-only">
          Generate and play
        </h2>
        <div className="min-h-10">{progress !== null ? <ProgressBar value={progress} stage={progress >= 100 ? "Speech ready" : "Synthesizing speech…"} label="Synthesis progress" /> : null}</div>

        {notice ? (
          <Notice tone="warning" className="mt-2" data-testid="tts-notice">
            {notice}
          </Notice>
        ) : null}
        {error ? (
          <div className="mt-2">
            <ErrorBox message={error} />
          </div>
        ) : null}

        <div className="mt-4 rounded-xl border border-line bg-surface p-4">
          <h3 className="text-base font-semibold">Audio player</h3>
          <p className="mt-1 text-sm text-muted tabular-nums" aria-live="off" data-testid="tts-position">
            {mode === "audio" ? `${formatClock(position.current)} / ${formatClock(position.duration)}` : mode === "browser" ? "Browser voice" : "No audio yet"}
          </p>
          <div className="mt-2 h-2 w-full overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <div
              className="h-full rounded-full bg-brand"
              style={{ width: `${mode === "audio" && position.duration > 0 ? Math.min(100, (position.current / position.duration) * 100) : 0}%` }}
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn-primary min-w-28" onClick={playPause} disabled={!canPlay || busy}>
              {state === "playing" ? LABELS.pause : LABELS.play}
            </button>
            <button type="button" className="btn-secondary" onClick={stop} disabled={!canPlay || busy || state === "stopped"}>
              {LABELS.stop}
            </button>
            <button type="button" className="btn-secondary" onClick={downloadAudio} disabled={mode !== "audio" || !result}>
              {LABELS.download}
              <span className="sr-only"> MP3</span>
            </button>
            {mode === "audio" && result && result.words.length > 0 ? (
              <button type="button" className="btn-secondary" onClick={downloadSubtitles}>
                {LABELS.downloadSrt}
              </button>
            ) : null}
          </div>
          {mode === "browser" ? <p className="mt-3 text-xs text-muted">MP3 download is not available with the browser's voice: browsers do not let a page record it.</p> : null}
        </div>
        <audio
          ref={audioRef}
          preload="auto"
          className="hidden"
          onPlay={() => setState("playing")}
          onPause={() => {
            if (stopping.current) {
              stopping.current = false;
              return;
            }
            setState((s) => (s === "playing" ? "paused" : s));
          }}
          onEnded={() => {
            setState("stopped");
            setPosition((p) => ({ ...p, current: p.duration }));
          }}
          onTimeUpdate={(e) => {
            const a = e.currentTarget;
            setPosition({ current: a.currentTime, duration: Number.isFinite(a.duration) && a.duration > 0 ? a.duration : position.duration });
          }}
          onError={() => {
            if (!audioRef.current?.getAttribute("src")) return;
            setState("stopped");
            setError(MESSAGES.playError);
          }}
        />
      </section>
    </ToolLayout>
  );
}
