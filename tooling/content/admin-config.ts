/**
 * The /admin/ editor's configuration (Sveltia CMS), generated from src/content/schema.ts at every
 * build: one collection per content file, one editor field per schema field, so the editor offers
 * exactly what the build accepts. Photo uploads go straight into their set's folder.
 */
import { relative } from "node:path";
import { contentFiles, type Node } from "../../src/content/schema";

export interface AdminConfigOptions {
  /** Repository root, content folder and photo folder (paths in the config are repository-relative). */
  root: string;
  contentDir: string;
  photosDir: string;
  /** The photo sets on disk: each gets its own upload field under Photos. */
  photoSets: string[];
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
      // One language today; when Hindi and Marathi arrive, a text becomes an object field
      // {en, hi, mr} here (the schema and the loader accept both already).
      return { ...base, widget: node.long ? "text" : "string", ...(node.allowEmpty ? { required: false } : {}) };
    case "string":
      if (node.format === "email") return { ...base, widget: "string", type: "email" };
      if (node.format === "url") return { ...base, widget: "string", type: "url" };
      if (node.format === "phone-e164") return { ...base, widget: "string", pattern: ["^\\+[1-9]\\d{7,14}$", "Country code and digits, no spaces: +919876543210"] };
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
      return { ...list, field: field(name.replace(/s$/, "") || "item", of, o) };
    }
    case "object":
      return { ...base, widget: "object", fields: objectFields(node.fields as Record<string, Node>, o) };
    case "record": {
      if (!node.keysArePhotoSets) return { ...base, widget: "keyvalue" };
      // One list per photo set, its uploads landing in that set's folder.
      const folder = posix(relative(o.root, o.photosDir));
      return {
        ...base,
        widget: "object",
        fields: o.photoSets.map((set) => {
          const f = field(set, node.of as Node, o);
          const fields = (f.fields as Field[]).map((sub) =>
            sub.widget === "image" ? { ...sub, media_folder: `/${folder}/${set}`, public_folder: "" } : sub,
          );
          return { ...f, label: set, required: false, fields };
        }),
      };
    }
  }
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
    collections: Object.entries(contentFiles).map(([name, f]) => {
      const node = f.node as Node;
      // A file whose top level is one record (photos.json) is edited as one group of fields.
      const top = node.kind === "object" ? objectFields(node.fields as Record<string, Node>, o) : ((field(name, node, o).fields as Field[]) ?? []);
      return {
        name,
        label: f.title,
        files: [{ name, label: f.title, file: `${contentFolder}/${f.file}`, format: "json", fields: top }],
      };
    }),
  };
}
