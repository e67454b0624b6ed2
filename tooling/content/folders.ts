/**
 * Content kept as a folder of files, one per item (src/content/stories/<address>.json, see
 * `contentFolders` in the schema), read by the site as one list: importing `./stories.json?stories`
 * gives stories.json with a `stories` list of every file in stories/, in file-name order, and
 * `./stories.json?routes` the same list for the route table, which in the browser keeps only each
 * item's address, names and title (every page carries them). The build's content plugin (./index.ts) and
 * the tests' (vitest.config.ts) both read them through here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { contentFolders } from "../../src/content/schema";

/** The folder's JSON files, in file-name order. */
export function folderFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : [];
}

/** The folder's files as values, in file-name order (the build has checked them). */
export function folderEntries(dir: string): { file: string; value: unknown }[] {
  return folderFiles(dir).map((f) => ({ file: f, value: JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown }));
}

/** The view an import asks for (`?stories`, `?routes`), or the file as it is. */
export function folderView(path: string, raw: unknown, suffix: string | undefined, { browser = false } = {}): unknown {
  const name = basename(path, ".json");
  const folder = Object.values(contentFolders).find((f) => f.folder === name);
  const view = suffix?.replace(/^\?/, "");
  if (!folder || !raw || typeof raw !== "object" || (view !== folder.folder && view !== "routes")) return raw;
  const items = folderEntries(join(dirname(path), folder.folder)).map((e) => e.value);
  if (view === "routes") {
    const pick = (item: unknown) => {
      const { slug, names, title } = (item ?? {}) as Record<string, unknown>;
      return { slug, names, title };
    };
    return { [folder.folder]: browser ? items.map(pick) : items };
  }
  return { ...raw, [folder.folder]: items };
}
