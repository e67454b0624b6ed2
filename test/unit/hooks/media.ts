import { vi } from "vitest";

/**
 * A matchMedia stub that understands `(min-width: Npx)` and `(prefers-reduced-motion: reduce)`,
 * and fires `change` on the lists whose answer changes, as a browser does on resize.
 */
export function stubMedia(initial: { width: number; reducedMotion?: boolean }) {
  let state = { width: initial.width, reducedMotion: initial.reducedMotion ?? false };
  const lists: { query: string; matches: boolean; listeners: Set<(e: { matches: boolean }) => void> }[] = [];

  const evaluate = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    if (min) return state.width >= Number(min[1]);
    if (query.includes("prefers-reduced-motion: reduce")) return state.reducedMotion;
    return false;
  };

  const matchMedia = vi.fn((query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<(e: { matches: boolean }) => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_: "change", fn: (e: { matches: boolean }) => void) => entry.listeners.add(fn),
      removeEventListener: (_: "change", fn: (e: { matches: boolean }) => void) => entry.listeners.delete(fn),
    };
  });
  vi.stubGlobal("matchMedia", matchMedia);

  return {
    matchMedia,
    /** Changes the viewport and notifies every list whose answer changed. */
    set(next: Partial<typeof state>) {
      state = { ...state, ...next };
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches !== entry.matches) {
          entry.matches = matches;
          for (const fn of entry.listeners) fn({ matches });
        }
      }
    },
    /** How many change listeners are still attached. */
    listenerCount: () => lists.reduce((n, l) => n + l.listeners.size, 0),
  };
}
