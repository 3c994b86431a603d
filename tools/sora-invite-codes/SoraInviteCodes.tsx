import { useEffect, useRef, useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { CopyButton } from "../../app/ui/CopyButton";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  COPY_LABEL,
  GOT_IN_LABEL,
  NOT_REAL_NOTICE,
  generateButtonLabel,
  generateInviteCode,
  generationDelays,
  waitProgress,
} from "./logic";
import { meta as tool } from "./meta";
import { Notice } from "../../app/ui/Notice";

export const meta = () => toolPageMeta(tool);

const PROGRESS_TICK_MS = 250;

export default function SoraInviteCodes() {
  // Empty until mounted: the code comes from the browser's random source, never from pre-rendering.
  const [code, setCode] = useState<string | null>(null);
  const [specWaits, setSpecWaits] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [progress, setProgress] = useState(0);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; done?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    setCode(generateInviteCode());
    const t = timers.current;
    return () => {
      clearInterval(t.tick);
      clearTimeout(t.done);
    };
  }, []);

  function reveal() {
    setCode(generateInviteCode());
    track("generate_invite_code");
  }

  function onGenerate() {
    const { waitMs, revealPauseMs } = generationDelays(specWaits);
    if (waitMs === 0 && revealPauseMs === 0) {
      reveal();
      return;
    }
    setGenerating(true);
    setProgress(0);
    const started = performance.now();
    timers.current.tick = setInterval(() => setProgress(waitProgress(performance.now() - started, waitMs)), PROGRESS_TICK_MS);
    timers.current.done = setTimeout(() => {
      clearInterval(timers.current.tick);
      setProgress(100);
      timers.current.done = setTimeout(() => {
        reveal();
        setGenerating(false);
        setProgress(0);
      }, revealPauseMs);
    }, waitMs);
  }

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <div className="mx-auto flex max-w-2xl flex-col gap-5">
        <Notice tone="warning" live={false}>
          {NOT_REAL_NOTICE}
        </Notice>

        <section aria-labelledby="invite-code-heading" className="card flex flex-col items-center gap-5 p-5 text-center sm:p-8">
          <h2 id="invite-code-heading" className="text-lg font-semibold text-muted">
            Your random code
          </h2>
          <output
            aria-live="polite"
            aria-atomic="true"
            data-testid="invite-code"
            className="block min-h-16 w-full font-mono text-5xl leading-none font-extrabold tracking-[0.25em] pl-[0.25em] text-ink sm:text-6xl"
          >
            {code ?? "\u00a0"}
          </output>

          <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <CopyButton
              text={code ?? ""}
              label={COPY_LABEL}
              copiedLabel={COPIED_LABEL}
              confirmMs={COPY_CONFIRM_MS}
              disabled={!code}
              trackContext={{ tool: tool.slug, button: "copy" }}
              className="btn-secondary w-full sm:w-auto"
            />
            <button type="button" className="btn-primary w-full sm:w-auto" onClick={onGenerate} disabled={generating || !code}>
              {generateButtonLabel(specWaits)}
            </button>
            <CopyButton
              text={code ?? ""}
              label={GOT_IN_LABEL}
              copiedLabel={COPIED_LABEL}
              confirmMs={COPY_CONFIRM_MS}
              disabled={!code}
              trackContext={{ tool: tool.slug, button: "got_in" }}
              className="btn-secondary w-full sm:w-auto"
            />
          </div>

          {generating ? (
            <div className="w-full">
              <ProgressBar value={progress} stage="Generating your next code…" label="Code generation progress" />
            </div>
          ) : null}
        </section>
      </div>
    </ToolLayout>
  );
}
