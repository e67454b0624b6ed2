export interface Band {
  name: string;
  top: number;
  bottom: number;
}

/** The band (a card's vertical extent) most visible in a viewport of that height, if any shows. */
export function mostVisible(bands: readonly Band[], viewportHeight: number): string | undefined {
  let best: Band | undefined;
  let bestShown = 0;
  for (const b of bands) {
    const shown = Math.min(b.bottom, viewportHeight) - Math.max(b.top, 0);
    if (shown > bestShown) {
      best = b;
      bestShown = shown;
    }
  }
  return best?.name;
}
