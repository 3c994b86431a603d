import * as Accordion from "@radix-ui/react-accordion";
import type { FaqEntry } from "../../tools/types";

export interface FaqAccordionProps {
  items: readonly FaqEntry[];
  /** Index open at first; the spec opens the first answer. `null` starts closed. */
  initiallyOpen?: number | null;
  headingLevel?: "h3" | "h4";
}

/** One answer open at a time; activating the open question closes it. */
export function FaqAccordion({ items, initiallyOpen = 0, headingLevel = "h3" }: FaqAccordionProps) {
  const Heading = headingLevel;
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={initiallyOpen === null ? undefined : `faq-${initiallyOpen}`}
      className="divide-y divide-line rounded-2xl border border-line bg-card"
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`faq-${i}`} className="group">
          <Accordion.Header asChild>
            <Heading className="m-0">
              <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-surface-2">
                <span>{item.question}</span>
                <span aria-hidden="true" className="text-xl leading-none text-muted group-data-[state=open]:rotate-45 transition-transform">
                  +
                </span>
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-muted">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
