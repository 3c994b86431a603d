import type { z } from "zod";
import { UNITS_PER_CHARACTER, withinCharacters } from "../../app/lib/text";

/**
 * A text field's limit counted in characters as a person sees them (grapheme clusters), the way
 * the page counts and caps it (app/ui/Field.tsx `maxCharacters`): zod's `.max()` counts UTF-16
 * units and would refuse a Hindi or Tamil text the page allowed. The raw length is bounded
 * first; an over-long text is a "too big" issue like `.max()`'s, so it is still answered 413.
 */
export function maxCharacters<T extends z.ZodString>(schema: T, max: number, message: string): T {
  return schema.max(max * UNITS_PER_CHARACTER, message).check((ctx) => {
    if (!withinCharacters(ctx.value, max)) ctx.issues.push({ code: "too_big", origin: "string", maximum: max, inclusive: true, message, input: ctx.value });
  }) as T;
}
