import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { adminConfig } from "../../tooling/content/admin-config";
import { siteLanguages } from "../content-dir";
import { contentFiles, contentFolders, locales, studioPlaceholders, type Locale, type Node } from "../../src/content/schema";
import { pricePlaceholders } from "../../src/content/placeholders";

type Field = { name: string; label: string; widget: string; fields?: Field[]; field?: Field; options?: string[]; media_folder?: string; required?: boolean; collapsed?: boolean; pattern?: [string, string] };
const root = resolve(".");
const content = (file: string) => JSON.parse(readFileSync(`src/content/${file}`, "utf8"));
const plans: { id: string; price: number }[] = content("plans.json").plans;
const placeholders = [...studioPlaceholders, ...Object.keys(pricePlaceholders(plans))];
const languages = await siteLanguages("src/content");
/** The photo folders, as the build lists them. */
const photoSets = () => ({ sets: new Map(readdirSync("static/photos", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => [d.name, []])) });

async function config(langs: readonly Locale[] = languages) {
  const { sets } = photoSets();
  return adminConfig({ root, contentDir: resolve("src/content"), photosDir: resolve("static/photos"), photoSets: [...sets.keys()], languages: langs, plans, repo: "studio/site", branch: "main", backend: "github" });
}
type Config = { collections: { name: string; label: string; files: { file: string; format: string; fields: Field[] }[] }[] };
const fieldsOf = (c: unknown, name: string) => (c as Config).collections.find((x) => x.name === name)!.files[0]!.fields;

/** Every field path of a schema node, as the editor would save it ("plans[].price", "faq[].answer.hi"). */
function schemaPaths(node: Node, prefix: string, sets: string[]): string[] {
  switch (node.kind) {
    case "object":
      return Object.entries(node.fields as Record<string, Node>).flatMap(([k, f]) => schemaPaths(f, prefix ? `${prefix}.${k}` : k, sets));
    case "list":
      return ["object", "text"].includes((node.of as Node).kind) ? schemaPaths(node.of as Node, `${prefix}[]`, sets) : [`${prefix}[]`];
    case "record": {
      // A story's folder is filled from its story (the lists of photos leave it out).
      const keys = (node.of as Node).kind === "list" ? sets.filter((s) => !s.startsWith(contentFolders.stories.photoSetPrefix)) : sets;
      return node.keysArePhotoSets ? keys.flatMap((s) => schemaPaths(node.of as Node, prefix ? `${prefix}.${s}` : s, sets)) : [prefix];
    }
    case "text":
      return languages.length > 1 ? languages.map((l) => `${prefix}.${l}`) : [prefix];
    default:
      return [prefix];
  }
}
function editorPaths(fields: Field[], prefix: string): string[] {
  return fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    if (f.widget === "list") return f.fields ? editorPaths(f.fields, `${path}[]`) : [`${path}[]`];
    if (f.widget === "object") return editorPaths(f.fields!, path);
    return [path];
  });
}

describe("the /admin/ editor's configuration", () => {
  it("has one collection per content file, each editing exactly the fields the schema describes", async () => {
    const c = (await config()) as Config;
    const { sets } = photoSets();
    expect(c.collections.map((x) => x.label)).toEqual([...Object.values(contentFiles), ...Object.values(contentFolders)].map((f) => f.title));
    for (const [name, f] of Object.entries(contentFiles)) {
      const col = c.collections.find((x) => x.name === name)!;
      expect(col.files[0]!.file).toBe(`src/content/${f.file}`);
      expect(col.files[0]!.format).toBe("json");
      expect(editorPaths(col.files[0]!.fields, "").sort(), f.file).toEqual(schemaPaths(f.node as Node, "", [...sets.keys()]).sort());
    }
  });

  it("uploads each folder's photos into that folder, and offers choices where the build allows only some", async () => {
    const c = (await config()) as { collections: { name: string; files: { fields: Field[] }[] }[] };
    const photos = c.collections.find((x) => x.name === "photos")!.files[0]!.fields;
    for (const set of photos) {
      const file = set.fields!.find((f) => f.name === "file")!;
      expect(file.widget).toBe("image");
      expect(file.media_folder).toBe(`/static/photos/${set.name}`);
    }
    const plans = c.collections.find((x) => x.name === "plans")!.files[0]!.fields.find((f) => f.name === "plans")!;
    const price = plans.fields!.find((f) => f.name === "price")! as Field & { value_type?: string };
    expect([price.widget, price.value_type]).toEqual(["number", "int"]);
    const budgets = c.collections.find((x) => x.name === "enquiry")!.files[0]!.fields.find((f) => f.name === "budgets")! as Field & { field: Field & { value_type?: string } };
    expect([budgets.widget, budgets.field.widget, budgets.field.value_type]).toEqual(["list", "number", "int"]);
    const languages = c.collections.find((x) => x.name === "studio")!.files[0]!.fields.find((f) => f.name === "languages")!;
    expect([languages.field!.widget, languages.field!.options]).toEqual(["select", [...locales]]);
  });

  it("lets the owner empty every list the build lets be empty (the editor refuses an empty required list)", async () => {
    const c = (await config()) as unknown as { collections: { files?: { fields: Field[] }[]; fields?: Field[] }[] };
    const lists = (fields: Field[], path: string): [string, Field][] =>
      fields.flatMap((f) => [...(f.widget === "list" ? [[`${path}${f.name}`, f] as [string, Field]] : []), ...lists(f.fields ?? [], `${path}${f.name}.`)]);
    const all = c.collections.flatMap((col) => [...(col.files ?? []).flatMap((file) => file.fields), ...(col.fields ?? [])]);
    const found = lists(all, "");
    expect(found.length).toBeGreaterThan(5);
    // Each asks for a least number of items, or may be left empty.
    expect(found.filter(([, f]) => !(f as { min?: number }).min && f.required !== false).map(([path]) => path)).toEqual([]);
  });

  it("adds a story as a new file named after its address, its photos uploaded into a new folder named after it too", async () => {
    const c = (await config()) as unknown as { collections: Record<string, unknown>[] };
    const { sets } = photoSets();
    for (const [name, f] of Object.entries(contentFolders)) {
      const col = c.collections.find((x) => x.name === name) as { folder: string; create: boolean; slug: string; media_folder: string; public_folder: string; fields: Field[] };
      expect(col).toMatchObject({ folder: `src/content/${f.folder}`, create: true, duplicate: false, format: "json", slug: "{{fields.slug}}", public_folder: "" });
      // {{filename}}: the entry's file name, known once it is saved (a new folder per story).
      expect(col.media_folder).toBe(`/static/photos/${f.photoSetPrefix}{{filename}}`);
      expect(editorPaths(col.fields, "").sort()).toEqual(schemaPaths(f.node as Node, "", [...sets.keys()]).sort());
      const photo = col.fields.find((x) => x.name === "photos")!.fields!.find((x) => x.name === "file")!;
      expect(photo.widget).toBe("image");
    }
  });

  it("offers the programs, films and stories that exist where a field names one", async () => {
    const c = await config();
    const story = ((c as { collections: { name: string; fields?: Field[] }[] }).collections.find((x) => x.name === "stories")!.fields as (Field & Record<string, unknown>)[]);
    expect(story.find((f) => f.name === "occasion")).toMatchObject({ widget: "relation", collection: "programs", file: "programs", value_field: "programs.*.id" });
    expect(story.find((f) => f.name === "film")).toMatchObject({ widget: "relation", collection: "films", file: "films", value_field: "films.*.id", required: false });
    const cards = fieldsOf(c, "home").find((f) => f.name === "features")!.fields!.find((f) => f.name === "cards")!.fields as (Field & Record<string, unknown>)[];
    // By its file's name, which is its address even after its address field was edited.
    expect(cards.find((f) => f.name === "story")).toMatchObject({ widget: "relation", collection: "stories", value_field: "{{slug}}" });
  });

  it("edits every text in each of the site's languages, side by side", async () => {
    expect(languages).toEqual(JSON.parse(readFileSync("src/content/studio.json", "utf8")).languages);
    // A site in every language the build knows, whichever the studio's own list is.
    const all: Locale[] = [...locales];
    const faq = fieldsOf(await config(all), "faq").find((f) => f.name === "faq")!;
    const answer = faq.fields!.find((f) => f.name === "answer")!;
    expect(answer).toMatchObject({ widget: "object", collapsed: false });
    expect(answer.fields!.map((f) => [f.name, f.widget])).toEqual(all.map((l) => [l, "text"]));
    const title = faq.fields!.find((f) => f.name === "title")!;
    expect(title.fields!.map((f) => f.widget)).toEqual(all.map(() => "string"));
    expect(title.fields!.map((f) => f.label)).toEqual(all.map((l) => ({ en: "English", hi: "हिन्दी · Hindi", mr: "मराठी · Marathi" })[l]));
  });

  it("refuses at Save a placeholder the build would refuse, and takes every text of the content", async () => {
    const c = (await config([...locales])) as Config;
    /** Each field with a pattern, with the values the content has at its path. */
    const patterned = (fields: Field[], values: unknown[]): [Field, unknown[]][] =>
      fields.flatMap((f) => {
        const at = values.map((v) => (v && typeof v === "object" ? (v as Record<string, unknown>)[f.name] : undefined)).filter((v) => v !== undefined);
        const inner = f.widget === "list" ? at.flatMap((v) => (Array.isArray(v) ? v : [])) : at;
        return [...(f.pattern ? [[f, at] as [Field, unknown[]]] : []), ...(f.fields ? patterned(f.fields, inner) : [])];
      });
    const all = Object.entries(contentFiles).flatMap(([name, f]) => patterned(fieldsOf(c, name), [content(f.file)]));
    expect(all.flatMap(([, v]) => v).filter((v) => typeof v === "string").length).toBeGreaterThan(200);
    for (const [field, values] of all) {
      const re = new RegExp(field.pattern![0]);
      for (const v of values) if (typeof v === "string") expect(re.test(v), `${field.name}: ${v}`).toBe(true);
    }
    const answer = fieldsOf(c, "faq").find((f) => f.name === "faq")!.fields!.find((f) => f.name === "answer")!.fields![0]!;
    const re = new RegExp(answer.pattern![0]);
    for (const name of placeholders) expect(re.test(`Ask {${name}} today`), name).toBe(true);
    for (const wrong of ["Ask {studio.nmae}", "Ask {{studio.name}}", "Ask { studio.name }", "Ask {name}", "Price: {price}"]) expect(re.test(wrong), wrong).toBe(false);
    expect(answer.pattern![1]).toContain("{studio.name}");
    // A plan's price in figures, as the build refuses it; another amount, or the figure without a currency, stands.
    const price = plans[0]!.price;
    const devanagari = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
    for (const written of [`₹${price.toLocaleString("en-IN")}`, `Rs. ${price}`, `₹ ${price.toLocaleString("en-US")}.`, `₹${price}.00/-`, devanagari(`₹${price.toLocaleString("en-IN")}`)]) {
      expect(re.test(`From ${written} for the day`), written).toBe(false);
    }
    for (const written of [`₹${price + 1}`, `₹1${price}`, `${price} photos`, `Mrs ${price}`, `₹${price}.50`]) expect(re.test(`From ${written} for the day`), written).toBe(true);
  });

  it("edits a text as one plain field when English is the only language", async () => {
    const faq = fieldsOf(await config(["en"]), "faq").find((f) => f.name === "faq")!;
    expect(faq.fields!.find((f) => f.name === "answer")).toMatchObject({ name: "answer", widget: "text" });
    expect(faq.fields!.find((f) => f.name === "answer")!.fields).toBeUndefined();
  });
});
