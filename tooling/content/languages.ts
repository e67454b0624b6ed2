// The site's languages as studio.json lists them: the build makes one set of pages for each, and
// the /admin/ editor one field for each in every text.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentFiles, locales, type Locale } from "../../src/content/schema";

/** studio.json's `languages` as written, or undefined while the file or the list cannot be read. */
export async function writtenLanguages(contentDir: string): Promise<unknown[] | undefined> {
  try {
    const languages = JSON.parse(await readFile(join(contentDir, contentFiles.studio.file), "utf8"))?.languages;
    return Array.isArray(languages) ? languages : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's languages: studio.json's known codes, English first; ["en"] while the file cannot be
 * read (its own check says why). The build and the /admin/ editor both ask here.
 */
export async function siteLanguages(contentDir: string): Promise<Locale[]> {
  const written = (await writtenLanguages(contentDir)) ?? [];
  return ["en", ...locales.filter((l) => l !== "en" && written.includes(l))];
}
