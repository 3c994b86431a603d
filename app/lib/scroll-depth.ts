export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

/** Milestones reached at this scroll position that have not been reported yet. */
export function newMilestones(
  scrollTop: number,
  viewportHeight: number,
  documentHeight: number,
  reported: ReadonlySet<number>,
): number[] {
  const scrollable = documentHeight - viewportHeight;
  const percent = scrollable <= 0 ? 100 : Math.min(100, ((scrollTop + 1) / scrollable) * 100);
  return SCROLL_MILESTONES.filter((m) => percent >= m && !reported.has(m));
}
