/**
 * Finds words in Latin script that a Hindi or Marathi page should not show: everything in a text
 * written with Latin letters, except web addresses, email addresses and the phrases the caller
 * allows (the brand name, say). Digits, ₹ and punctuation are not words. Pure: the translations
 * test runs it on the content files, and the language wiring on the built Hindi and Marathi pages.
 */
export interface LatinWordsOptions {
  /** Phrases that may stay in Latin script, matched whole and case-sensitively (the studio's name). */
  allow?: readonly string[];
}

const url = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A run of Latin letters (with accents), joined by apostrophes or hyphens: "don't", "pre-wedding".
const word = /[A-Za-z\u00C0-\u024F]+(?:['’-][A-Za-z\u00C0-\u024F]+)*/g;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function latinWords(text: string, { allow = [] }: LatinWordsOptions = {}): string[] {
  let rest = text.replace(url, " ").replace(email, " ");
  // Longest first, so a name is taken whole before its short form ("Moti Studio" before "Moti").
  for (const phrase of [...allow].filter(Boolean).sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escape(phrase)}(?![A-Za-z])`, "g"), " ");
  }
  return rest.match(word) ?? [];
}
