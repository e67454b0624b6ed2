// The content and photos against src/content/schema.ts: every mistake one line a non-developer
// can act on; all of them stop the build before anything is made, warnings do not.
import { relative } from "node:path";
import { contentFiles, type ContentName, type Node } from "../../src/content/schema";
import { isHeicName, isPhotoOriginal, photoId } from "../../src/lib/photos";
import { formatRupees } from "../../src/lib/format";
import { interleave } from "../../src/lib/spread";
import { checkPhotos, leftOut, type PhotoCheck } from "../photos";
import { isStorySet } from "../photo-settings";
import { languagesOf } from "./languages";
import { checkAltTexts, checkNode, eachValue, orList, problem, readJson, show, type Ctx } from "./check-node";
import { checkFolders } from "./check-stories";

export class ContentError extends Error {
  declare readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}; nothing was built. Fix ${problems.length === 1 ? "it" : "them"} and build again:\n` +
        problems.map((p) => `  - ${p}`).join("\n"),
    );
    // Printed, it shows each problem once; a stack trace helps nobody fix a price.
    Object.defineProperty(this, "problems", { value: problems, enumerable: false });
    this.stack = this.message;
  }
}
ContentError.prototype.name = "ContentError";

/** Each photo the site shows has its words. One a set brings in without them (uploaded through the
 *  editor's media library, say) is left out with a warning, so the rest of a change goes live; one
 *  the content names itself, or a set left with none, stops the build: a place would be empty. */
function checkAltListed(ctx: Ctx, value: unknown, shown: Set<string>, named: ReadonlySet<string>) {
  const listed = (value && typeof value === "object" ? value : {}) as Record<string, { file?: unknown }[]>;
  // In every language of the site, as each text.
  const altExample = ctx.languages.length > 1 ? `{${ctx.languages.map((l) => `"${l}": "${l === "en" ? "what the photo shows" : "…"}"`).join(", ")}}` : `"what the photo shows"`;
  for (const [set, files] of ctx.photos.sets) {
    if (isStorySet(set)) continue;
    const entries = Array.isArray(listed[set]) ? listed[set] : [];
    const ids = new Set(entries.map((e) => (typeof e?.file === "string" ? photoId(set, e.file) : "")));
    const onSite = files.filter(isPhotoOriginal).map((f) => ({ f, id: photoId(set, f) })).filter(({ id }) => shown.has(id));
    const wordless = onSite.filter(({ id }) => !ids.has(id));
    for (const { f, id } of wordless) {
      const fix = `add {"file": ${JSON.stringify(f)}, "alt": ${altExample}} to "${set}" in ${ctx.file} (or describe it in /admin/ under Photos)`;
      if (named.has(id) || wordless.length === onSite.length) ctx.problems.push(`${ctx.photosDirLabel}/${set}/${f} has no alt text: ${fix}, or delete the photo to take it off the site`);
      else {
        shown.delete(id);
        ctx.warnings.push(`${ctx.photosDirLabel}/${set}/${f} has no alt text, so it is left out of the site until it has: ${fix}`);
      }
    }
  }
}

/** A photo the site cannot use (HEIC, damaged, too small) is left out with a warning, so the rest
 *  of a change goes live; one a place names itself (a card's, a story's cover) stops the build:
 *  the place would be empty. A set left with too few is the schema's check (check-node.ts). */
function checkBroken(ctx: Ctx, check: PhotoCheck, shown: Set<string>, named: ReadonlySet<string>) {
  for (const [id, what] of check.broken) {
    if (named.has(id)) ctx.problems.push(what);
    else {
      shown.delete(id);
      ctx.warnings.push(leftOut(what));
    }
  }
}

function checkPhotoEntries(ctx: Ctx, value: unknown) {
  if (!value || typeof value !== "object") return;
  const listed = value as Record<string, { file?: unknown }[]>;
  for (const [set, entries] of Object.entries(listed)) {
    if (!ctx.photos.sets.has(set)) {
      problem(ctx, set, `is not a folder under ${ctx.photosDirLabel}/ (the photo sets are ${orList([...ctx.photos.sets.keys()])})`);
      continue;
    }
    if (!Array.isArray(entries)) continue;
    const seen = new Map<string, number>();
    const onDisk = (f: unknown) => ctx.photos.sets.get(set)!.includes(f as string);
    entries.forEach((e, i) => {
      if (typeof e?.file !== "string" || !e.file.trim()) return;
      const id = photoId(set, e.file);
      const first = entries[seen.get(id) ?? -1]?.file;
      // Two files whose names clash are reported as such.
      if (first !== undefined && !(first !== e.file && onDisk(first) && onDisk(e.file))) {
        problem(ctx, `${set}[${i}].file`, `lists ${show(e.file)} again (as ${set}[${seen.get(id)}] does): keep one line for each photo, with the alt text you want`);
      }
      if (first === undefined && !ctx.photos.ids.has(id)) problem(ctx, `${set}[${i}].file`, `is ${show(e.file)}, but there is no such photo in ${ctx.photosDirLabel}/${set}/`);
      seen.set(id, i);
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

type Plans = { plans?: { id?: unknown; price?: unknown }[] };
const prices = (plans: unknown) => ((plans as Plans)?.plans ?? []).filter((p) => typeof p?.id === "string") as { id: string; price: number }[];

function checkPrices(ctx: Ctx, plans: unknown, enquiry: unknown) {
  const budgets = (enquiry as { budgets?: unknown })?.budgets;
  ((plans as Plans)?.plans ?? []).forEach((p, i) => {
    if (typeof p?.price !== "number") return;
    if (p.price < 1000 || p.price > 5000000) ctx.warnings.push(`${ctx.file}: plans[${i}].price is ${formatRupees(p.price)}, outside ₹1,000 to ₹50,00,000: check its zeros`);
    if (Array.isArray(budgets) && !budgets.includes(p.price)) {
      ctx.warnings.push(`${ctx.file}: plans[${i}].price is ${formatRupees(p.price)}, which "budgets" in ${contentFiles.enquiry.file} does not list: the forms offer it anyway, so the plan's BOOK button can choose it; add ${p.price} there, and take out a budget no longer offered`);
    }
  });
  // The dearest plan over six times the cheapest: an extra zero, or one too few (a studio's
  // plans span two to four times; one zero more or less makes ten).
  const sorted = prices(plans).filter((p) => typeof p.price === "number" && p.price > 0).sort((a, b) => a.price - b.price);
  const [low, high] = [sorted[0], sorted[sorted.length - 1]];
  if (low && high && high.price > 6 * low.price) {
    ctx.warnings.push(`${ctx.file}: the "${high.id}" plan is ${formatRupees(high.price)}, over six times the "${low.id}" plan's ${formatRupees(low.price)}: check their zeros`);
  }
}

/** A folder listed twice deals its photos twice into /program/'s gallery. */
function checkGallerySets(ctx: Ctx, gallery: unknown) {
  const sets = (gallery as { sets?: unknown })?.sets;
  if (Array.isArray(sets)) sets.forEach((set, i) => sets.indexOf(set) < i && problem(ctx, `sets[${i}]`, `lists ${show(set)} again (as sets[${sets.indexOf(set)}] does): name each folder once`));
}

/** The number shown and the number the links dial are one number, and neither an example's. */
function checkContact(ctx: Ctx, studio: unknown) {
  const { phone, email } = (studio ?? {}) as { phone?: { display?: unknown; e164?: unknown }; email?: unknown };
  // example.com, .net, .org and .example are reserved for examples (RFC 2606): no mail arrives.
  if (typeof email === "string" && /@([^@]*\.)?example(\.(com|net|org))?$/i.test(email.trim())) ctx.warnings.push(`${ctx.file}: email is ${show(email)}, an example address: write the studio's own, or families' emails reach nobody`);
  const { display, e164 } = phone ?? {};
  if (typeof display !== "string" || typeof e164 !== "string" || !e164.startsWith("+")) return;
  if (/(\d)\1{6}$/.test(e164)) ctx.warnings.push(`${ctx.file}: phone.e164 is ${e164}, which looks like a sample number: write the studio's own, or calls and WhatsApp messages reach nobody`);
  const shown = display.replace(/\D/g, "").replace(/^0+/, "");
  if (!e164.slice(1).endsWith(shown) || shown.length < 8) problem(ctx, "phone.display", `shows ${show(display)}, but phone.e164 dials ${e164}: write the same number in both`);
  if (e164.startsWith("+91") && e164.length !== 13) problem(ctx, "phone.e164", `is ${show(e164)}: an Indian number is +91 and ten digits`);
}

/** Every photo the content names, or of a set it names: the rest are left out, with a warning. */
function shownPhotos(ctx: Ctx, values: Partial<Record<ContentName, unknown>>, check: PhotoCheck, stories: { shown: Set<string>; covers: Set<string> }): { shown: Set<string>; named: Set<string> } {
  const inSet = (set: string) => (check.sets.get(set) ?? []).map((f) => photoId(set, f)).filter((id) => check.originals.has(id));
  const shown = new Set<string>(stories.shown);
  const named = new Set<string>(stories.covers);
  /** A set a place shows only so many of (the hero's ten), by that number. */
  const capped = new Map<string, number>();
  for (const [name, value] of Object.entries(values)) {
    eachValue(contentFiles[name as ContentName].node as Node, value, (node, v) => {
      if (node.reference) return false;
      if (node.kind === "photoId" && typeof v === "string") [shown, named].forEach((s) => s.add(v));
      if (node.kind === "photoSet" && typeof v === "string") {
        if (node.max !== undefined) capped.set(v, node.max);
        inSet(v).slice(0, node.max).forEach((id) => shown.add(id));
      }
    });
  }
  const gallery = values.gallery as { sets?: unknown; limit?: unknown } | undefined;
  const gallerySets = Array.isArray(gallery?.sets) ? gallery.sets.filter((s): s is string => typeof s === "string") : [];
  const limit = typeof gallery?.limit === "number" ? gallery.limit : Infinity;
  interleave(gallerySets.map(inSet), limit).forEach((id) => shown.add(id));
  for (const [set, files] of check.sets) {
    if (isStorySet(set)) continue; // the stories' check names these
    const left = files.filter((f) => check.originals.has(photoId(set, f)) && !shown.has(photoId(set, f)));
    if (left.length === 0) continue;
    const why = gallerySets.includes(set)
      ? `the /program gallery shows ${limit} photos, dealt from ${gallerySets.join(", ")}: raise "limit" in ${contentFiles.gallery.file} to show more`
      : capped.has(set)
        ? `its place shows at most ${capped.get(set)}, the first by file name: take out or rename photos to choose which`
        : "name them in the content or take them out of the folder";
    ctx.warnings.push(`${ctx.photosDirLabel}/${set}/ has ${left.length} photo${left.length === 1 ? "" : "s"} shown nowhere, left out of the site (${why}): ${left.join(", ")}`);
  }
  return { shown, named };
}

/** Known codes are the schema's business; here, English first and no repeats. */
function checkLanguages(ctx: Ctx, studio: unknown) {
  const written = (studio as { languages?: unknown } | undefined)?.languages;
  if (!Array.isArray(written)) return;
  if (written[0] !== "en") problem(ctx, "languages", `must start with "en": English is the site's first language, got ${JSON.stringify(written)}`);
  const repeated = written.filter((l, i) => written.indexOf(l) !== i);
  if (repeated.length) problem(ctx, "languages", `lists ${orList(repeated.map((l) => JSON.stringify(l)))} more than once`);
}

/** Each file's own checks, beyond its schema's. */
const fileChecks: Partial<Record<ContentName, ((ctx: Ctx, value: unknown) => void)[]>> = {
  studio: [checkLanguages, checkContact],
  gallery: [checkGallerySets],
  photos: [checkPhotoEntries],
  credits: [checkCreditLicences],
};

export async function inspectContent({ contentDir, photosDir, photosDirLabel }: { contentDir: string; photosDir: string; photosDirLabel?: string }) {
  const label = photosDirLabel ?? (relative(process.cwd(), photosDir).split("\\").join("/") || ".");
  const photos = await checkPhotos(photosDir, { label });
  // A HEIC file still "exists" for the lines naming it.
  const ids = new Set([...photos.sets].flatMap(([set, files]) => files.filter((f) => isPhotoOriginal(f) || isHeicName(f)).map((f) => photoId(set, f))));
  const problems = [...photos.problems];
  const warnings = [...photos.warnings];
  const values: Partial<Record<ContentName, unknown>> = {};
  for (const [name, { file }] of Object.entries(contentFiles) as [ContentName, (typeof contentFiles)[ContentName]][]) {
    const value = await readJson(contentDir, file, problems);
    if (value !== undefined) values[name] = value;
  }
  const languages = languagesOf(values.studio);
  const planPrices = values.plans === undefined ? null : prices(values.plans);
  const ctx = (file: string): Ctx => ({ photos: { sets: photos.sets, ids, sizes: photos.originals, broken: photos.broken }, photosDirLabel: label, problems, warnings, file, languages, prices: planPrices });
  for (const [name, value] of Object.entries(values) as [ContentName, unknown][]) {
    const c = ctx(contentFiles[name].file);
    checkNode(c, contentFiles[name].node as Node, value, "");
    checkAltTexts(c, value);
    for (const check of fileChecks[name] ?? []) check(c, value);
  }
  checkPrices(ctx(contentFiles.plans.file), values.plans, values.enquiry);
  const { shown, named } = shownPhotos(ctx(""), values, photos, await checkFolders(ctx(""), contentDir, values));
  checkBroken(ctx(""), photos, shown, named);
  if (values.photos !== undefined) checkAltListed(ctx(contentFiles.photos.file), values.photos, shown, named);
  return { problems, warnings, photos, shown, languages, values };
}

export async function checkContent(options: Parameters<typeof inspectContent>[0]): Promise<string[]> {
  return (await inspectContent(options)).problems;
}
