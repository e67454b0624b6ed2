import { afterAll, describe, expect, it } from "vitest";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { root } from "../../tooling/core";
import { Window } from "happy-dom";
import { importNodeBundle } from "../../tooling/bundles";
import { attributeValues, classesOf } from "../../tooling/pages";

// The dev server builds again and again in one process: what the build reads through its Node
// bundle (content, the photo manifest) must be read afresh each time, not kept from the first build.
const dir = join(root, ".cache", "node-test", "fresh-bundle");

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the build's Node bundle", () => {
  it("sees a changed manifest on the next build in the same process", async () => {
    await mkdir(dir, { recursive: true });
    const entry = join(dir, "entry.ts");
    await writeFile(entry, 'import manifest from "./photos.json";\nexport const ids = Object.keys(manifest);\n');
    await writeFile(join(dir, "photos.json"), JSON.stringify({ home: [] }));
    const first = await importNodeBundle<{ ids: string[] }>(entry, "fresh-bundle-test");
    await writeFile(join(dir, "photos.json"), JSON.stringify({ home: [], wedding: [] }));
    const second = await importNodeBundle<{ ids: string[] }>(entry, "fresh-bundle-test");
    expect([first.ids, second.ids]).toEqual([["home"], ["home", "wedding"]]);
  });

  it("reads the class names and style attributes of a prerendered page, and notes its <style> text and priority photo", async () => {
    const server = await importNodeBundle<typeof import("../../tooling/prerender")>("tooling/prerender.ts", "facts-test");
    await server.prepare();
    const home = server.render("/");
    const classes = [...classesOf(home.html)];
    expect(classes).toEqual(expect.arrayContaining(["hero", "header", "footer", "photo"]));
    expect(classes).not.toContain("lead-popup");
    // Every class and style="" of its elements as a browser reads them: the CSS inlined for them,
    // the CSP hashes of the styles.
    const page = new Window().document;
    page.body.innerHTML = home.html;
    const withStyle = [...page.querySelectorAll("[style]")].map((e) => e.getAttribute("style")!);
    expect(new Set(attributeValues(home.html, "style"))).toEqual(new Set(withStyle));
    expect(new Set(classes)).toEqual(new Set([...page.querySelectorAll("[class]")].flatMap((e) => [...e.classList])));
    expect(home.priorityPhoto?.photo.id).toMatch(/^home\//);
    // A component's own CSS goes to the page's <style> in the head, never a <style> in the body.
    expect(home.styles.length).toBeGreaterThan(0);
    expect(home.html).not.toContain("<style");
    expect(server.render("/pricing/").priorityPhoto).toBeUndefined();
  }, 60_000);
});
