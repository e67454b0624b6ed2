/**
 * A file name as a phone or camera writes it ("IMG 2041.JPG", "शादी-01.jpeg", "Café.png") turned
 * into the safe, lower-case part of a photo id and URL ("img-2041", "shaadii-01", "cafe").
 * Devanagari is transliterated, so Hindi and Marathi names stay readable and distinct; letters of
 * any other script would vanish, so such a name gets a short hash of itself instead.
 */
export function slugify(name: string): string {
  const latin = devanagariToLatin(name.normalize("NFD")).normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const slug = latin
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug && !/[^\p{ASCII}]/u.test(latin)) return slug;
  let h = 0x811c9dc5; // FNV-1a of the whole name
  for (const ch of name.normalize("NFC")) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return `${slug || "photo"}-${h.toString(36)}`;
}

// Hunterian-style, with long vowels doubled (शादी "shaadii") so that names differing in a vowel's
// length stay distinct.
const table = (pairs: string) => Object.fromEntries(pairs.split(" ").map((p) => [p[0]!, p.slice(1)]));
const consonants = table("कk खkh गg घgh ङng चch छchh जj झjh ञny टt ठth डd ढdh णn तt थth दd धdh नn ऩn पp फph बb भbh मm यy रr ऱr लl ळl ऴl वv शsh षsh सs हh");
const withNukta = table("कq खkh गgh जz डr ढrh फf यy");
const vowels = table("अa आaa इi ईii उu ऊuu ऋri ॠrri ऌlri एe ऐai ओo औau ऍe ऑo ऎe ऒo");
const signs = table("ाaa िi ीii ुu ूuu ृri ॄrri ॢlri ेe ैai ोo ौau ॅe ॉo ॆe ॊo");
const marks = table("ंn ँn ःh ॐom ऽ");
const virama = "\u094d";
const nukta = "\u093c";
// An inherent vowel, until we know whether the word goes on (a word's last one is not spoken).
const schwa = "\u0001";

function devanagariToLatin(text: string): string {
  if (!/[\u0900-\u097f]/.test(text)) return text;
  const cs = [...text];
  let out = "";
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const consonant = consonants[c];
    if (consonant === undefined) {
      const digit = c >= "०" && c <= "९" ? String(c.charCodeAt(0) - 0x966) : undefined;
      out += signs[c] ?? vowels[c] ?? marks[c] ?? digit ?? (c === nukta ? "" : c);
      continue;
    }
    let latin = consonant;
    if (cs[i + 1] === nukta) {
      latin = withNukta[c] ?? consonant;
      i++;
    }
    const next = cs[i + 1];
    if (next === virama) i++;
    out += latin + (next === virama || (next !== undefined && signs[next] !== undefined) ? "" : schwa);
  }
  return out.replace(new RegExp(`${schwa}(?![a-z${schwa}])`, "g"), "").replaceAll(schwa, "a");
}
