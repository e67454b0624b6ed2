import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentFiles, locales, type Locale } from "../../src/content/schema";

/** studio.json's known codes, English first. */
export function languagesOf(studio: unknown): Locale[] {
  const written = (studio as { languages?: unknown } | undefined)?.languages;
  return ["en", ...locales.filter((l) => l !== "en" && Array.isArray(written) && written.includes(l))];
}

/** ["en"] while the file cannot be read. */
export async function siteLanguages(contentDir: string): Promise<Locale[]> {
  return languagesOf(await readFile(join(contentDir, contentFiles.studio.file), "utf8").then(JSON.parse).catch(() => undefined));
}
