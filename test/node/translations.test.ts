import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../content-dir";
import { contentFiles, contentFolders, type Node } from "../../src/content/schema";
import { fragmentsOf, interfaceFragments } from "../i18n-sources";
import { latinWords } from "../latin-words";

// Every text of every content file in every language the studio lists, read from the files
// themselves, and no visible English left in the code: words belong to the content.
const read = (file: string) => JSON.parse(readFileSync(join(contentDir, file), "utf8"));
const studio = read(contentFiles.studio.file);
const languages: string[] = studio.languages;
const translated = languages.filter((l) => l !== "en");
/** What may stay in Latin script in any language: the studio's name and the brands it links to. */
const brands = ["Instagram", "WhatsApp", "Facebook"];
const latinAllowed = [studio.name, studio.shortName, ...brands];

interface Text {
  where: string;
  value: unknown;
}

function textsOf(node: Node, value: unknown, where: string, out: Text[]): Text[] {
  if (value === undefined) return out;
  if (node.kind === "text") out.push({ where, value });
  if (node.kind === "object") for (const [k, f] of Object.entries(node.fields as Record<string, Node>)) textsOf(f, (value as Record<string, unknown>)[k], `${where}.${k}`, out);
  if (node.kind === "list") (value as unknown[]).forEach((v, i) => textsOf(node.of as Node, v, `${where}[${i}]`, out));
  if (node.kind === "record") for (const [k, v] of Object.entries(value as object)) textsOf(node.of as Node, v, `${where}.${k}`, out);
  return out;
}
const texts = [
  ...Object.values(contentFiles).flatMap(({ file, node }) => textsOf(node as Node, read(file), file, [])),
  // Each story of the content's stories/ too.
  ...Object.values(contentFolders).flatMap(({ folder, node }) =>
    readdirSync(join(contentDir, folder))
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => textsOf(node as Node, read(`${folder}/${f}`), `${folder}/${f}`, [])),
  ),
];

const withoutPlaceholders = (s: string) => s.replace(/\{[^{}]*\}/g, " ");
const hasWords = (s: string) => latinWords(withoutPlaceholders(s)).length > 0 || /\p{L}/u.test(withoutPlaceholders(s).replace(/\S+@\S+/g, ""));
const placeholders = (s: string) => [...s.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]).sort();
const figures = (s: string) => [...withoutPlaceholders(s).matchAll(/\d[\d,.]*\d|\d/g)].map((m) => m[0]).sort();
const english = (t: Text): string => (typeof t.value === "string" ? t.value : ((t.value as Record<string, string>).en ?? ""));

describe("the content's languages", () => {
  it("are the site's languages, English first", () => {
    expect(languages[0]).toBe("en");
    expect(texts.length).toBeGreaterThan(100);
  });

  it("give every text with words a version in each of them", () => {
    const missing = texts
      .filter((t) => hasWords(english(t)))
      .flatMap((t) => languages.filter((l) => typeof t.value !== "object" || !(t.value as Record<string, string>)[l]?.trim()).map((l) => `${t.where}: ${l}`));
    expect(missing).toEqual([]);
  });

  it.each(translated)("keep each text's placeholders and figures (prices in Indian grouping) in %s", (lang) => {
    const wrong = texts
      .filter((t) => typeof t.value === "object")
      .map((t) => ({ where: t.where, en: english(t), text: (t.value as Record<string, string>)[lang] ?? "" }))
      .filter((t) => placeholders(t.en).join() !== placeholders(t.text).join() || figures(t.en).join() !== figures(t.text).join());
    expect(wrong).toEqual([]);
  });

  it.each(translated)("write %s in Devanagari, leaving only the studio's name, brands, addresses and numbers in Latin script", (lang) => {
    const values = texts.filter((t) => typeof t.value === "object").map((t) => ({ where: t.where, text: (t.value as Record<string, string>)[lang] ?? "" }));
    const latin = values.map((t) => ({ ...t, latin: latinWords(withoutPlaceholders(t.text), { allow: latinAllowed }) })).filter((t) => t.latin.length > 0);
    expect(latin).toEqual([]);
    expect(values.filter((t) => hasWords(t.text) && !/[\u0900-\u097F]/.test(t.text))).toEqual([]);
  });
});

describe("the code", () => {
  it("shows no words of its own: every visible string comes from the content (brand names aside)", () => {
    const fragments = interfaceFragments().filter((f) => !brands.includes(f.text));
    expect(fragments.map((f) => `${f.file}: ${f.text}`)).toEqual([]);
  });

  it("would find English hard-coded in a component: its text, visible attributes and labels, not its classes, comparisons or logs", () => {
    const source = `
      import { useState } from "react";
      type Props = { kind: "photo" | "film" };
      const links = [{ id: "home", label: "Home page" }];
      export function Card({ kind }: Props) {
        const [open] = useState(false);
        if (kind === "film") console.log("playing a film");
        return (
          <section className="card card--wide" aria-label="Our work">
            <h2>Weddings {open ? "and more" : \`in \${kind}\`}</h2>
            <Photo alt="A bride laughing" icon={<span title="Close">Close now</span>} data-state="closed" />
          </section>
        );
      }`;
    expect(fragmentsOf(source, "Card.tsx").map((f) => f.text).sort()).toEqual(
      ["A bride laughing", "Close", "Close now", "Home page", "Our work", "Weddings", "and more", "in"].sort(),
    );
  });
});
