// A page inlines the rules that can match its prerendered elements in its language, without
// :hover and :active; the whole stylesheet follows after hydration. An element's states come
// with it (".header__nav--open" with ".header__nav"): a visitor may open the phone's menu as
// soon as the page works, before that stylesheet has come.
import { splitTopLevel } from "../src/lib/split-list";

/** "selector{...}", "@rule ...{...}" and "@rule ...;". */
function topLevel(css: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i]!;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (ch === "{") depth++;
    else if (ch === "}") {
      depth--;
      if (depth === 0) {
        pieces.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (ch === ";" && depth === 0) {
      pieces.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return pieces.filter(Boolean);
}

/** Does `lang` ("en-IN") fall under a :lang() range ("en")? */
function langMatches(lang: string, range: string): boolean {
  const l = lang.toLowerCase();
  const r = range.trim().replace(/^["']|["']$/g, "").toLowerCase();
  return l === r || l.startsWith(`${r}-`);
}

/** Without a lang every :lang() rule is kept. */
function mayMatch(selector: string, used: Set<string>, lang?: string): boolean {
  // Classes inside :not(...) exclude rather than require, so they never rule a selector out.
  const required = selector.replace(/:not\([^)]*\)/g, "");
  if (/:(hover|active)\b/.test(required)) return false;
  const classes = [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
  const langs = [...required.matchAll(/:lang\(([^)]*)\)/g)].map((m) => m[1]!);
  if (lang && langs.length > 0 && !langs.some((r) => langMatches(lang, r))) return false;
  return classes.every((c) => used.has(c) || used.has(c.split("--")[0]!));
}

/** Inside @media and the like as well; other at-rules whole or not at all. */
function filterRules(css: string, keep: (selectorList: string) => boolean, keepOtherAtRules: boolean): string {
  const kept: string[] = [];
  for (const piece of topLevel(css)) {
    const open = piece.indexOf("{");
    if (!piece.startsWith("@")) {
      if (keep(piece.slice(0, open))) kept.push(piece);
    } else if (open >= 0 && /^@(media|supports|layer|container)[\s{;(]/.test(piece)) {
      const inner = filterRules(piece.slice(open + 1, -1), keep, keepOtherAtRules);
      if (inner) kept.push(`${piece.slice(0, open)}{${inner}}`);
    } else if (keepOtherAtRules) kept.push(piece);
  }
  return kept.join("");
}

/** The rules that may match a page using the class names `used`, served with <html lang>. */
export function pruneCss(css: string, used: Set<string>, lang?: string): string {
  const kept = filterRules(css, (list) => splitTopLevel(list).some((s) => mayMatch(s, used, lang)), true);
  // Animations no kept rule names go too.
  return topLevel(kept)
    .filter((piece) => !piece.startsWith("@keyframes") || new RegExp(`animation[^;}]*\\b${piece.split(/[\s{]/)[1]}\\b`).test(kept))
    .join("");
}

/**
 * The full stylesheet as served: the rules that need a class or a pointer. Every page has the base;
 * served again, its element rules restyled the whole page (60 ms at 4x slowdown).
 */
export function componentCss(css: string): string {
  const keyframes = topLevel(css).filter((piece) => piece.startsWith("@keyframes"));
  return filterRules(css, (list) => !splitTopLevel(list).some((s) => mayMatch(s, new Set())), false) + keyframes.join("");
}
