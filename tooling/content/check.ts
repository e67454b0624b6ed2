/**
 * The build's check of the content files against src/content/schema.ts. Every mistake becomes one
 * line a non-developer can act on: the file, the field path and what is wrong, e.g.
 *   plans.json: plans[1].price must be a whole number of rupees, got "80k"
 * The build collects all of them and stops before doing anything else (build.ts).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { contentFiles, languageNames, locales, studioPlaceholders, type ContentName, type Locale, type Node } from "../../src/content/schema";
import { photoId } from "../../src/lib/photos";

/** Photo formats the pipeline reads; HEIC (iPhones) and others get a message instead. */
export const photoExtensions = /\.(jpe?g|png|webp|avif|tiff?)$/i;

export interface PhotoInventory {
  /** Set name -> the files in its folder (photos only), in name order. */
  sets: Map<string, string[]>;
  /** Every photo id on disk. */
  ids: Set<string>;
}

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

export async function photoInventory(photosDir: string): Promise<PhotoInventory> {
  const sets = new Map<string, string[]>();
  const ids = new Set<string>();
  if (!existsSync(photosDir)) return { sets, ids };
  for (const d of (await readdir(photosDir, { withFileTypes: true })).filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const files = (await readdir(join(photosDir, d.name))).filter((f) => !f.startsWith(".")).sort();
    sets.set(d.name, files);
    for (const f of files) if (photoExtensions.test(f)) ids.add(photoId(d.name, f));
  }
  return { sets, ids };
}

const show = (v: unknown): string => {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (typeof v === "string") return JSON.stringify(v.length > 60 ? v.slice(0, 57) + "..." : v);
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a group of fields";
  return String(v);
};
const orList = (xs: readonly string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);
const at = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);

interface Ctx {
  photos: PhotoInventory;
  photosDirLabel: string;
  problems: string[];
  file: string;
  /** studio.json's languages: every text needs each of them. */
  languages: readonly string[];
}

function problem(ctx: Ctx, path: string, what: string) {
  ctx.problems.push(`${ctx.file}: ${path || "the file"} ${what}`);
}

function checkPlaceholders(ctx: Ctx, path: string, text: string, vars: readonly string[] = []) {
  const allowed = [...studioPlaceholders, ...vars];
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    if (!allowed.includes(m[1]!)) problem(ctx, path, `uses {${m[1]}}, which is not a placeholder (use ${orList(allowed.map((a) => `{${a}}`))})`);
  }
}

/** Words to translate: letters outside placeholders, email addresses and links. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, "").replace(/\S+@\S+|https?:\/\/\S+/g, ""));
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((m) => `{${m[1]}}`));

/** A translation fills in the same placeholders as the English, no more, no fewer. */
function checkSamePlaceholders(ctx: Ctx, path: string, english: string, text: string, name: string) {
  const want = placeholders(english);
  const got = placeholders(text);
  const missing = [...want].filter((p) => !got.has(p));
  const extra = [...got].filter((p) => !want.has(p));
  if (missing.length === 0 && extra.length === 0) return;
  const what = [missing.length ? `lacks ${orList(missing)}` : "", extra.length ? `has ${orList(extra)}, which the English does not` : ""].filter(Boolean).join(" and ");
  problem(ctx, path, `${what}: the ${name} text needs the same placeholders as the English`);
}

function checkNode(ctx: Ctx, node: Node, value: unknown, path: string): void {
  switch (node.kind) {
    case "text": {
      const one = (v: unknown, p: string, required: boolean) => {
        if (typeof v !== "string") return problem(ctx, p, `must be text, got ${show(v)}`);
        if (required && !node.allowEmpty && !v.trim()) return problem(ctx, p, "is empty: write the text");
        checkPlaceholders(ctx, p, v, node.vars);
      };
      const obj: Record<string, unknown> = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { en: value };
      if (!("en" in obj)) return problem(ctx, path, `has translations but no English ("en"); English is required`);
      const english = obj.en;
      for (const [k, v] of Object.entries(obj)) {
        if (!(locales as readonly string[]).includes(k)) problem(ctx, at(path, k), `is not a language this site has (use ${orList(locales.map((l) => `"${l}"`))})`);
        else one(v, obj === value ? at(path, k) : path, k === "en");
      }
      if (typeof english !== "string" || !hasWords(english)) return;
      for (const lang of ctx.languages.filter((l) => l !== "en")) {
        const v = obj[lang];
        const name = `${languageNames[lang as Locale]?.name ?? lang} ("${lang}")`;
        if (typeof v !== "string" || !v.trim()) problem(ctx, path, `has no ${name} text`);
        else checkSamePlaceholders(ctx, at(path, lang), english, v, name);
      }
      return;
    }
    case "string": {
      if (typeof value !== "string") return problem(ctx, path, `must be text, got ${show(value)}`);
      if (!value.trim()) return problem(ctx, path, "is empty: write it in");
      const f = node.format;
      if (f === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) problem(ctx, path, `must be an email address like name@example.com, got ${show(value)}`);
      if (f === "url" && !/^https?:\/\/\S+$/.test(value)) problem(ctx, path, `must be a web address starting with https://, got ${show(value)}`);
      if (f === "phone-e164" && !/^\+[1-9]\d{7,14}$/.test(value)) problem(ctx, path, `must be the number with its country code and no spaces, like +919876543210, got ${show(value)}`);
      if (f === "id" && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) problem(ctx, path, `must be a short id of lower-case letters, digits and dashes, like "pre-wedding", got ${show(value)}`);
      return;
    }
    case "int":
    case "number": {
      const whole = node.kind === "int";
      const noun = whole ? `a whole number${node.kind === "int" && node.unit ? ` of ${node.unit}` : ""}` : "a number";
      if (typeof value !== "number" || !Number.isFinite(value) || (whole && !Number.isInteger(value))) {
        const hint = typeof value === "string" ? " (digits only, no quotes, letters or commas)" : "";
        return problem(ctx, path, `must be ${noun}, got ${show(value)}${hint}`);
      }
      if (node.min !== undefined && value < node.min) problem(ctx, path, `must be at least ${node.min}, got ${value}`);
      if (node.max !== undefined && value > node.max) problem(ctx, path, `must be at most ${node.max}, got ${value}`);
      return;
    }
    case "boolean":
      if (typeof value !== "boolean") problem(ctx, path, `must be true or false, got ${show(value)}`);
      return;
    case "enum":
      if (typeof value !== "string" || !node.values.includes(value)) {
        problem(ctx, path, `must be one of the ${node.noun}s ${orList(node.values.map((v) => `"${v}"`))}, got ${show(value)}`);
      }
      return;
    case "photoId": {
      if (typeof value !== "string" || !value.trim()) return problem(ctx, path, `must be a photo id like "home/01-first-photo", got ${show(value)}`);
      if (!ctx.photos.ids.has(value)) {
        const [set, name] = value.split("/");
        const where = set && ctx.photos.sets.has(set) ? `no photo named ${name ?? "?"} in ${ctx.photosDirLabel}/${set}/` : `no folder ${ctx.photosDirLabel}/${set ?? value}/`;
        problem(ctx, path, `is ${show(value)}, which is not a photo: ${where} (a photo id is the folder, a slash and the file name without its extension)`);
      }
      return;
    }
    case "photoSet": {
      if (typeof value !== "string" || !value.trim()) return problem(ctx, path, `must be the name of a folder under ${ctx.photosDirLabel}/, got ${show(value)}`);
      const files = ctx.photos.sets.get(value);
      if (!files) return problem(ctx, path, `is ${show(value)}, but there is no folder ${ctx.photosDirLabel}/${value}/`);
      const n = files.filter((f) => photoExtensions.test(f)).length;
      const range = node.max !== undefined ? `${node.min ?? 0} to ${node.max}` : `at least ${node.min ?? 0}`;
      if ((node.min !== undefined && n < node.min) || (node.max !== undefined && n > node.max)) {
        problem(ctx, path, `is the set "${value}" with ${n} photo${n === 1 ? "" : "s"}; this place shows ${range}`);
      }
      return;
    }
    case "photoFile":
      if (typeof value !== "string" || !value.trim()) problem(ctx, path, `must be a photo's file name, got ${show(value)}`);
      return;
    case "list": {
      if (!Array.isArray(value)) return problem(ctx, path, `must be a list, got ${show(value)}`);
      if (node.min !== undefined && value.length < node.min) problem(ctx, path, `must have at least ${node.min} item${node.min === 1 ? "" : "s"}, has ${value.length}`);
      if (node.max !== undefined && value.length > node.max) problem(ctx, path, `must have at most ${node.max} items, has ${value.length}`);
      value.forEach((v, i) => checkNode(ctx, node.of, v, at(path, i)));
      if (node.unique) {
        const seen = new Map<string, number>();
        value.forEach((v, i) => {
          const key = v && typeof v === "object" ? JSON.stringify((v as Record<string, unknown>)[node.unique!]) : undefined;
          if (key === undefined) return;
          if (seen.has(key)) problem(ctx, at(at(path, i), node.unique!), `repeats ${key}, already used by ${at(path, seen.get(key)!)}`);
          else seen.set(key, i);
        });
      }
      return;
    }
    case "object": {
      if (!value || typeof value !== "object" || Array.isArray(value)) return problem(ctx, path, `must be a group of fields, got ${show(value)}`);
      const obj = value as Record<string, unknown>;
      for (const [k, f] of Object.entries(node.fields as Record<string, Node>)) {
        if (obj[k] === undefined) {
          if (!f.optional) problem(ctx, at(path, k), `is missing (${f.label})`);
        } else checkNode(ctx, f, obj[k], at(path, k));
      }
      for (const k of Object.keys(obj)) {
        if (!(k in node.fields)) problem(ctx, at(path, k), `is not a field here (a typo? the fields are ${orList(Object.keys(node.fields))})`);
      }
      return;
    }
    case "record": {
      if (!value || typeof value !== "object" || Array.isArray(value)) return problem(ctx, path, `must be a group of fields, got ${show(value)}`);
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) checkNode(ctx, node.of, v, at(path, k));
      return;
    }
  }
}

/** photos.json against the folders: every photo has alt text, every entry has its photo. */
function checkPhotoEntries(ctx: Ctx, value: unknown) {
  if (!value || typeof value !== "object") return;
  const listed = value as Record<string, { file?: unknown }[]>;
  for (const [set, files] of ctx.photos.sets) {
    const entries = Array.isArray(listed[set]) ? listed[set] : [];
    const ids = new Map(entries.map((e) => [typeof e?.file === "string" ? photoId(set, e.file) : "", e]));
    const slugs = new Map<string, string>();
    for (const f of files.filter((f) => photoExtensions.test(f))) {
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
    checkNode(ctx, node as Node, value, "");
    if (name === "photos") checkPhotoEntries(ctx, value);
    if (name === "credits") checkCreditLicences(ctx, value);
  }
  return problems;
}

/** studio.json's `languages` as written, or undefined while the file or the list cannot be read. */
async function writtenLanguages(contentDir: string): Promise<unknown[] | undefined> {
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
