/**
 * Content kept as a folder of files, one per item (src/content/stories/<address>.json, see
 * `contentFolders` in the schema), read by the site as one list through views of the folder's
 * words file (stories.json), so each page carries only what it shows:
 * - `./stories.json?cards`: the words, and every story but its photos (the list, a story's page);
 * - `./stories.json?photos`: each story's photos, by address (a story's page);
 * - `./stories.json?teasers`: each story's address, names, title, date and cover, and the sample
 *   tag (a row of stories on another page);
 * - `./stories.json?routes`: for the route table; in the browser only each story's address, names
 *   and title (every page carries them).
 * A `<name>.json` with a folder `<name>/` beside it has these views. The build's content plugin
 * (./index.ts) and the tests' (vitest.config.ts) read them through here, which imports nothing
 * of the site so the tests' configuration can load it as it is.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** The folder's JSON files, in file-name order. */
export function folderFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : [];
}

/** The folder's files as values, in file-name order (the build has checked them). */
export function folderEntries(dir: string): { file: string; value: unknown }[] {
  return folderFiles(dir).map((f) => ({ file: f, value: JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown }));
}

type Item = Record<string, unknown> & { slug?: string; cover?: { file?: string }; photos?: { file?: string }[] };
const pick = (item: Item, keys: string[]) => Object.fromEntries(keys.filter((k) => k in item).map((k) => [k, item[k]]));

/** The view an import asks for, or the file as it is. */
export function folderView(path: string, raw: unknown, suffix: string | undefined, { browser = false } = {}): unknown {
  const list = basename(path, ".json");
  const dir = join(dirname(path), list);
  const view = suffix?.replace(/^\?/, "");
  if (!existsSync(dir) || !raw || typeof raw !== "object" || !view || !["cards", "photos", "teasers", "routes"].includes(view)) return raw;
  const items = folderEntries(dir).map((e) => e.value as Item);
  switch (view) {
    case "cards":
      return { ...raw, [list]: items.map(({ photos: _photos, ...card }) => card) };
    case "photos":
      return { photos: Object.fromEntries(items.map((item) => [item.slug, item.photos ?? []])) };
    case "teasers":
      return { sampleTag: (raw as Record<string, unknown>).sampleTag, [list]: items.map((item) => pick(item, ["slug", "names", "title", "occasion", "month", "year", "cover", "sample"])) };
    default:
      return { [list]: browser ? items.map((item) => pick(item, ["slug", "names", "title"])) : items };
  }
}
