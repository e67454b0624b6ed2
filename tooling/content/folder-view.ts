// A folder of files, one per story, read as views of stories.json (?cards, ?photos, ?teasers,
// ?routes) so each page carries only what it shows. Imports nothing of the site: vitest.config.ts
// loads it as it is.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export function folderFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : [];
}

type Item = Record<string, unknown> & { slug?: string; cover?: { file?: string }; photos?: { file?: string }[] };
const pick = (item: Item, keys: string[]) => Object.fromEntries(keys.filter((k) => k in item).map((k) => [k, item[k]]));

export function folderView(path: string, raw: unknown, suffix: string | undefined, { browser = false } = {}): unknown {
  const list = basename(path, ".json");
  const dir = join(dirname(path), list);
  const view = suffix?.replace(/^\?/, "");
  if (!existsSync(dir) || !raw || typeof raw !== "object" || !view || !["cards", "photos", "teasers", "routes"].includes(view)) return raw;
  // The file's name is the address: the editor renames no file when the address field is edited.
  const items = folderFiles(dir).map((f) => ({ ...(JSON.parse(readFileSync(join(dir, f), "utf8")) as Item), slug: f.slice(0, -".json".length) }));
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
