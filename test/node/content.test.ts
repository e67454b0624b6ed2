import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkContent, ContentError, inspectContent } from "../../tooling/content/check";
import { contentFiles, locales } from "../../src/content/schema";
import { localize } from "../../src/lib/localize";
import { slugify } from "../../src/lib/slug";
import { photoId as photoIdOf } from "../../src/lib/photos";
import { budgetChoices } from "../../src/lib/enquiry";
import { readdirSync, readFileSync } from "node:fs";
import { testBuild } from "../test-build";
import { siteLanguages } from "../content-dir";

const sample = { contentDir: "src/content", photosDir: "static/photos" };
/** The sample's first photo set (a folder of static/photos/ and a list in photos.json), whatever its name. */
const firstSet = Object.keys(JSON.parse(readFileSync(join(sample.contentDir, "photos.json"), "utf8")))[0]!;
/** The sample's plans, whatever their prices: a plan's price written out names that plan. */
const plans: { id: string; price: number }[] = JSON.parse(readFileSync(join(sample.contentDir, "plans.json"), "utf8")).plans;
const byPrice = [...plans].sort((a, b) => a.price - b.price);
const [cheapest, dearest] = [byPrice[0]!, byPrice[byPrice.length - 1]!];
const thousands = plans.find((p) => p.price % 1000 === 0) ?? cheapest;
const devanagari = (n: number) => n.toLocaleString("en-IN").replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "content-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A copy of the sample content with files changed by their `edit`; the check's report. */
let n = 0;
async function inspectEditedFiles(edits: Record<string, (json: any) => void>, photosDir = sample.photosDir) {
  const contentDir = join(dir, `edit-${n++}`);
  await cp(sample.contentDir, contentDir, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  for (const [file, edit] of Object.entries(edits)) {
    const json = JSON.parse(await readFile(join(contentDir, file), "utf8"));
    edit(json);
    await writeFile(join(contentDir, file), JSON.stringify(json, null, 2));
  }
  return inspectContent({ contentDir, photosDir, photosDirLabel: "static/photos" });
}
/** Its mistakes only. */
const checkEditedFiles = async (edits: Record<string, (json: any) => void>, photosDir = sample.photosDir) => (await inspectEditedFiles(edits, photosDir)).problems;
const checkEdited = (file: string, edit: (json: any) => void, photosDir = sample.photosDir) => checkEditedFiles({ [file]: edit }, photosDir);

describe("the content schema", () => {
  it("passes every sample file", async () => {
    expect(await checkContent(sample)).toEqual([]);
    const files = Object.values(contentFiles).map((f) => f.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it("names the file, the field and what is wrong: a price written as text", async () => {
    expect(await checkEdited("plans.json", (j) => (j.plans[0].price = "80k"))).toEqual([
      'plans.json: plans[0].price must be a whole number of rupees, got "80k" (digits only, no quotes, letters or commas)',
    ]);
  });

  it.each([
    ["a wrong type", "studio.json", (j: any) => (j.foundedYear = "2010"), 'studio.json: foundedYear must be a whole number, got "2010"'],
    ["a missing required field", "studio.json", (j: any) => delete j.email, "studio.json: email is missing (Email)"],
    ["an empty FAQ answer", "faq.json", (j: any) => (j.faq[2].answer = "  "), "faq.json: faq[2].answer is empty"],
    ["a photo id that does not exist", "home.json", (j: any) => (j.features.cards[0].photo = "features/99-gone"), 'home.json: features.cards[0].photo is "features/99-gone", which is not a photo'],
    ["a photo set that does not exist", "home.json", (j: any) => (j.hero.photoSet = "hero"), 'home.json: hero.photoSet is "hero", but there is no folder static/photos/hero/'],
    ["a misspelt field", "plans.json", (j: any) => (j.plans[0].prcie = 1), "plans.json: plans[0].prcie is not a field here"],
    ["an email without @", "studio.json", (j: any) => (j.email = "hello.example.com"), "studio.json: email must be an email address"],
    ["a phone for links with spaces", "studio.json", (j: any) => (j.phone.e164 = j.phone.e164.split("").join(" ")), "studio.json: phone.e164 must be the number with its country code"],
    ["no plans at all", "plans.json", (j: any) => (j.plans = []), "plans.json: plans must have at least 1 item"],
    ["two plans with one id", "plans.json", (j: any) => (j.plans = [j.plans[0], { ...j.plans[0] }]), "plans.json: plans[1].id repeats"],
    ["a translation without English", "faq.json", (j: any) => (j.faq[0].title = { hi: "प्रश्न" }), 'faq.json: faq[0].title has translations but no English ("en")'],
    ["an unknown language", "faq.json", (j: any) => (j.faq[0].title = { en: "Q", de: "F" }), "faq.json: faq[0].title.de is not a language this site has"],
    ["a text without its Marathi", "faq.json", (j: any) => delete j.faq[0].answer.mr, 'faq.json: faq[0].answer has no Marathi ("mr") text'],
    ["an empty Hindi text", "faq.json", (j: any) => (j.faq[0].answer.hi = " "), 'faq.json: faq[0].answer has no Hindi ("hi") text'],
    ["a text in English only", "home.json", (j: any) => (j.hero.tagline = "A tagline in English only"), 'home.json: hero.tagline has no Hindi ("hi") text'],
    ["a translation with a placeholder its field does not have", "enquiry.json", (j: any) => (j.thankYou.emailSubject.mr += " {city}"), "enquiry.json: thankYou.emailSubject.mr uses {city}, which is not a placeholder"],
    ["languages without English first", "studio.json", (j: any) => (j.languages = ["hi", "en"]), 'studio.json: languages must start with "en"'],
    ["a language the site cannot build", "studio.json", (j: any) => (j.languages = ["en", "ta"]), 'studio.json: languages[1] must be one of the languages "en", "hi" or "mr", got "ta"'],
    ["a misspelt placeholder", "home.json", (j: any) => (j.hero.heading = "Welcome to {studio.nmae}"), "home.json: hero.heading uses {studio.nmae}, which is not a placeholder"],
    ["alt text for a photo that is gone", "photos.json", (j: any) => j[firstSet].unshift({ file: "99-gone.jpg", alt: "Gone" }), `photos.json: ${firstSet}[0].file is "99-gone.jpg", but there is no such photo in static/photos/${firstSet}/`],
    ["an unknown licence", "credits.json", (j: any) => (j.credits[0].licences = ["CC-XYZ"]), 'credits.json: credits[0].licences[0] is "CC-XYZ", which is not in the licences list'],
    ["a time zone with a space after it", "availability.json", (j: any) => (j.timeZone += " "), "availability.json: timeZone must be a time zone"],
    ["a time zone written as an offset", "availability.json", (j: any) => (j.timeZone = "GMT+5:30"), "availability.json: timeZone must be a time zone"],
    ["a placeholder in double braces", "home.json", (j: any) => (j.hero.heading = "Welcome to {{studio.name}}"), "home.json: hero.heading has a { or } that is not part of a placeholder"],
    ["a shown phone number that is not the one dialled", "studio.json", (j: any) => (j.phone.display = j.phone.e164.replace(/\d$/, (d: string) => String((Number(d) + 1) % 10))), "studio.json: phone.display shows"],
    ["an Indian number a digit short", "studio.json", (j: any) => (j.phone = { display: "+91 99999 9999", e164: "+91999999999" }), 'studio.json: phone.e164 is "+91999999999": an Indian number is +91 and ten digits'],
    ["a plan's price in Hindi words", "faq.json", (j: any) => (j.faq[0].answer.hi = `केवल ${thousands.price / 1000} हज़ार में पूरा दिन`), `faq.json: faq[0].answer.hi names a price (${thousands.price / 1000} हज़ार): write {plans.${thousands.id}.price} instead`],
    ["a plan's price in Devanagari digits", "faq.json", (j: any) => (j.faq[0].answer.mr = `फक्त ${devanagari(cheapest.price)} रुपये`), `faq.json: faq[0].answer.mr names a price (${devanagari(cheapest.price)} रुपये): write {plans.${cheapest.id}.price} instead`],
    ["a plan's price in lakh", "faq.json", (j: any) => (j.faq[0].answer.mr = `${dearest.price / 100000} लाख पासून`), `faq.json: faq[0].answer.mr names a price (${dearest.price / 100000} लाख): write {plans.${dearest.id}.price} instead`],
    ["a plan's price in rupees, after an extra's", "faq.json", (j: any) => (j.faq[0].answer.en = `Travel is 2 rupees a km; the day is ${cheapest.price.toLocaleString("en-IN")} rupees.`), `faq.json: faq[0].answer.en names a price (${cheapest.price.toLocaleString("en-IN")} rupees)`],
    ["alt text that is the photo's file name", "photos.json", (j: any) => (j[firstSet][0].alt = j[firstSet][0].file), `photos.json: ${firstSet}[0].alt is the photo's file name`],
    ["alt text left as the example", "photos.json", (j: any) => (j[firstSet][0].alt = "What the photo shows"), `photos.json: ${firstSet}[0].alt is the photo's file name`],
    ["a gallery folder named twice", "gallery.json", (j: any) => j.sets.splice(1, 0, j.sets[0]), "gallery.json: sets[1] lists"],
    ["budgets left as an empty text", "enquiry.json", (j: any) => (j.budgets = ""), 'enquiry.json: budgets must be a list, got ""'],
  ])("stops on %s", async (_what, file, edit, message) => {
    // On a site in every language it can build, whichever the studio's own list is.
    const problems = await checkEditedFiles({ "studio.json": (j) => (j.languages = [...locales]), [file]: edit });
    expect(problems.length, problems.join("\n")).toBeGreaterThan(0);
    expect(problems.some((p) => p.startsWith(message)), problems.join("\n")).toBe(true);
  });

  it("accepts plain English texts when English is the site's only language", async () => {
    const problems = await checkEditedFiles({
      "studio.json": (j) => (j.languages = ["en"]),
      "faq.json": (j) => j.faq.forEach((q: any) => (q.answer = q.answer.en)),
    });
    expect(problems).toEqual([]);
  });

  it("accepts a text without letters (an email address) in one language only", async () => {
    expect(await checkEdited("enquiry.json", (j) => (j.fields.email.placeholder = "name@example.com"))).toEqual([]);
  });

  it("stops on a file that is not JSON, saying where", async () => {
    const contentDir = join(dir, "not-json");
    await cp(sample.contentDir, contentDir, { recursive: true });
    await writeFile(join(contentDir, "faq.json"), '{\n  "faq": [\n    { "title": "A" "answer": "B" }\n  ]\n}\n');
    const problems = await checkContent({ contentDir, photosDir: sample.photosDir });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^faq\.json is not valid JSON \(line 3, column \d+\)/);
  });

  it("stops on a file an editor saved with a byte order mark, saying how to save it", async () => {
    const contentDir = join(dir, "bom");
    await cp(sample.contentDir, contentDir, { recursive: true });
    await writeFile(join(contentDir, "faq.json"), "\uFEFF" + (await readFile(join(contentDir, "faq.json"), "utf8")));
    expect(await checkContent({ contentDir, photosDir: sample.photosDir })).toEqual([expect.stringMatching(/^faq\.json starts with an invisible mark .*"UTF-8", not "UTF-8 with BOM"/)]);
  });

  it("stops on a key written twice in one group, which would drop the first silently", async () => {
    const contentDir = join(dir, "twice");
    await cp(sample.contentDir, contentDir, { recursive: true });
    const text = await readFile(join(contentDir, "availability.json"), "utf8");
    await writeFile(join(contentDir, "availability.json"), text.replace("{", '{\n  "booked": ["2031-01-01"],'));
    expect(await checkContent({ contentDir, photosDir: sample.photosDir })).toEqual([
      expect.stringMatching(/^availability\.json has "booked" twice in one group \(line \d+, column \d+\): the second replaces the first/),
    ]);
    // The same word as a value, or in two groups, is no repeat.
    expect(await checkContent(sample)).toEqual([]);
  });

  it.each(["plans.json", "programs.json", "films.json"])("names only the broken %s, not every text and link that depends on it", async (file) => {
    const contentDir = join(dir, `broken-${file}`);
    await cp(sample.contentDir, contentDir, { recursive: true });
    await writeFile(join(contentDir, file), (await readFile(join(contentDir, file), "utf8")).replace(/\n\s*\]/, ",$&"));
    const problems = await checkContent({ contentDir, photosDir: sample.photosDir });
    expect(problems, problems.join("\n")).toEqual([expect.stringMatching(new RegExp(`^${file.replace(".", "\\.")} is not valid JSON`))]);
  });

  it("warns, without stopping, on a plan with an extra zero", async () => {
    const contentDir = join(dir, "extra-zero");
    await cp(sample.contentDir, contentDir, { recursive: true });
    const plans = JSON.parse(await readFile(join(contentDir, "plans.json"), "utf8"));
    const enquiry = JSON.parse(await readFile(join(contentDir, "enquiry.json"), "utf8"));
    const last = plans.plans[plans.plans.length - 1];
    last.price *= 10;
    if (Array.isArray(enquiry.budgets)) enquiry.budgets.push(last.price);
    await writeFile(join(contentDir, "plans.json"), JSON.stringify(plans));
    await writeFile(join(contentDir, "enquiry.json"), JSON.stringify(enquiry));
    const { problems, warnings } = await inspectContent({ contentDir, photosDir: sample.photosDir });
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^plans\\.json: the "${last.id}" plan is .* check their zeros$`)));
    expect((await inspectContent(sample)).warnings.filter((w) => w.includes("zeros"))).toEqual([]);
  });

  it("offers a plan's price the budgets leave out, with a warning: a price changed alone still arrives", async () => {
    const listed = [1000, 2000];
    const { problems, warnings } = await inspectEditedFiles({ "enquiry.json": (j) => (j.budgets = listed) });
    expect(problems).toEqual([]);
    for (const [i, p] of plans.entries()) expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^plans\\.json: plans\\[${i}\\]\\.price is ₹.* does not list: the forms offer it anyway`)));
    expect(budgetChoices(listed, plans.map((p) => p.price))).toEqual([...listed, ...plans.map((p) => p.price).sort((a, b) => a - b)]);
    expect((await inspectContent(sample)).warnings.filter((w) => w.includes("does not list"))).toEqual([]);
  });

  it("lets an amount that is no plan's price stand, with a warning naming it", async () => {
    const extra = Math.max(...plans.map((p) => p.price)) + 1234;
    const written = `₹${extra.toLocaleString("en-IN")}`;
    const { problems, warnings } = await inspectEditedFiles({ "faq.json": (j) => (j.faq[0].answer = { en: `An extra album is ${written}.`, hi: `एक और एल्बम ${written} का है।`, mr: `आणखी एक अल्बम ${written}.` }) });
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^faq\\.json: faq\\[0\\]\\.answer\\.en names ${written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, which is no plan's price`)));
  });

  it("warns, without stopping, on a translation with other placeholders than the English (the owner edited the English only)", async () => {
    const { problems, warnings } = await inspectEditedFiles({
      "studio.json": (j) => (j.languages = [...locales]),
      "home.json": (j) => (j.hero.heading = { en: "Welcome", hi: "{studio.name} में आपका स्वागत है", mr: "{studio.name} मध्ये स्वागत" }),
    });
    expect(problems).toEqual([]);
    expect(warnings).toContain('home.json: hero.heading.hi has {studio.name}, which the English does not: is the Hindi ("hi") text up to date with the English?');
    const other = await inspectEditedFiles({ "studio.json": (j) => (j.languages = [...locales]), "home.json": (j) => (j.hero.heading = { en: "Welcome to {studio.name}", hi: "आपका स्वागत है", mr: "{studio.name} मध्ये स्वागत" }) });
    expect(other.problems).toEqual([]);
    expect(other.warnings).toContain('home.json: hero.heading.hi lacks {studio.name}: is the Hindi ("hi") text up to date with the English?');
  });

  it("warns, without stopping, on a translation with other figures than the English, or in English", async () => {
    const contentDir = join(dir, "drift");
    await cp(sample.contentDir, contentDir, { recursive: true });
    const studio = JSON.parse(await readFile(join(contentDir, "studio.json"), "utf8"));
    studio.languages = [...locales];
    const faq = JSON.parse(await readFile(join(contentDir, "faq.json"), "utf8"));
    faq.faq[0].answer = { en: "Coverage runs 10 to 12 hours.", hi: "कवरेज 8 से 10 घंटे चलता है।", mr: "Coverage runs 10 to 12 hours." };
    await writeFile(join(contentDir, "studio.json"), JSON.stringify(studio));
    await writeFile(join(contentDir, "faq.json"), JSON.stringify(faq));
    const { problems, warnings } = await inspectContent({ contentDir, photosDir: sample.photosDir });
    expect(problems).toEqual([]);
    expect(warnings).toContain('faq.json: faq[0].answer.hi has the figures 8, 10, the English 10, 12: is the Hindi ("hi") text up to date?');
    expect(warnings).toContain('faq.json: faq[0].answer.mr has no Devanagari letters: is it still the English, not the Marathi ("mr") text?');
    // In Devanagari digits the figures are the same.
    faq.faq[0].answer.hi = "कवरेज १० से १२ घंटे चलता है।";
    await writeFile(join(contentDir, "faq.json"), JSON.stringify(faq));
    expect((await inspectContent({ contentDir, photosDir: sample.photosDir })).warnings.filter((w) => w.includes("faq[0].answer.hi"))).toEqual([]);
  });

  it("warns, without stopping, while the studio's email or phone is still an example's", async () => {
    const contactWarnings = async (email: string, display: string, e164: string) => {
      const { problems, warnings } = await inspectEditedFiles({ "studio.json": (j) => Object.assign(j, { email, phone: { display, e164 } }) });
      expect(problems).toEqual([]);
      return warnings.filter((w) => w.startsWith("studio.json: email") || w.startsWith("studio.json: phone"));
    };
    expect(await contactWarnings("bookings@example.net", "+91 77777 77777", "+917777777777")).toEqual([
      'studio.json: email is "bookings@example.net", an example address: write the studio\'s own, or families\' emails reach nobody',
      "studio.json: phone.e164 is +917777777777, which looks like a sample number: write the studio's own, or calls and WhatsApp messages reach nobody",
    ]);
    expect(await contactWarnings("studio@kesar.example", "098220 12345", "+919822012345")).toHaveLength(1);
    expect(await contactWarnings("photos@examplestudio.in", "+91 98220 12345", "+919822012345")).toEqual([]);
  });

  it("warns about a photo put straight into the photos folder, not into a folder of its place", async () => {
    const photosDir = join(dir, "photos-loose");
    await cp(sample.photosDir, photosDir, { recursive: true });
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#885522" } }).jpeg().toFile(join(photosDir, "IMG 2042.JPG"));
    const { problems, warnings } = await inspectContent({ contentDir: sample.contentDir, photosDir, photosDirLabel: "static/photos" });
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(expect.stringMatching(/^static\/photos\/IMG 2042\.JPG is not in a folder, so it is left out/));
  });

  it("takes a place's one photo though the iPhone's HEIC it was exported from sits beside it, warning of the HEIC", async () => {
    const photosDir = join(dir, "photos-heic-pair");
    await cp(sample.photosDir, photosDir, { recursive: true });
    // The about page's profile set (its place shows at least one) holding one JPEG and the HEIC of it.
    const set = JSON.parse(readFileSync(join(sample.contentDir, "about.json"), "utf8")).profilePhotoSet as string;
    const [jpeg, ...rest] = readdirSync(join(photosDir, set)).sort();
    for (const f of rest) await rm(join(photosDir, set, f));
    const heic = jpeg!.replace(/\.[^.]+$/, ".HEIC");
    await writeFile(join(photosDir, set, heic), Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(2000, 7)]));
    const { problems, warnings, shown } = await inspectContent({ contentDir: sample.contentDir, photosDir, photosDirLabel: "static/photos" });
    expect(problems).toEqual([]);
    expect(warnings.filter((w) => w.startsWith(`static/photos/${set}/${heic} `))).toEqual([expect.stringMatching(/is a HEIC photo.*left out of the site$/)]);
    expect(shown.has(photoIdOf(set, jpeg!))).toBe(true);
  });

  it("leaves out, with a warning, a photo a set would show without alt text; stops on one the content names", async () => {
    const photosDir = join(dir, "photos-no-alt");
    await cp(sample.photosDir, photosDir, { recursive: true });
    // A new photo in every folder photos.json describes (as the editor's media library uploads it):
    // the content's sets would show some, maybe not all.
    const sets = Object.keys(JSON.parse(readFileSync(join(sample.contentDir, "photos.json"), "utf8")));
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#885522" } }).jpeg().toBuffer();
    for (const set of sets) await writeFile(join(photosDir, set, "IMG 2041.JPG"), photo);
    const { problems, warnings, shown } = await inspectContent({ contentDir: sample.contentDir, photosDir, photosDirLabel: "static/photos" });
    expect(problems.filter((p) => p.includes("has no alt text"))).toEqual([]);
    const leftOut = sets.filter((set) => warnings.some((w) => w.startsWith(`static/photos/${set}/IMG 2041.JPG has no alt text, so it is left out of the site until it has: add {"file": "IMG 2041.JPG", "alt": `)));
    expect(leftOut.length).toBeGreaterThan(0);
    for (const set of sets) expect(shown.has(photoIdOf(set, "IMG 2041.JPG")), set).toBe(false);
    // (A set may hold too many photos now: that is another message.)
    for (const set of sets.filter((s) => !leftOut.includes(s))) expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^static/photos/${set}/ has \\d+ photos? shown nowhere.*IMG 2041\\.JPG`)));

    // Named by the content itself, its place would be empty: that stops the build.
    const named = photoIdOf(leftOut[0]!, "IMG 2041.JPG");
    const stopped = (await inspectEditedFiles({ "home.json": (j) => (j.features.cards[0].photo = named) }, photosDir)).problems.filter((p) => p.includes("has no alt text"));
    expect(stopped).toEqual([expect.stringMatching(new RegExp(`^static/photos/${leftOut[0]}/IMG 2041\\.JPG has no alt text: add \\{"file": "IMG 2041\\.JPG", "alt": .*or delete the photo`))]);
    // The example has a text for every language of the site, as the check will want.
    const languages = await siteLanguages(sample.contentDir);
    for (const l of languages.length > 1 ? languages : []) expect(stopped[0]).toContain(`"${l}": "`);
    // A set none of whose photos has words would leave its place empty: that stops it too.
    const hero = JSON.parse(readFileSync(join(sample.contentDir, "home.json"), "utf8")).hero.photoSet as string;
    const bare = await inspectEditedFiles({ "photos.json": (j) => (j[hero] = []) });
    expect(bare.problems.length).toBeGreaterThan(0);
    for (const p of bare.problems) expect(p).toMatch(new RegExp(`^static/photos/${hero}/.* has no alt text: add .*or delete the photo`));
    expect(bare.warnings.filter((w) => w.includes("left out of the site until"))).toEqual([]);
  });

  it("stops the build with the same messages, before anything is built", async () => {
    const contentDir = join(dir, "broken-build");
    await cp(sample.contentDir, contentDir, { recursive: true });
    const plans = JSON.parse(await readFile(join(contentDir, "plans.json"), "utf8"));
    plans.plans[0].price = "80k";
    await writeFile(join(contentDir, "plans.json"), JSON.stringify(plans));
    const outDir = join(dir, "never-built");
    const failed = await testBuild({ outDir, contentDir }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ContentError);
    expect((failed as ContentError).message).toContain('plans.json: plans[0].price must be a whole number of rupees, got "80k"');
    expect((failed as Error).stack).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe("texts in several languages", () => {
  const file = { title: { en: "Pricing", hi: "मूल्य" }, note: "Plain English {studio.name}", list: [{ en: "One", mr: "एक" }] };

  it("gives components plain strings in the chosen language, English where it has none", () => {
    expect(localize(file, "hi", { "studio.name": "Kala" })).toEqual({ title: "मूल्य", note: "Plain English Kala", list: ["One"] });
    expect(localize(file, "mr", {})).toEqual({ title: "Pricing", note: "Plain English {studio.name}", list: ["एक"] });
    expect(localize(file, "en", {})).toMatchObject({ title: "Pricing", list: ["One"] });
  });
});

describe("photo file names as phones write them", () => {
  it("become safe, distinct ids", () => {
    expect(photoIdOf("wedding", "IMG 2041.JPG")).toBe("wedding/img-2041");
    expect(photoIdOf("wedding", "/photos/wedding/Café Mehndi.jpeg")).toBe("wedding/cafe-mehndi");
    // A name with letters of another script keeps what is Latin and a short hash of the whole name.
    expect(photoIdOf("wedding", "शादी-01.jpg")).toMatch(/^wedding\/01-[0-9a-z]+$/);
    expect(photoIdOf("wedding", "शादी-01.jpg")).not.toBe(photoIdOf("wedding", "मेहंदी-01.jpg"));
    expect(slugify("शादी")).toMatch(/^photo-[0-9a-z]+$/);
    expect(slugify("शादी")).not.toBe(slugify("हल्दी"));
    expect(slugify("திருமணம்")).not.toBe(slugify("மெஹந்தி"));
    expect(slugify("Mehndi 😀")).toMatch(/^mehndi-[0-9a-z]+$/);
  });
});
