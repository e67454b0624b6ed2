// Each story against its schema, its file name and its photo folder (both ways), and every
// `ref` field against what exists.
import { join } from "node:path";
import { contentFiles, contentFolders, type ContentName, type Node, type StringNode } from "../../src/content/schema";
import { isPhotoOriginal, photoId } from "../../src/lib/photos";
import { folderFiles } from "./folder-view";
import { checkAltTexts, checkNode, eachValue, formats, orList, problem, readJson, show, type Ctx } from "./check-node";

type Values = Partial<Record<ContentName, unknown>>;
/** A kind is left out while its file cannot be read: its mistake is the one to show. */
type Refs = Partial<Record<NonNullable<StringNode["ref"]>, Set<string>>>;

const idsOf = (list: unknown, key: string): string[] =>
  Array.isArray(list) ? list.map((x) => (x && typeof x === "object" ? (x as Record<string, unknown>)[key] : undefined)).filter((x): x is string => typeof x === "string") : [];

const refNames = { programs: ["program", "programs.json"], films: ["film", "films.json"], stories: ["story", "src/content/stories/"] } as const;

function checkRefs(ctx: Ctx, node: Node, value: unknown, refs: Refs) {
  eachValue(node, value, (n, v, path) => {
    if (n.kind !== "string" || !n.ref) return;
    const ids = refs[n.ref];
    if (!ids || v === undefined || (n.optional && (v === null || v === ""))) return;
    if (typeof v === "string" && ids.has(v)) return;
    const known = [...ids];
    const [noun, where] = refNames[n.ref];
    const what = `is ${show(v)}, which is not a ${noun} in ${where} (${known.length ? `use ${orList(known.map((k) => `"${k}"`))}` : `there are none yet`})`;
    // A story, film or program deleted in the editor leaves what named it: the page does without.
    if (typeof v === "string" && n.missing) ctx.warnings.push(`${ctx.file}: ${path} ${what}: ${n.missing}, until it names one`);
    else problem(ctx, path, what);
  });
}

/** Returns the ids of the photos the stories show, and of their covers; a story's folder's other
 *  photos are left out with a warning (the editor deletes no file: not one taken out of a story,
 *  nor a deleted story's). */
export async function checkFolders(base: Ctx, contentDir: string, values: Values): Promise<{ shown: Set<string>; covers: Set<string> }> {
  const { folder, node, photoSetPrefix } = contentFolders.stories;
  const stories: { file: string; value: unknown }[] = [];
  // Its photo folder is not without a story: the story is there, if unreadable.
  const unreadable = new Set<string>();
  for (const file of folderFiles(join(contentDir, folder))) {
    const value = await readJson(contentDir, `${folder}/${file}`, base.problems);
    if (value === undefined) unreadable.add(photoSetPrefix + file.replace(/\.json$/, ""));
    else stories.push({ file, value });
  }
  const refs: Refs = {
    ...(values.programs !== undefined && { programs: new Set(idsOf((values.programs as { programs?: unknown }).programs, "id")) }),
    ...(values.films !== undefined && { films: new Set(idsOf((values.films as { films?: unknown }).films, "id")) }),
    ...(unreadable.size === 0 && { stories: new Set(stories.map((s) => s.file.replace(/\.json$/, ""))) }),
  };
  for (const [name, f] of Object.entries(contentFiles) as [ContentName, (typeof contentFiles)[ContentName]][]) {
    if (values[name] !== undefined) checkRefs({ ...base, file: f.file }, f.node as Node, values[name], refs);
  }
  const claimed = new Set<string>(unreadable);
  const shown = new Set<string>();
  const covers = new Set<string>();
  for (const { file, value } of stories) {
    const ctx: Ctx = { ...base, file: `${folder}/${file}` };
    checkNode(ctx, node as Node, value, "");
    checkRefs(ctx, node as Node, value, refs);
    checkAltTexts(ctx, value);
    const story = (value ?? {}) as { slug?: unknown; cover?: { file?: unknown }; photos?: { file?: unknown }[] };
    const address = file.replace(/\.json$/, "");
    if (!formats.id.test(address)) problem(ctx, "", `is the story's address, /stories/${address}/: name the file in lower-case letters, digits and dashes, like ananya-rohan-nashik.json`);
    // A warning: the story stays where its links, its file and its photos are.
    if (typeof story.slug === "string" && story.slug !== address) ctx.warnings.push(`${ctx.file}: slug is ${show(story.slug)}, but the story stays at /stories/${address}/, the name of its file and its photos' folder: write "${address}" back (a new address is a new story)`);
    const set = photoSetPrefix + address;
    claimed.add(set);
    const folderLabel = `${base.photosDirLabel}/${set}/`;
    if (!base.photos.sets.has(set)) {
      problem(ctx, "photos", `are missing: the story's photos go in ${folderLabel} (in /admin/, upload them in the story itself)`);
      continue;
    }
    const photoAt = (path: string, f: unknown) => {
      if (typeof f !== "string" || !f.trim()) return;
      const id = photoId(set, f);
      if (!base.photos.ids.has(id)) problem(ctx, path, `is ${show(f)}, but there is no such photo in ${folderLabel}`);
      shown.add(id);
    };
    photoAt("cover.file", story.cover?.file);
    if (typeof story.cover?.file === "string") covers.add(photoId(set, story.cover.file));
    const cover = typeof story.cover?.file === "string" ? base.photos.sizes.get(photoId(set, story.cover.file)) : undefined;
    if (cover && cover.height > cover.width) ctx.warnings.push(`${ctx.file}: cover.file is a portrait photo (${cover.width}×${cover.height}), but the story's header is wide, so only a band across its middle shows: choose a landscape photo for the cover`);
    const listed: string[] = [];
    (Array.isArray(story.photos) ? story.photos : []).forEach((p, i) => {
      // Listed twice ("a.jpg", or "/a.jpg" as the editor writes a photo picked again), it shows twice.
      const id = typeof p?.file === "string" ? photoId(set, p.file) : "";
      if (id && listed.includes(id)) problem(ctx, `photos[${i}].file`, `lists ${show(p?.file)} again (as photos[${listed.indexOf(id)}] does): keep one line for each photo`);
      listed.push(id);
      photoAt(`photos[${i}].file`, p?.file);
    });
    // A photo the site cannot use has its own warning, which names what to mend first.
    for (const f of (base.photos.sets.get(set) ?? []).filter(isPhotoOriginal)) {
      const id = photoId(set, f);
      if (!shown.has(id) && !base.photos.broken.has(id)) base.warnings.push(`${folderLabel}${f} is in the story's photo folder but not in ${ctx.file}, so it is left out of the site: add it to the story's photos (with its alt text), or delete it`);
    }
  }
  for (const set of base.photos.sets.keys()) {
    if (set.startsWith(photoSetPrefix) && !claimed.has(set)) {
      base.warnings.push(`${base.photosDirLabel}/${set}/ is a story's photo folder, but there is no story ${folder}/${set.slice(photoSetPrefix.length)}.json, so its photos are left out of the site: add the story, or delete the folder`);
    }
  }
  return { shown, covers };
}
