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

/** The first `limit` items of several lists dealt in turn (one from each, then the second of each...). */
export function interleave<T>(lists: readonly (readonly T[])[], limit = Infinity): T[] {
  const out: T[] = [];
  for (let i = 0; out.length < limit && lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length && out.length < limit) out.push(l[i]!);
  return out;
}
