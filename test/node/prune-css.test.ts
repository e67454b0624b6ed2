import { describe, expect, it } from "vitest";
import { componentCss, pruneCss } from "../../tooling/prune-css";

/** The class names of elements with these class attributes. */
const usedBy = (classAttributes: string[]) => new Set(classAttributes.flatMap((c) => c.split(" ")));

const css =
  ":root{--a:1}body{margin:0}.hero{color:red}.hero__title{font-size:2rem}.hero--paused .hero__title{opacity:.5}" +
  ".dialog{position:fixed;animation:spin 1s}.photo:not(.photo--loaded) img{opacity:0}" +
  "@media (min-width:960px){.hero{height:90vh}.dialog{width:40rem}}" +
  "@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:X;src:url(/x.woff2)}" +
  '.a,.hero__cta{content:"}{,"}.hero__cta:hover{color:blue}';

describe("pruneCss", () => {
  it("keeps global rules and every rule whose classes the page's elements have", () => {
    const out = pruneCss(css, usedBy(["hero hero__title", "photo", "hero__cta"]));
    expect(out).toContain(":root{--a:1}");
    expect(out).toContain("body{margin:0}");
    expect(out).toContain(".hero__title{font-size:2rem}");
    expect(out).toContain(".photo:not(.photo--loaded) img{opacity:0}");
    expect(out).toContain("@media (min-width:960px){.hero{height:90vh}}");
    expect(out).not.toContain("@keyframes spin");
    expect(out).toContain("@font-face{font-family:X;src:url(/x.woff2)}");
    expect(out).toContain('.a,.hero__cta{content:"}{,"}');
    expect(pruneCss(css, usedBy(["dialog"]))).toContain("@keyframes spin{to{transform:rotate(1turn)}}");
  });

  it("keeps the states of the page's elements, which a tap may set before the whole stylesheet comes", () => {
    expect(pruneCss(css, usedBy(["hero hero__title"]))).toContain(".hero--paused .hero__title{opacity:.5}");
    expect(pruneCss(css + ".nav--open{display:block}", usedBy(["hero nav"]))).toContain(".nav--open{display:block}");
  });

  it("leaves the states of elements the page lacks, and what only a pointer shows, to the whole stylesheet", () => {
    const out = pruneCss(css + ".dialog--open{display:block}", usedBy(["hero__title hero__cta"]));
    expect(out).not.toContain("hero--paused");
    expect(out).not.toContain("dialog--open");
    expect(out).not.toContain(":hover");
    expect(componentCss(css)).toContain(".hero__cta:hover{color:blue}");
  });

  it("drops the rules of blocks the page does not use, and @media blocks left empty", () => {
    const out = pruneCss(css, usedBy(["other"]));
    expect(out).not.toContain(".hero");
    expect(out).not.toContain(".dialog");
    expect(out).not.toContain("@media");
    expect(out).toContain("body{margin:0}");
  });

  it("keeps :lang() rules only on pages in a language they name", () => {
    const langCss = "body{margin:0}:lang(hi),:lang(mr){--font:x}html:is(:lang(hi),:lang(mr)) .hero{line-height:2}";
    const blocks = usedBy(["hero"]);
    expect(pruneCss(langCss, blocks, "en-IN")).toBe("body{margin:0}");
    expect(pruneCss(langCss, blocks, "mr")).toBe(langCss);
    expect(pruneCss(langCss, blocks, "hi-IN")).toBe(langCss);
    expect(pruneCss(langCss, usedBy([]), "hi")).toBe("body{margin:0}:lang(hi),:lang(mr){--font:x}");
    expect(pruneCss(langCss, blocks)).toBe(langCss);
  });
});

describe("componentCss (the full stylesheet as served)", () => {
  it("leaves out what every page inlines, and keeps every rule some page may lack", () => {
    const out = componentCss(css);
    // Every page inlines the base: custom properties, element rules, @font-face; the animations
    // come again, for the rules a page left to this sheet.
    for (const base of [":root", "body{", "@font-face"]) expect(out).not.toContain(base);
    expect(out).toContain("@keyframes spin{to{transform:rotate(1turn)}}");
    expect(out).toContain(".hero{color:red}");
    expect(out).toContain(".hero--paused .hero__title{opacity:.5}");
    expect(out).toContain("@media (min-width:960px){.hero{height:90vh}.dialog{width:40rem}}");
    expect(out).toContain('.a,.hero__cta{content:"}{,"}');
  });

  it("together with any page's own CSS, holds every rule of the whole stylesheet", () => {
    const rules = (text: string) => text.match(/[^{}]+\{[^{}]*\}/g) ?? [];
    const whole = new Set(rules(css));
    for (const page of [[], ["hero"], ["hero", "photo", "dialog", "a"]]) {
      const served = new Set([...rules(componentCss(css)), ...rules(pruneCss(css, usedBy(page)))]);
      for (const rule of whole) expect(served.has(rule), `${rule} on a page with ${page.join(", ")}`).toBe(true);
    }
  });

  it("keeps a language's rules that need a class, and drops its global ones", () => {
    const langCss = "body{margin:0}:lang(hi),:lang(mr){--font:x}html:is(:lang(hi),:lang(mr)) .hero{line-height:2}";
    expect(componentCss(langCss)).toBe("html:is(:lang(hi),:lang(mr)) .hero{line-height:2}");
  });
});
