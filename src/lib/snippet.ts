/**
 * A text cut to at most `max` characters at a word's end, with an ellipsis when cut: a story's
 * short text as its search description (search results show about 160 characters).
 */
export function snippet(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, "")}…`;
}
