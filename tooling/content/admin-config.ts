// The editor's configuration, from src/content/schema.ts: it offers exactly what the build accepts.
import { relative } from "node:path";
import { contentFiles, contentFolders, languageNames, type Locale, type Node, type TextNode } from "../../src/content/schema";
import { isStorySet } from "../photo-settings";
import { photoTypes } from "../../src/lib/photos";
import { allowedPlaceholders, formats } from "./check-node";

interface AdminConfigOptions {
  /** Paths in the config are relative to it. */
  root: string;
  contentDir: string;
  photosDir: string;
  photoSets: string[];
  languages: readonly Locale[];
  /** Their prices, which a text names by placeholder only ({plans.silver.price}). */
  plans: readonly { id: string; price: number }[];
  repo: string;
  branch: string;
  backend: "github" | "gitlab" | "gitea";
  /** An OAuth application id: PKCE sign-in (GitLab, Gitea), no server needed. */
  appId?: string;
}

type Field = Record<string, unknown>;
const posix = (p: string) => p.split("\\").join("/");

function field(name: string, node: Node, o: AdminConfigOptions): Field {
  const base: Field = { name, label: node.label, ...(node.hint ? { hint: node.hint } : {}), ...(node.optional ? { required: false } : {}) };
  switch (node.kind) {
    case "text":
      return textField(base, node, o);
    case "string":
      if (node.ref) return { ...base, ...relation(node.ref, o) };
      if (node.format === "email" || node.format === "url") return { ...base, widget: "string", type: node.format };
      if (node.format === "phone-e164") return { ...base, widget: "string", pattern: [formats.phone.source, "Country code and digits, no spaces: +919876543210"] };
      if (node.format === "date") return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
      if (node.format === "id") return { ...base, widget: "string", pattern: [formats.id.source, "Lower-case letters, digits and dashes"] };
      return { ...base, widget: "string" };
    case "int":
    case "number":
      // An unset min or max is left out of config.json.
      return { ...base, widget: "number", value_type: node.kind === "int" ? "int" : "float", min: node.min, max: node.max };
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "enum":
      return { ...base, widget: "select", options: [...node.values] };
    case "photoId":
      return { ...base, widget: "string", pattern: ["^[a-z0-9-]+/[a-z0-9-]+$", "A photo id: its folder, a slash and the file name without extension"] };
    case "photoSet":
      return { ...base, widget: "select", options: o.photoSets };
    case "photoFile":
      return { ...base, widget: "image", accept: Object.keys(photoTypes).join(",") };
    case "list": {
      const of = node.of as Node;
      const list: Field = { ...base, widget: "list", ...(node.min ? { min: node.min } : {}), ...(node.max ? { max: node.max } : {}) };
      if (of.kind === "object") return { ...list, fields: objectFields(of.fields as Record<string, Node>, o) };
      // A list of texts in several languages: each item is one {en, hi, mr} group.
      const item = field(name.replace(/s$/, "") || "item", of, o);
      if (item.widget === "object") return { ...list, fields: item.fields };
      return { ...list, field: item };
    }
    case "object":
      return { ...base, widget: "object", fields: objectFields(node.fields as Record<string, Node>, o) };
    case "record": {
      if (!node.keysArePhotoSets) return { ...base, widget: "keyvalue" };
      // A story's photo folder is filled from its story.
      const folder = posix(relative(o.root, o.photosDir));
      return {
        ...base,
        widget: "object",
        fields: o.photoSets.filter((set) => node.of.kind !== "list" || !isStorySet(set)).map((set) => {
          const f = field(set, node.of as Node, o);
          const fields = (f.fields as Field[] | undefined)?.map((sub) =>
            sub.widget === "image" ? { ...sub, media_folder: `/${folder}/${set}`, public_folder: "" } : sub,
          );
          return { ...f, label: set, required: false, ...(fields ? { fields } : {}) };
        }),
      };
    }
  }
}

function relation(ref: "programs" | "films" | "stories", o: AdminConfigOptions): Field {
  const title = o.languages.length > 1 ? "title.en" : "title";
  // A story by its file's name, its address, whatever its address field now says.
  if (ref === "stories") return { widget: "relation", collection: "stories", value_field: "{{slug}}", search_fields: [title], display_fields: [title] };
  return { widget: "relation", collection: ref, file: ref, value_field: `${ref}.*.id`, search_fields: [`${ref}.*.id`, `${ref}.*.${title}`], display_fields: [`${ref}.*.${title}`] };
}

/** "हिन्दी · Hindi": the owner sees each language's own name first. */
function languageLabel(lang: Locale): string {
  const { name, native } = languageNames[lang];
  return name === native ? name : `${native} · ${name}`;
}

/** "₹80,000", "Rs. 80000", "₹८०,०००": a plan's price in figures, in any grouping. No lookbehind:
 *  Safari before 16.4 could not compile the pattern. */
function priceInFigures(prices: readonly number[]): string {
  const figures = prices.map((p) => [...String(p)].map((d) => `[${d}${String.fromCharCode(0x966 + Number(d))}]`).join(",?"));
  return `(?:₹|(?:^|[^A-Za-z])(?:[Rr][Ss]\\.?|INR)|रु\\.?)\\s*(?:${figures.join("|")})(?:\\.[0०]+)?(?![\\d०-९]|[,.][\\d०-९])`;
}

/** What the build refuses in a text, refused at Save: a misspelt or stray placeholder, and the
 *  commonest way of writing a plan's price out (the build names the rest). */
function placeholderPattern(node: TextNode, o: AdminConfigOptions): [string, string] {
  const allowed = allowedPlaceholders(o.plans, node.vars);
  const names = allowed.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const noPrice = o.plans.length ? `(?![\\s\\S]*${priceInFigures(o.plans.map((p) => p.price))})` : "";
  const message = `Braces hold only a placeholder, spelt as one of: ${allowed.map((a) => `{${a}}`).join(" ")}. A plan's price is written as its placeholder, so the text follows the plan.`;
  return [`^${noPrice}(?:[^{}]|\\{(?:${names})\\})*$`, message];
}

/** One field, or with several languages one a language, side by side. */
function textField(base: Field, node: TextNode, o: AdminConfigOptions): Field {
  const widget = node.long ? "text" : "string";
  const own = { widget, pattern: placeholderPattern(node, o), ...(node.allowEmpty ? { required: false } : {}) };
  if (o.languages.length < 2) return { ...base, ...own };
  const fields = o.languages.map((lang) => ({ name: lang, label: languageLabel(lang), ...own }));
  return { ...base, widget: "object", collapsed: false, fields };
}

function objectFields(fields: Record<string, Node>, o: AdminConfigOptions): Field[] {
  return Object.entries(fields).map(([k, n]) => field(k, n, o));
}

export function adminConfig(o: AdminConfigOptions): Record<string, unknown> {
  const contentFolder = posix(relative(o.root, o.contentDir));
  const photosFolder = posix(relative(o.root, o.photosDir));
  return {
    backend: { name: o.backend, repo: o.repo, branch: o.branch, ...(o.appId ? { auth_type: "pkce", app_id: o.appId } : {}) },
    media_folder: photosFolder,
    public_folder: "",
    output: { omit_empty_optional_fields: true },
    collections: [
      ...Object.entries(contentFiles).map(([name, f]) => {
        const fields = (field(name, f.node as Node, o).fields as Field[] | undefined) ?? [];
        return { name, label: f.title, files: [{ name, label: f.title, file: `${contentFolder}/${f.file}`, format: "json", fields }] };
      }),
      // A new story is a file named after its address, its photos a folder named after it.
      ...Object.entries(contentFolders).map(([name, f]) => ({
        name,
        label: f.title,
        label_singular: f.singular,
        folder: `${contentFolder}/${f.folder}`,
        create: true,
        delete: true,
        // A copy keeps the story's address in a file named "-1", which the build refuses.
        duplicate: false,
        format: "json",
        extension: "json",
        identifier_field: "slug",
        slug: "{{fields.slug}}",
        summary: o.languages.length > 1 ? "{{fields.title.en}}" : "{{fields.title}}",
        media_folder: `/${photosFolder}/${f.photoSetPrefix}{{filename}}`,
        public_folder: "",
        fields: objectFields(f.node.fields as unknown as Record<string, Node>, o),
      })),
    ],
  };
}
