import { useEffect, useMemo, useState } from "react";
import { countText, type TextCounts } from "./logic";
import { COUNT_DEBOUNCE_MS, isLargeInput } from "./worker-protocol";

export interface CountsState {
  /** Null until the first count of a large text arrives. */
  counts: TextCounts | null;
  /** True while the counts shown belong to an earlier version of a large text. */
  pending: boolean;
}

/**
 * Live counts. Small texts are counted during render; large ones (a 1 MB text takes about
 * 0.1 s) are counted off the main thread after a pause in typing, so typing never waits.
 */
export function useTextCounts(text: string, countLarge: (text: string) => Promise<TextCounts>): CountsState {
  const large = isLargeInput(text);
  const inline = useMemo(() => (large ? null : countText(text)), [large, text]);
  const [counted, setCounted] = useState<{ text: string; counts: TextCounts } | null>(null);

  useEffect(() => {
    if (!large) return;
    let current = true;
    const timer = setTimeout(() => {
      void countLarge(text).then((counts) => {
        if (current) setCounted({ text, counts });
      });
    }, COUNT_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [large, text, countLarge]);

  if (inline) return { counts: inline, pending: false };
  return { counts: counted?.counts ?? null, pending: counted?.text !== text };
}
