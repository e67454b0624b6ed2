// A story's photos in an editorial rhythm: a landscape photo runs wide, two upright photos in a row
// sit side by side, and an upright photo alone is set narrower in the middle. The owner orders the
// photos; the rhythm follows from their shapes, so a story never needs layout of its own.

export type StoryRow<T> = { kind: "wide"; items: [T] } | { kind: "pair"; items: [T, T] } | { kind: "single"; items: [T] };

export function storyRows<T>(items: readonly T[], isUpright: (item: T) => boolean): StoryRow<T>[] {
  const rows: StoryRow<T>[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const next = items[i + 1];
    if (!isUpright(item)) rows.push({ kind: "wide", items: [item] });
    else if (next !== undefined && isUpright(next)) {
      rows.push({ kind: "pair", items: [item, next] });
      i++;
    } else rows.push({ kind: "single", items: [item] });
  }
  return rows;
}

/** Taller than wide, by its intrinsic size (a square counts as upright: it pairs well). */
export function isUpright(photo: { width: number; height: number }): boolean {
  return photo.height >= photo.width;
}
