import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { adminConfig } from "../../tooling/content/admin-config";
import { photoInventory } from "../../tooling/content/check";
import { contentFiles, type Node } from "../../src/content/schema";

type Field = { name: string; widget: string; fields?: Field[]; field?: Field; options?: string[]; media_folder?: string; required?: boolean };
const root = resolve(".");

async function config() {
  const { sets } = await photoInventory("static/photos");
  return adminConfig({ root, contentDir: resolve("src/content"), photosDir: resolve("static/photos"), photoSets: [...sets.keys()], repo: "studio/site", branch: "main", backend: "github" });
}

/** Every field path of a schema node, as the editor would save it ("plans[].price"). */
function schemaPaths(node: Node, prefix: string, sets: string[]): string[] {
  switch (node.kind) {
    case "object":
      return Object.entries(node.fields as Record<string, Node>).flatMap(([k, f]) => schemaPaths(f, prefix ? `${prefix}.${k}` : k, sets));
    case "list":
      return (node.of as Node).kind === "object" ? schemaPaths(node.of as Node, `${prefix}[]`, sets) : [`${prefix}[]`];
    case "record":
      return node.keysArePhotoSets ? sets.flatMap((s) => schemaPaths(node.of as Node, prefix ? `${prefix}.${s}` : s, sets)) : [prefix];
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
    const c = (await config()) as { collections: { name: string; label: string; files: { file: string; format: string; fields: Field[] }[] }[] };
    const { sets } = await photoInventory("static/photos");
    expect(c.collections.map((x) => x.label)).toEqual(Object.values(contentFiles).map((f) => f.title));
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
    const budget = plans.fields!.find((f) => f.name === "budget")!;
    const price = plans.fields!.find((f) => f.name === "price")! as Field & { value_type?: string };
    expect(budget.widget).toBe("select");
    expect([price.widget, price.value_type]).toEqual(["number", "int"]);
  });
});
