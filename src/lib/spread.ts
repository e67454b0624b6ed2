/**
 * Reorders items so two with the same source (two crops of one photograph) are at least `gap`
 * places apart where the others allow it; the order is otherwise kept. Greedy: each place takes
 * the first remaining item whose source was not among the last `gap - 1` placed.
 */
export function spreadBySource<T>(items: readonly T[], sourceOf: (item: T) => string | undefined, gap: number): T[] {
  const rest = [...items];
  const out: T[] = [];
  while (rest.length > 0) {
    const recent = new Set(out.slice(-(gap - 1)).map(sourceOf).filter(Boolean));
    const i = rest.findIndex((item) => !recent.has(sourceOf(item)));
    out.push(...rest.splice(Math.max(0, i), 1));
  }
  return out;
}
