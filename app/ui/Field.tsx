import { useId, type ChangeEvent, type ReactNode } from "react";
import { truncateGraphemes, withinCharacters } from "../lib/text";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  /** Extra content on the label row, e.g. a character counter. */
  aside?: ReactNode;
}

export function FieldShell({ id, label, required, hint, error, children, aside }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
          {required ? (
            <span className="text-danger" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
        </label>
        {aside ? <span className="text-xs text-muted">{aside}</span> : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** Fields take the usual input props; a `className` replaces the control's base classes (pass "input ..." to keep them). */
type Common = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  aside?: ReactNode;
  id?: string;
  /**
   * The most characters the field takes, counted as a person sees them (grapheme clusters), so a
   * Hindi or Tamil writer gets as many as an English one; typing or pasting past it is cut at the
   * last whole character. Use it instead of `maxLength`, which counts UTF-16 units.
   */
  maxCharacters?: number;
};

/** Cuts what was typed or pasted to the field's limit before the page sees it. */
function capped<E extends HTMLInputElement | HTMLTextAreaElement>(max: number | undefined, onChange: ((e: ChangeEvent<E>) => void) | undefined) {
  if (max === undefined) return onChange;
  return (e: ChangeEvent<E>) => {
    if (!withinCharacters(e.target.value, max)) e.target.value = truncateGraphemes(e.target.value, max);
    onChange?.(e);
  };
}

export function TextField({
  label,
  hint,
  error,
  required,
  aside,
  id: given,
  maxCharacters,
  onChange,
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id">) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} aside={aside}>
      <input
        id={id}
        className="input min-h-11"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        // Arabic, Urdu or Persian typed here runs right to left; links and Latin text stay left to right.
        dir="auto"
        {...input}
        onChange={capped(maxCharacters, onChange)}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  aside,
  id: given,
  maxCharacters,
  onChange,
  ...area
}: Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} aside={aside}>
      <textarea
        id={id}
        className="input min-h-24"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        dir="auto"
        {...area}
        onChange={capped(maxCharacters, onChange)}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (e.g. a model this site has no key for). */
  disabled?: boolean;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  aside,
  id: given,
  options,
  ...select
}: Common & { options: readonly SelectOption[] } & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} aside={aside}>
      <select
        id={id}
        className="input min-h-11"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  hint,
  id: given,
  ...input
}: { label: ReactNode; hint?: ReactNode; id?: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div className="flex min-h-11 items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-3 h-5 w-5 shrink-0 cursor-pointer accent-[var(--c-brand)]"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        {/* The label is the touch target: at least 44 px tall, like every control. */}
        <label htmlFor={id} className="block cursor-pointer py-2.5 text-sm text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
