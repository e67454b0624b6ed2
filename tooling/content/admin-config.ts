/**
 * The /admin/ editor's configuration (Sveltia CMS), generated from src/content/schema.ts at every
 * build: one collection per content file, one editor field per schema field, so the editor offers
 * exactly what the build accepts. Photo uploads go straight into their set's folder.
 */
import { relative } from "node:path";
import { contentFiles, contentFolders, languageNames, type Locale, type Node, type TextNode } from "../../src/content/schema";

export interface AdminConfigOptions {
  /** Repository root, content folder and photo folder (paths in the config are repository-relative). */
  root: string;
  contentDir: string;
  photosDir: string;
  /** The photo sets on disk: each gets its own upload field under Photos. */
  photoSets: string[];
  /** studio.json's languages, English first: every text is edited in each, side by side. */
  languages: readonly Locale[];
  /** "owner/name" of the git repository the editor commits to. */
  repo: string;
  branch: string;
  backend: "github" | "gitlab" | "gitea";
  /** An OAuth application id: the editor then signs in with PKCE (GitLab, Gitea), no server needed. */
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
      if (node.format === "email") return { ...base, widget: "string", type: "email" };
      if (node.format === "url") return { ...base, widget: "string", type: "url" };
      if (node.format === "phone-e164") return { ...base, widget: "string", pattern: ["^\\+[1-9]\\d{7,14}$", "Country code and digits, no spaces: +919876543210"] };
      // Stored as the day itself (2027-02-14), picked with the phone's own date picker.
      if (node.format === "date") return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
      if (node.format === "id") return { ...base, widget: "string", pattern: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Lower-case letters, digits and dashes"] };
      return { ...base, widget: "string" };
    case "int":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: node.kind === "int" ? "int" : "float",
        ...(node.min !== undefined ? { min: node.min } : {}),
        ...(node.max !== undefined ? { max: node.max } : {}),
      };
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "enum":
      return { ...base, widget: "select", options: [...node.values] };
    case "photoId":
      return { ...base, widget: "string", pattern: ["^[a-z0-9-]+/[a-z0-9-]+$", "A photo id: its folder, a slash and the file name without extension"] };
    case "photoSet":
      return { ...base, widget: "select", options: o.photoSets };
    case "photoFile":
      return { ...base, widget: "image" };
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
      // One field per photo set: a list of photos uploads into that set's folder. A story's
      // folder is filled from its story, with the alt text and captions there.
      const folder = posix(relative(o.root, o.photosDir));
      const storySet = (set: string) => node.of.kind === "list" && Object.values(contentFolders).some((f) => set.startsWith(f.photoSetPrefix));
      return {
        ...base,
        widget: "object",
        fields: o.photoSets.filter((set) => !storySet(set)).map((set) => {
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

/** A choice of the programs, films or stories that exist, by their short id (a Sveltia relation field). */
function relation(ref: "programs" | "films" | "stories", o: AdminConfigOptions): Field {
  const title = o.languages.length > 1 ? "title.en" : "title";
  if (ref === "stories") return { widget: "relation", collection: "stories", value_field: "slug", search_fields: ["slug", title], display_fields: [title] };
  return { widget: "relation", collection: ref, file: ref, value_field: `${ref}.*.id`, search_fields: [`${ref}.*.id`, `${ref}.*.${title}`], display_fields: [`${ref}.*.${title}`] };
}

/** "हिन्दी · Hindi": the owner sees each language's own name first. */
function languageLabel(lang: Locale): string {
  const { name, native } = languageNames[lang];
  return name === native ? name : `${native} · ${name}`;
}

/**
 * An English-only site edits a text as one field (saved as a plain string); a site with several
 * languages edits {"en": ..., "hi": ..., "mr": ...}, one field a language, open side by side.
 */
function textField(base: Field, node: TextNode, o: AdminConfigOptions): Field {
  const widget = node.long ? "text" : "string";
  const optional = node.allowEmpty ? { required: false } : {};
  if (o.languages.length < 2) return { ...base, widget, ...optional };
  const fields = o.languages.map((lang) => ({ name: lang, label: languageLabel(lang), widget, ...optional }));
  return { ...base, widget: "object", collapsed: false, fields };
}

function objectFields(fields: Record<string, Node>, o: AdminConfigOptions): Field[] {
  return Object.entries(fields).map(([k, n]) => field(k, n, o));
}

export function adminConfig(o: AdminConfigOptions): Record<string, unknown> {
  const contentFolder = posix(relative(o.root, o.contentDir));
  return {
    backend: { name: o.backend, repo: o.repo, branch: o.branch, ...(o.appId ? { auth_type: "pkce", app_id: o.appId } : {}) },
    media_folder: posix(relative(o.root, o.photosDir)),
    public_folder: "",
    // An optional field left empty is left out of the file, not saved as null or "" (which the
    // build's check would have to read as absent).
    output: { omit_empty_optional_fields: true },
    collections: [
      ...Object.entries(contentFiles).map(([name, f]) => {
      const node = f.node as Node;
      // A file whose top level is one record (photos.json) is edited as one group of fields.
      const top = node.kind === "object" ? objectFields(node.fields as Record<string, Node>, o) : ((field(name, node, o).fields as Field[]) ?? []);
      return {
        name,
        label: f.title,
        files: [{ name, label: f.title, file: `${contentFolder}/${f.file}`, format: "json", fields: top }],
      };
      }),
      ...folderCollections(o),
    ],
  };
}

/**
 * Each content folder (stories) as a collection the owner adds to: a new entry is a new file named
 * after its address, and the photos uploaded into it land in a new folder named after it too.
 */
function folderCollections(o: AdminConfigOptions): Record<string, unknown>[] {
  const contentFolder = posix(relative(o.root, o.contentDir));
  const photos = posix(relative(o.root, o.photosDir));
  return Object.entries(contentFolders).map(([name, f]) => ({
    name,
    label: f.title,
    label_singular: f.singular,
    folder: `${contentFolder}/${f.folder}`,
    create: true,
    delete: true,
    format: "json",
    extension: "json",
    identifier_field: "slug",
    slug: "{{fields.slug}}",
    summary: o.languages.length > 1 ? "{{fields.title.en}}" : "{{fields.title}}",
    // {{filename}} is the entry's file name, its address: resolved as the entry is saved.
    media_folder: `/${photos}/${f.photoSetPrefix}{{filename}}`,
    public_folder: "",
    fields: objectFields(f.node.fields as unknown as Record<string, Node>, o),
  }));
}
