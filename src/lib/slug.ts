/**
 * A file name as a phone or camera writes it ("IMG 2041.JPG", "शादी-१.jpeg", "Café.png") turned
 * into the safe, lower-case part of a photo id and URL ("img-2041", "cafe"). Names with no Latin
 * letters or digits at all get "photo" and a short hash of the name, so they stay distinct.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug) return slug;
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.codePointAt(0)!) >>> 0;
  return `photo-${h.toString(36)}`;
}
