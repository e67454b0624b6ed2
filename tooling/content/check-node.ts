// A content file read, and a value checked against (or walked with) its schema node: each mistake
// with its path ("plans[1].price").
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { languageNames, locales, studioPlaceholders, type Locale, type Node } from "../../src/content/schema";
import { isHeicName, isPhotoOriginal, photoId } from "../../src/lib/photos";
import { formatRupees } from "../../src/lib/format";
import { youtubeId } from "../../src/lib/youtube";
import { latinDigits } from "../../src/lib/validation";

export const show = (v: unknown): string => {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (typeof v === "string") return JSON.stringify(v.length > 60 ? v.slice(0, 57) + "..." : v);
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a group of fields";
  return String(v);
};
export const orList = (xs: readonly string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);
const at = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Each value under `node` and its path ("plans[1].price"); `visit` returning false skips what is inside. */
export function eachValue(node: Node, value: unknown, visit: (node: Node, value: unknown, path: string) => boolean | void, path = ""): void {
  if (visit(node, value, path) === false || !value || typeof value !== "object") return;
  if (node.kind === "list" || node.kind === "record")
    for (const [k, v] of Object.entries(value)) eachValue(node.of, v, visit, at(path, Array.isArray(value) ? Number(k) : k));
  else if (node.kind === "object")
    for (const [k, f] of Object.entries(node.fields as Record<string, Node>)) eachValue(f, (value as Record<string, unknown>)[k], visit, at(path, k));
}

export interface Ctx {
  photos: { sets: Map<string, string[]>; ids: Set<string>; sizes: Map<string, { width: number; height: number }>; broken: ReadonlyMap<string, string> };
  photosDirLabel: string;
  problems: string[];
  warnings: string[];
  file: string;
  languages: readonly Locale[];
  /** null while plans.json cannot be read: its placeholders are not checked then. */
  prices: readonly { id: string; price: number }[] | null;
}

export function problem(ctx: Ctx, path: string, what: string) {
  ctx.problems.push(`${ctx.file}: ${path || "the file"} ${what}`);
}

/** Undefined, with the problem, when the file is missing or no JSON; `file` is relative to `dir`. */
export async function readJson(dir: string, file: string, problems: string[]): Promise<unknown> {
  const text = await readFile(join(dir, file), "utf8").catch(() => undefined);
  if (text === undefined) return void problems.push(`${file} is missing from ${relative(process.cwd(), dir) || "."}/`);
  if (text.startsWith("\uFEFF")) return void problems.push(`${file} starts with an invisible mark some editors add (a byte order mark): save it as "UTF-8", not "UTF-8 with BOM"`);
  try {
    const value: unknown = JSON.parse(text);
    const twice = repeatedKey(text);
    if (twice) problems.push(`${file} has "${twice.key}" twice in one group (${lineAndColumn(text, twice.at)}): the second replaces the first, so merge them into one`);
    return value;
  } catch {
    problems.push(`${file} is not valid JSON (${lineAndColumn(text, jsonErrorAt(text))}): look for a missing comma or quote, or a comma after the last item`);
  }
}

/** The first key an object repeats, which JSON.parse would let replace the earlier silently. */
function repeatedKey(text: string): { key: string; at: number } | undefined {
  const keys: (Set<string> | null)[] = []; // per open object; null for a list
  const colon = /\s*:/y;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{" || c === "[") keys.push(c === "{" ? new Set() : null);
    else if (c === "}" || c === "]") keys.pop();
    else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      colon.lastIndex = end + 1;
      const inObject = keys[keys.length - 1];
      if (inObject && colon.test(text)) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (inObject.has(key)) return { key, at: i };
        inObject.add(key);
      }
      i = end;
    }
  }
}

function lineAndColumn(text: string, at: number): string {
  const before = text.slice(0, at);
  return `line ${before.split("\n").length}, column ${at - before.lastIndexOf("\n")}`;
}

/** Where JSON.parse does not say: the shortest start no more text could make valid. */
function jsonErrorAt(text: string): number {
  const broken = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return false;
    } catch (err) {
      const at = /at position (\d+)/.exec(String(err))?.[1];
      return !/end of JSON input/.test(String(err)) && (at === undefined || Number(at) < n);
    }
  };
  let [lo, hi] = [0, text.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (broken(mid + 1)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Also the editor's field patterns (admin-config.ts), so the two cannot disagree. */
export const formats = { phone: /^\+[1-9]\d{7,14}$/, id: /^[a-z0-9]+(-[a-z0-9]+)*$/ };

const pricePlaceholder = (id: string) => `{plans.${id}.price}`;

/** What a text's braces may hold: the studio's facts, each plan's price and the field's own
 *  `vars`. Also the editor's text patterns (admin-config.ts), so the two cannot disagree. */
export const allowedPlaceholders = (plans: readonly { id: string }[], vars: readonly string[] = []) => [
  ...studioPlaceholders,
  ...plans.map((p) => pricePlaceholder(p.id).slice(1, -1)),
  ...vars,
];
const withoutPlaceholders = (text: string, by = "") => text.replace(/\{[^{}]*\}/g, by);

/** "₹80,000", "Rs. 80000", "80k", "1.3 lakh", "50 हज़ार", "५०,००० रुपये": a price written out. */
const unit = "(?:k|thousand|lakhs?|lac|rupees|\u0939(?:\u091C\u093C?|\u095B)\u093E\u0930|\u0932\u093E\u0916|\u0930\u0941\u092A(?:\u092F|\u090F)\u0947?)(?![a-z])";
const writtenPrice = new RegExp(`(?:₹|\\bRs\\.?|\\bINR|रु\\.?)\\s*[\\d०-९][\\d०-९,.]*(?:\\s*${unit})?|(?<![\\w०-९])[\\d०-९][\\d०-९,.]*\\s*${unit}`, "gi");

function checkPlaceholders(ctx: Ctx, path: string, text: string, vars: readonly string[] = []) {
  const prices = ctx.prices ?? [];
  const allowed = allowedPlaceholders(prices, vars);
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    if (!allowed.includes(m[1]!) && !(ctx.prices === null && /^plans\.[^.]+\.price$/.test(m[1]!))) problem(ctx, path, `uses {${m[1]}}, which is not a placeholder (use ${orList(allowed.map((a) => `{${a}}`))})`);
  }
  const plain = withoutPlaceholders(text);
  if (/[{}]/.test(plain)) problem(ctx, path, `has a { or } that is not part of a placeholder: a placeholder is one pair of braces, like {studio.name}`);
  // A plan's price written out goes stale when plans.json changes: each is the plan's, by placeholder.
  // Another amount (travel, an extra album) may stand, with a warning in case it was a plan's.
  for (const named of plain.matchAll(writtenPrice)) {
    const figure = latinDigits(named[0]);
    const number = Number(/\d[\d,.]*/.exec(figure)![0].replace(/,/g, "").replace(/\.$/, ""));
    const amount = Math.round(number * (/la|\u0932/i.test(figure) ? 100000 : /k|thousand|\u0939/i.test(figure) ? 1000 : 1));
    const written = named[0].trim().replace(/[.,]$/, "");
    const plan = prices.find((p) => p.price === amount || (typeof p.price === "number" && formatRupees(p.price) === written));
    if (plan) problem(ctx, path, `names a price (${written}): write ${pricePlaceholder(plan.id)} instead, so the text follows plans.json`);
    else ctx.warnings.push(`${ctx.file}: ${path} names ${written}, which is no plan's price: right for an extra, but if it means a plan's write ${orList(prices.map((p) => pricePlaceholder(p.id)))}, so the text follows plans.json`);
  }
}

/** Words to translate: letters outside placeholders, email addresses and links. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(withoutPlaceholders(text).replace(/\S+@\S+|https?:\/\/\S+/g, ""));
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((m) => `{${m[1]}}`));

/** Warnings only: a translation with other placeholders than the English is most likely one the
 *  owner did not update with it, but it is still a whole text (a placeholder it names is checked
 *  above), and stopping the build would keep the English change off the site too. */
function checkSamePlaceholders(ctx: Ctx, path: string, english: string, text: string, name: string) {
  const want = placeholders(english);
  const got = placeholders(text);
  const missing = [...want].filter((p) => !got.has(p));
  const extra = [...got].filter((p) => !want.has(p));
  if (missing.length === 0 && extra.length === 0) return;
  const what = [missing.length ? `lacks ${missing.join(", ")}` : "", extra.length ? `has ${extra.join(", ")}, which the English does not` : ""].filter(Boolean).join(" and ");
  ctx.warnings.push(`${ctx.file}: ${path} ${what}: is the ${name} text up to date with the English?`);
}

/** Figures as written, Devanagari digits read as theirs, placeholders aside: "10, 12". */
const figuresOf = (text: string) =>
  [...latinDigits(withoutPlaceholders(text, " ")).matchAll(/\d[\d,.]*\d|\d/g)].map((m) => m[0]).sort((a, b) => parseFloat(a.replace(/,/g, "")) - parseFloat(b.replace(/,/g, ""))).join(", ");

/** Warnings only: a translation may say a thing its own way, but rarely with other figures. */
function checkTranslationDrift(ctx: Ctx, path: string, english: string, text: string, name: string) {
  const [want, got] = [figuresOf(english), figuresOf(text)];
  if (want !== got) ctx.warnings.push(`${ctx.file}: ${path} has the figures ${got || "none"}, the English ${want || "none"}: is the ${name} text up to date?`);
  if (!/[\u0900-\u097F]/.test(text) && /\p{L}{3}/u.test(withoutPlaceholders(text))) ctx.warnings.push(`${ctx.file}: ${path} has no Devanagari letters: is it still the English, not the ${name} text?`);
}

export function checkNode(ctx: Ctx, node: Node, value: unknown, path: string): void {
  switch (node.kind) {
    case "text": {
      const obj: Record<string, unknown> = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { en: value };
      if (!("en" in obj)) return problem(ctx, path, `has translations but no English ("en"); English is required`);
      const english = obj.en;
      for (const [k, v] of Object.entries(obj)) {
        const p = obj === value ? at(path, k) : path;
        if (!(locales as readonly string[]).includes(k)) problem(ctx, at(path, k), `is not a language this site has (use ${orList(locales.map((l) => `"${l}"`))})`);
        else if (typeof v !== "string") problem(ctx, p, `must be text, got ${show(v)}`);
        else if (k === "en" && !node.allowEmpty && !v.trim()) problem(ctx, p, "is empty: write the text");
        else checkPlaceholders(ctx, p, v, node.vars);
      }
      if (typeof english !== "string" || !hasWords(english)) return;
      for (const lang of ctx.languages.filter((l) => l !== "en")) {
        const v = obj[lang];
        const name = `${languageNames[lang].name} ("${lang}")`;
        if (typeof v !== "string" || !v.trim()) problem(ctx, path, `has no ${name} text`);
        else {
          checkSamePlaceholders(ctx, at(path, lang), english, v, name);
          checkTranslationDrift(ctx, at(path, lang), english, v, name);
        }
      }
      return;
    }
    case "string": {
      if (typeof value !== "string") return problem(ctx, path, `must be text, got ${show(value)}`);
      if (!value.trim()) return problem(ctx, path, "is empty: write it in");
      const f = node.format;
      if (f === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) problem(ctx, path, `must be an email address like name@example.com, got ${show(value)}`);
      if (f === "url" && !/^https?:\/\/\S+$/.test(value)) problem(ctx, path, `must be a web address starting with https://, got ${show(value)}`);
      if (f === "phone-e164" && !formats.phone.test(value)) problem(ctx, path, `must be the number with its country code and no spaces, like +919876543210, got ${show(value)}`);
      if (f === "date" && !isCalendarDay(value)) problem(ctx, path, `must be a date written year-month-day, like "2027-02-14", got ${show(value)}`);
      if (f === "id" && !formats.id.test(value)) problem(ctx, path, `must be a short id of lower-case letters, digits and dashes, like "pre-wedding", got ${show(value)}`);
      if (f === "timezone" && !isTimeZone(value)) problem(ctx, path, `must be a time zone written as in the time zone list, like "Asia/Kolkata" for India, got ${show(value)}`);
      if (f === "youtube" && !youtubeId(value)) problem(ctx, path, `must be a YouTube link like https://youtu.be/aqz-KE-bpKQ (Share > Copy link on YouTube) or the video's 11-character id, got ${show(value)}`);
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
      // A photo the build could read; a HEIC beside the JPEG exported from it is that JPEG.
      const usable = (f: string) => isPhotoOriginal(f) && ctx.photos.sizes.has(photoId(value, f));
      const n = files.filter(usable).length;
      const range = node.max === undefined ? `at least ${node.min ?? 0}` : node.max === node.min ? String(node.max) : `${node.min ?? 0} to ${node.max}`;
      const unusable = files.filter((f) => !usable(f) && ctx.photos.broken.has(photoId(value, f)));
      // Beyond `max`, the first by file name show and the rest are left out (check.ts warns).
      if (node.min !== undefined && n < node.min) {
        problem(ctx, path, `is the set "${value}" with ${n} photo${n === 1 ? "" : "s"}${unusable.length ? ` the site can use (not ${orList(unusable)}: see the warnings)` : ""}; this place shows ${range}`);
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
        // An optional field an editor left empty (null, or "" for words) is absent.
        const empty = obj[k] === null || (obj[k] === "" && !["list", "object", "record", "int", "number", "boolean"].includes(f.kind));
        if (obj[k] === undefined || (f.optional && empty)) {
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

/** Alt text that is the photo's file name (or our example) tells a screen reader nothing. */
export function checkAltTexts(ctx: Ctx, value: unknown, path = ""): void {
  if (!value || typeof value !== "object") return;
  const v = value as Record<string, unknown>;
  if (typeof v.file === "string" && v.alt) {
    const bare = (s: string) => (isPhotoOriginal(s) || isHeicName(s) ? s.replace(/\.[^.]+$/, "") : s).trim().toLowerCase();
    const useless = (a: unknown) => typeof a === "string" && [bare(v.file as string), "what the photo shows"].includes(bare(a));
    if ((typeof v.alt === "object" ? Object.values(v.alt) : [v.alt]).some(useless)) problem(ctx, at(path, "alt"), `is the photo's file name: say what the photo shows, for visitors who cannot see it`);
  }
  for (const [k, x] of Object.entries(v)) checkAltTexts(ctx, x, at(path, Array.isArray(value) ? Number(k) : k));
}

/** One the visitors' browsers know: a wrong one would stop the forms' date check. */
function isTimeZone(value: string): boolean {
  try {
    return !!new Intl.DateTimeFormat("en", { timeZone: value });
  } catch {
    return false;
  }
}

/** "2027-02-14": a day that exists (no 31 June). */
function isCalendarDay(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}
