import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { Tabs } from "../../app/ui/Tabs";
import article from "./article.md";
import {
  CPC_MAX,
  CPC_MIN,
  CPC_STEP,
  CPM_MAX,
  CPM_MIN,
  CPM_STEP,
  CTR_MAX,
  CTR_MIN,
  CTR_STEP,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  FIELD_LABELS,
  PERIOD_LABELS,
  RESET_LABEL,
  TABS,
  VIEWS_MAX,
  VIEWS_MIN,
  VIEWS_SLIDER_STEPS,
  CREATOR_SHARE,
  calculate,
  creatorKeeps,
  sliderFromViews,
  viewsAfterSlide,
  defaultState,
  formatCount,
  formatRange,
  fromSearchParams,
  resetState,
  toSearchParams,
  updateField,
  type CalculatorMode,
  type CalculatorState,
  type NumericField,
} from "./logic";
import { meta as tool } from "./meta";
import { NumberField } from "../../app/ui/NumberField";
import { useUrlState } from "../../app/lib/use-url-state";

export const meta = () => toolPageMeta(tool);

interface InputSpec {
  field: NumericField;
  min: number;
  max: number;
  step: number;
  /** Only the spec's sliders (views and CPM) get a range input. */
  slider: boolean;
  hint: string;
  format?: (value: number) => string;
}

/** Daily views: a number field for any exact figure and a logarithmic slider (see logic.ts). */
const VIEWS_INPUT: InputSpec = {
  field: "dailyViews",
  min: VIEWS_MIN,
  max: VIEWS_MAX,
  step: 1,
  slider: true,
  hint: "0 to 5,000,000 — type a figure or slide",
  format: formatCount,
};

const INPUTS: Readonly<Record<CalculatorMode, readonly InputSpec[]>> = {
  cpm: [
    VIEWS_INPUT,
    { field: "cpmLow", min: CPM_MIN, max: CPM_MAX, step: CPM_STEP, slider: true, hint: "0 to 100" },
    { field: "cpmHigh", min: CPM_MIN, max: CPM_MAX, step: CPM_STEP, slider: true, hint: "From CPM low to 100" },
  ],
  ctr: [
    VIEWS_INPUT,
    { field: "ctr", min: CTR_MIN, max: CTR_MAX, step: CTR_STEP, slider: false, hint: "0 to 100 percent" },
    { field: "cpc", min: CPC_MIN, max: CPC_MAX, step: CPC_STEP, slider: false, hint: "0 to 50" },
  ],
};

const PERIODS = ["daily", "monthly", "yearly"] as const;
const PERIOD_NOTES = { daily: "per day", monthly: `${DAYS_PER_MONTH} days`, yearly: `${DAYS_PER_YEAR} days` } as const;

export default function MoneyCalculator() {
  const [state, setState] = useUrlState<CalculatorState>(defaultState(), fromSearchParams, toSearchParams);
  const result = calculate(state);

  function panel(mode: CalculatorMode) {
    return (
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-5">
          {INPUTS[mode].map((input) => (
            <div key={input.field} className="flex flex-col gap-1">
              <NumberField
                label={FIELD_LABELS[input.field]}
                hint={input.hint}
                inputMode="decimal"
                value={state[input.field]}
                format={input.format}
                onText={(text) => setState((s) => updateField(s, input.field, text))}
              />
              {input.slider && input.field === "dailyViews" ? (
                <input
                  type="range"
                  aria-label={`${FIELD_LABELS.dailyViews} slider`}
                  aria-valuetext={`${formatCount(state.dailyViews)} views a day`}
                  className="h-11 w-full cursor-pointer accent-[var(--c-brand)]"
                  min={0}
                  max={VIEWS_SLIDER_STEPS}
                  step={1}
                  value={sliderFromViews(state.dailyViews)}
                  onChange={(e) => {
                    const position = Number(e.target.value);
                    setState((s) => updateField(s, "dailyViews", String(viewsAfterSlide(s.dailyViews, position))));
                  }}
                />
              ) : input.slider ? (
                <input
                  type="range"
                  aria-label={`${FIELD_LABELS[input.field]} slider`}
                  className="h-11 w-full cursor-pointer accent-[var(--c-brand)]"
                  min={input.min}
                  max={input.max}
                  step={input.step}
                  value={state[input.field]}
                  onChange={(e) => {
                    const text = e.target.value;
                    setState((s) => updateField(s, input.field, text));
                  }}
                />
              ) : null}
            </div>
          ))}
          <div>
            <button type="button" className="btn-secondary" onClick={() => setState((s) => resetState(s.mode))}>
              {RESET_LABEL}
            </button>
          </div>
        </div>

        <section aria-labelledby={`results-${mode}`} className="min-w-0 rounded-xl bg-surface-2 p-5">
          <h2 id={`results-${mode}`} className="text-xl font-bold">
            Estimated earnings
          </h2>
          <dl className="mt-4 flex flex-col gap-3" aria-live="polite">
            {PERIODS.map((period) => (
              <div key={period} className="rounded-lg border border-line bg-card p-4">
                <dt className="text-sm font-semibold text-muted">
                  {PERIOD_LABELS[period]} <span className="font-normal">({PERIOD_NOTES[period]})</span>
                </dt>
                <dd className="mt-1 flex flex-col gap-0.5">
                  <span className="text-2xl font-extrabold break-words text-ink">
                    <span className="sr-only">You keep </span>
                    <span data-testid={`result-${period}-kept`}>{formatRange(creatorKeeps(result[period]))}</span>
                  </span>
                  <span className="text-sm text-muted">
                    you keep ({Math.round(CREATOR_SHARE * 100)}% after YouTube&apos;s share) · advertisers pay{" "}
                    <span className="font-semibold text-ink" data-testid={`result-${period}`}>
                      {formatRange(result[period])}
                    </span>
                  </span>
                </dd>
              </div>
            ))}
            {mode === "ctr" ? (
              <div className="px-1">
                <dt className="inline text-sm text-muted">Daily clicks: </dt>
                <dd className="inline text-sm font-semibold text-ink" data-testid="result-clicks">
                  {formatCount(result.dailyClicks ?? 0)}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-4 text-xs text-muted">
            {mode === "cpm"
              ? "Advertisers pay daily views ÷ 1,000 × CPM, shown from CPM low to CPM high."
              : "Clicks = daily views × CTR; advertisers pay clicks × CPC."}{" "}
            You keep {Math.round(CREATOR_SHARE * 100)}% of that in the YouTube Partner Program (your RPM is CPM × {CREATOR_SHARE}). Estimates only: not every view shows an ad, and real payouts depend on YouTube.
          </p>
        </section>
      </div>
    );
  }

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="card p-4 sm:p-6">
        <Tabs
          label="Calculation method"
          value={state.mode}
          onValueChange={(value) => {
            if (value === "cpm" || value === "ctr") setState((s) => ({ ...s, mode: value }));
          }}
          items={TABS.map((t) => ({ value: t.id, label: t.label, content: panel(t.id) }))}
        />
      </div>
    </ToolLayout>
  );
}
