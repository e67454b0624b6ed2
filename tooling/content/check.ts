/**
 * The build's check of the content files against src/content/schema.ts. Every mistake becomes one
 * line a non-developer can act on: the file, the field path and what is wrong, e.g.
 *   plans.json: plans[1].price must be a whole number of rupees, got "80k"
 * The build collects all of them and stops before doing anything else (build.ts).
 */
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { contentFiles, type ContentName, type Node } from "../../src/content/schema";
import { isPhotoOriginal, photoId } from "../../src/lib/photos";
import { photoInventory } from "./photo-inventory";
import { siteLanguages, writtenLanguages } from "./languages";
import { checkNode, orList, problem, show, type Ctx } from "./check-node";
import { checkFolders } from "./check-stories";
import { contentFolders } from "../../src/content/schema";

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}; nothing was built. Fix ${problems.length === 1 ? "it" : "them"} and build again:\n` +
        problems.map((p) => `  - ${p}`).join("\n"),
    );
    this.name = "ContentError";
    // Printed as is by the build: a stack trace helps nobody fix a price.
    this.stack = this.message;
  }
}

/** photos.json against the folders: every photo has alt text, every entry has its photo. */
function checkPhotoEntries(ctx: Ctx, value: unknown) {
  if (!value || typeof value !== "object") return;
  const listed = value as Record<string, { file?: unknown }[]>;
  for (const [set, files] of ctx.photos.sets) {
    // A story's photos have their alt text in the story (check-stories.ts).
    if (Object.values(contentFolders).some((f) => set.startsWith(f.photoSetPrefix))) continue;
    const entries = Array.isArray(listed[set]) ? listed[set] : [];
    const ids = new Map(entries.map((e) => [typeof e?.file === "string" ? photoId(set, e.file) : "", e]));
    const slugs = new Map<string, string>();
    for (const f of files.filter(isPhotoOriginal)) {
      const id = photoId(set, f);
      if (slugs.has(id)) ctx.problems.push(`${ctx.photosDirLabel}/${set}/${f} and ${slugs.get(id)} get the same name on the site (${id}): rename one of them`);
      slugs.set(id, f);
      if (!ids.has(id)) ctx.problems.push(`${ctx.photosDirLabel}/${set}/${f} has no alt text: add {"file": ${JSON.stringify(f)}, "alt": "what the photo shows"} to "${set}" in ${ctx.file} (or describe it in /admin/ under Photos)`);
    }
  }
  for (const [set, entries] of Object.entries(listed)) {
    if (!ctx.photos.sets.has(set)) {
      problem(ctx, set, `is not a folder under ${ctx.photosDirLabel}/ (the photo sets are ${orList([...ctx.photos.sets.keys()])})`);
      continue;
    }
    if (!Array.isArray(entries)) continue;
    entries.forEach((e, i) => {
      if (typeof e?.file === "string" && e.file.trim() && !ctx.photos.ids.has(photoId(set, e.file))) {
        problem(ctx, `${set}[${i}].file`, `is ${show(e.file)}, but there is no such photo in ${ctx.photosDirLabel}/${set}/`);
      }
    });
  }
}

function checkCreditLicences(ctx: Ctx, value: unknown) {
  const v = value as { licences?: { id?: unknown }[]; credits?: { licences?: unknown[] }[] };
  if (!Array.isArray(v?.licences) || !Array.isArray(v?.credits)) return;
  const ids = v.licences.map((l) => l?.id).filter((id): id is string => typeof id === "string");
  v.credits.forEach((c, i) =>
    (Array.isArray(c?.licences) ? c.licences : []).forEach((l, j) => {
      if (typeof l === "string" && !ids.includes(l)) problem(ctx, `credits[${i}].licences[${j}]`, `is "${l}", which is not in the licences list (${orList(ids.map((x) => `"${x}"`))})`);
    }),
  );
}

export interface CheckOptions {
  contentDir: string;
  photosDir: string;
  /** How messages name the photo folder (default: relative to the working directory). */
  photosDirLabel?: string;
}

/** Every problem with the content, as sentences; empty when the content is fine. */
export async function checkContent({ contentDir, photosDir, photosDirLabel }: CheckOptions): Promise<string[]> {
  const photos = await photoInventory(photosDir);
  const problems: string[] = [];
  const label = photosDirLabel ?? (relative(process.cwd(), photosDir).split("\\").join("/") || ".");
  const languages = await siteLanguages(contentDir);
  await checkLanguages(contentDir, problems);
  const values: Partial<Record<ContentName, unknown>> = {};
  for (const [name, { file, node }] of Object.entries(contentFiles) as [ContentName, (typeof contentFiles)[ContentName]][]) {
    const ctx: Ctx = { photos, photosDirLabel: label, problems, file, languages };
    const path = join(contentDir, file);
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch {
      problems.push(`${file} is missing from ${relative(process.cwd(), contentDir) || "."}/`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      problems.push(`${file} is not valid JSON (${jsonWhere(text, err)}): look for a missing comma or quote, or a comma after the last item`);
      continue;
    }
    values[name] = value;
    checkNode(ctx, node as Node, value, "");
    if (name === "photos") checkPhotoEntries(ctx, value);
    if (name === "credits") checkCreditLicences(ctx, value);
  }
  await checkFolders({ photos, photosDirLabel: label, problems, languages }, contentDir, values);
  return problems;
}

/** The list itself: known codes are the schema's business; here, English first and no repeats. */
async function checkLanguages(contentDir: string, problems: string[]) {
  const written = await writtenLanguages(contentDir);
  if (!written) return;
  const file = contentFiles.studio.file;
  if (written[0] !== "en") problems.push(`${file}: languages must start with "en": English is the site's first language, got ${JSON.stringify(written)}`);
  const repeated = written.filter((l, i) => written.indexOf(l) !== i);
  if (repeated.length) problems.push(`${file}: languages lists ${orList(repeated.map((l) => JSON.stringify(l)))} more than once`);
}

/** "line 12, column 5" from JSON.parse's error, when it says where. */
function jsonWhere(text: string, err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  const pos = /position (\d+)/.exec(msg)?.[1];
  if (pos === undefined) return msg;
  const before = text.slice(0, Number(pos));
  const line = before.split("\n").length;
  return `line ${line}, column ${Number(pos) - before.lastIndexOf("\n")}`;
}

/** Throws a ContentError listing every problem, or returns quietly. */
export async function assertContent(options: CheckOptions): Promise<void> {
  const problems = await checkContent(options);
  if (problems.length) throw new ContentError(problems);
}
