// YouTube's limits on tags and hashtags: the 500-character tag budget, counted as YouTube counts,
// and the hashtags it shows and accepts (tag and hashtag generators, the video kit). Pure.
import { countGraphemes } from "../../app/lib/text";

export const TAG_BUDGET = 500;

/**
 * What one tag costs in YouTube's count: its characters as a viewer sees them (grapheme
 * clusters, so "हिंदी" is 2, not 5 code points), plus 2 when it contains a space, because
 * YouTube wraps such a tag in quotes.
 */
export function tagCost(tag: string): number {
  return countGraphemes(tag) + (tag.includes(" ") ? 2 : 0);
}

export interface TagBudget {
  /** Characters YouTube counts for all tags: their costs plus one comma between each two. */
  used: number;
  limit: number;
  remaining: number;
  /** For each tag, in order: whether it and every tag before it fit in the limit. */
  fits: boolean[];
  /** How many tags, from the first, fit. */
  fitCount: number;
  over: boolean;
}

export function tagBudget(tags: readonly string[], limit = TAG_BUDGET): TagBudget {
  let running = 0;
  const fits = tags.map((tag, i) => {
    running += tagCost(tag) + (i > 0 ? 1 : 0);
    return running <= limit;
  });
  const fitCount = fits.filter(Boolean).length;
  return { used: running, limit, remaining: limit - running, fits, fitCount, over: running > limit };
}

export function budgetSummary(b: TagBudget): string {
  if (b.fits.length === 0) return `0 / ${b.limit} characters used.`;
  if (!b.over) return `${b.used} / ${b.limit} characters used: all ${b.fits.length} tags fit.`;
  return `${b.used} / ${b.limit} characters used: ${b.used - b.limit} over the limit. The first ${b.fitCount} of ${b.fits.length} tags fit; remove tags until all fit.`;
}

/** YouTube shows the first three hashtags of a description above the video's title. */
export const ABOVE_TITLE_COUNT = 3;
/** The platform's limit (§9); more is over-tagging, which YouTube may answer by ignoring them all. */
export const PLATFORM_HASHTAG_LIMIT = 15;
