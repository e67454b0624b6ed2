/**
 * A file name as a phone or camera writes it ("IMG 2041.JPG", "Café.png", "शादी-01.jpeg") turned
 * into the safe, lower-case part of a photo id and URL ("img-2041", "cafe", "01-1x2k9qa"). Letters
 * that have no Latin form here (Devanagari, any other script) would vanish, so such a name keeps a
 * short hash of itself: `शादी-01` and `मेहंदी-01` stay distinct.
 */
export function slugify(name: string): string {
  const latin = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const slug = latin
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug && !/[^\p{ASCII}]/u.test(latin)) return slug;
  let h = 0x811c9dc5; // FNV-1a of the whole name
  for (const ch of name.normalize("NFC")) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return `${slug || "photo"}-${h.toString(36)}`;
}
