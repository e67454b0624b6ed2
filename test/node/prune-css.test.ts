import { describe, expect, it } from "vitest";
import { componentCss, pruneCss } from "../../tooling/prune-css";
import { collectFacts, noteElement, type RenderFacts } from "../../src/shell/render-facts";

/** The blocks a render notes, as the build's Node bundle routes every element through noteElement. */
function blocksIn(classNames: string[]): Set<string> {
  const facts: RenderFacts = { blocks: new Set(), styleElements: [], styleProps: [] };
  collectFacts(facts, () => classNames.forEach((className) => noteElement("div", { className })));
  return facts.blocks;
}

const css =
  ":root{--a:1}body{margin:0}.hero{color:red}.hero__title{font-size:2rem}.hero--paused .hero__title{opacity:.5}" +
  ".dialog{position:fixed}.photo:not(.photo--loaded) img{opacity:0}" +
  "@media (min-width:960px){.hero{height:90vh}.dialog{width:40rem}}" +
  "@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:X;src:url(/x.woff2)}" +
  '.a,.hero__cta{content:"}{,"}';

describe("pruneCss", () => {
  it("keeps global rules and every rule of the blocks a page uses, state modifiers included", () => {
    const out = pruneCss(css, blocksIn(["hero hero__title", "photo"]));
    expect(out).toContain(":root{--a:1}");
    expect(out).toContain("body{margin:0}");
    expect(out).toContain(".hero--paused .hero__title{opacity:.5}");
    expect(out).toContain(".photo:not(.photo--loaded) img{opacity:0}");
    expect(out).toContain("@media (min-width:960px){.hero{height:90vh}}");
    expect(out).toContain("@keyframes spin{to{transform:rotate(1turn)}}");
    expect(out).toContain("@font-face{font-family:X;src:url(/x.woff2)}");
    expect(out).toContain('.a,.hero__cta{content:"}{,"}');
  });

  it("drops the rules of blocks the page does not use, and @media blocks left empty", () => {
    const out = pruneCss(css, blocksIn(["other"]));
    expect(out).not.toContain(".hero");
    expect(out).not.toContain(".dialog");
    expect(out).not.toContain("@media");
    expect(out).toContain("body{margin:0}");
  });

  it("reads blocks from BEM class names", () => {
    expect([...blocksIn(["header__link header__link--active button"])].sort()).toEqual(["button", "header"]);
  });

  it("notes only DOM elements, and only while a page is being collected", () => {
    const facts: RenderFacts = { blocks: new Set(), styleElements: [], styleProps: [] };
    noteElement("div", { className: "stray" });
    collectFacts(facts, () => {
      noteElement(function Card() {}, { className: "component-prop" });
      noteElement("style", { children: ".a{color:red}" });
    });
    expect([...facts.blocks]).toEqual([]);
    expect(facts.styleElements).toEqual([".a{color:red}"]);
  });

  it("keeps :lang() rules only on pages in a language they name", () => {
    const langCss = "body{margin:0}:lang(hi),:lang(mr){--font:x}html:is(:lang(hi),:lang(mr)) .hero{line-height:2}";
    const blocks = blocksIn(["hero"]);
    expect(pruneCss(langCss, blocks, "en-IN")).toBe("body{margin:0}");
    expect(pruneCss(langCss, blocks, "mr")).toBe(langCss);
    expect(pruneCss(langCss, blocks, "hi-IN")).toBe(langCss);
    expect(pruneCss(langCss, new Set(), "hi")).toBe("body{margin:0}:lang(hi),:lang(mr){--font:x}");
    expect(pruneCss(langCss, blocks)).toBe(langCss);
  });
});

describe("componentCss (the full stylesheet as served)", () => {
  it("leaves out what every page inlines, and keeps every rule some page may lack", () => {
    const out = componentCss(css);
    // Every page inlines the base: custom properties, element rules, @font-face, @keyframes.
    for (const base of [":root", "body{", "@font-face", "@keyframes"]) expect(out).not.toContain(base);
    expect(out).toContain(".hero{color:red}");
    expect(out).toContain(".hero--paused .hero__title{opacity:.5}");
    expect(out).toContain("@media (min-width:960px){.hero{height:90vh}.dialog{width:40rem}}");
    expect(out).toContain('.a,.hero__cta{content:"}{,"}');
  });

  it("together with any page's own CSS, holds every rule of the whole stylesheet", () => {
    const rules = (text: string) => text.match(/[^{}]+\{[^{}]*\}/g) ?? [];
    const whole = new Set(rules(css));
    for (const page of [[], ["hero"], ["hero", "photo", "dialog", "a"]]) {
      const served = new Set([...rules(componentCss(css)), ...rules(pruneCss(css, blocksIn(page)))]);
      for (const rule of whole) expect(served.has(rule), `${rule} on a page with ${page.join(", ")}`).toBe(true);
    }
  });

  it("keeps a language's rules that need a class, and drops its global ones", () => {
    const langCss = "body{margin:0}:lang(hi),:lang(mr){--font:x}html:is(:lang(hi),:lang(mr)) .hero{line-height:2}";
    expect(componentCss(langCss)).toBe("html:is(:lang(hi),:lang(mr)) .hero{line-height:2}");
  });
});
