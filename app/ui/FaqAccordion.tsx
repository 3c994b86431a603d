import type { FaqEntry } from "../../tools/types";

export interface FaqAccordionProps {
  items: readonly FaqEntry[];
  /** Index open at first; the spec opens the first answer. `null` starts closed. */
  initiallyOpen?: number | null;
  /** Distinguishes several accordions on one page. */
  name?: string;
}

/**
 * One answer open at a time; activating the open question closes it. Built on the browser's
 * own exclusive <details name> disclosure: keyboard and screen-reader support with no script.
 */
export function FaqAccordion({ items, initiallyOpen = 0, name = "faq" }: FaqAccordionProps) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-card">
      {items.map((item, i) => (
        <details key={item.question} name={name} open={i === initiallyOpen} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
            <h3 className="m-0 text-base font-semibold">{item.question}</h3>
            <span aria-hidden="true" className="text-xl leading-none text-muted transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="px-5 pb-4 text-muted">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
