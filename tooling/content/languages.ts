import { locales, type Locale } from "../../src/content/schema";

/** studio.json's known codes, English first. */
export function languagesOf(studio: unknown): Locale[] {
  const written = (studio as { languages?: unknown } | undefined)?.languages;
  return ["en", ...locales.filter((l) => l !== "en" && Array.isArray(written) && written.includes(l))];
}
