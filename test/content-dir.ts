import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentFiles, type Locale } from "../src/content/schema";
import { languagesOf } from "../tooling/content/languages";

/** The content folder of the site under test: the sample's, or CONTENT_DIR's (CI runs the whole
 * suite on test/fixtures/content-alt as well). Tests that read a content file directly read it here. */
export const contentDir = process.env.CONTENT_DIR ?? "src/content";

/** A content folder's languages, as the build reads them (["en"] while studio.json cannot be read). */
export async function siteLanguages(dir: string): Promise<Locale[]> {
  return languagesOf(await readFile(join(dir, contentFiles.studio.file), "utf8").then(JSON.parse).catch(() => undefined));
}
