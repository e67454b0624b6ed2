import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentFiles, locales, type Locale } from "../../src/content/schema";

/** Undefined while the file or the list cannot be read. */
export async function writtenLanguages(contentDir: string): Promise<unknown[] | undefined> {
  try {
    const languages = JSON.parse(await readFile(join(contentDir, contentFiles.studio.file), "utf8"))?.languages;
    return Array.isArray(languages) ? languages : undefined;
  } catch {
    return undefined;
  }
}

/** studio.json's known codes, English first; ["en"] while the file cannot be read. */
export async function siteLanguages(contentDir: string): Promise<Locale[]> {
  const written = (await writtenLanguages(contentDir)) ?? [];
  return ["en", ...locales.filter((l) => l !== "en" && written.includes(l))];
}
