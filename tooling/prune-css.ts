/**
 * Per-page critical CSS: a page inlines the rules that can match its prerendered elements (by the
 * class names its render used, noted by src/shell/render-facts.ts), in its language, leaving out
 * what only a pointer shows (:hover, :active). The whole stylesheet follows once the page has
 * hydrated, for the states a visitor's taps bring (an open menu, a loaded photo) and for
 * what the browser draws later (dialogs, other pages). Measured on the Hindi home page
 * (2026-11-27): 5.4 KB gzipped of CSS by whole components, 4.9 KB so.
 */
import { splitTopLevel } from "../src/lib/split-list";

/** The component of a BEM class name: "hero__title--big" is "hero". */
const blockOf = (className: string) => className.split(/__|--/)[0]!;

/** Splits CSS text into its top-level pieces: "selector{...}" and "@rule ...{...}" or "@rule ...;". */
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

/** What a page's render used: its class names, and whole components it may draw before the
 *  whole stylesheet has arrived (notices). */
export interface Used {
  classes: Set<string>;
  blocks?: Set<string>;
}

/**
 * Could this selector match on a page that uses `used`, in `lang`, before any pointer? Class-free
 * selectors always could; one with :lang() only on a page in one of the languages it names (the
 * Hindi and Marathi type rules stay out of English pages). Without a lang every :lang() rule is kept.
 */
function mayMatch(selector: string, used: Used, lang?: string): boolean {
  // Classes inside :not(...) exclude rather than require, so they never rule a selector out.
  const required = selector.replace(/:not\([^)]*\)/g, "");
  if (/:(hover|active)\b/.test(required)) return false;
  const classes = [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
  const langs = [...required.matchAll(/:lang\(([^)]*)\)/g)].map((m) => m[1]!);
  if (lang && langs.length > 0 && !langs.some((r) => langMatches(lang, r))) return false;
  return classes.every((c) => used.classes.has(c) || !!used.blocks?.has(blockOf(c)));
}

/**
 * The rules `keep` accepts (given their selector list), inside @media, @supports, ... as well
 * (a group left empty goes); other at-rules (@font-face, @keyframes, @import) whole or not at all.
 */
function filterRules(css: string, keep: (selectorList: string) => boolean, keepOtherAtRules: boolean): string {
  const kept: string[] = [];
  for (const piece of topLevel(css)) {
    const open = piece.indexOf("{");
    if (!piece.startsWith("@")) {
      if (keep(piece.slice(0, open))) kept.push(piece);
    } else if (open >= 0 && groups(piece)) {
      const inner = filterRules(piece.slice(open + 1, -1), keep, keepOtherAtRules);
      if (inner) kept.push(`${piece.slice(0, open)}{${inner}}`);
    } else if (keepOtherAtRules) kept.push(piece);
  }
  return kept.join("");
}

/** Is this at-rule one that holds rules (@media, @supports, ...), not a rule of its own (@font-face)? */
function groups(atRule: string): boolean {
  return ["media", "supports", "layer", "container"].includes(atRule.slice(1).split(/[\s{;(]/)[0]!);
}

/**
 * The CSS a page needs: rules whose selectors may match what it `used` (and the page's `lang`,
 * the <html lang> it is served with), with at-rules kept as needed (@font-face, @keyframes:
 * small, and kept whole).
 */
export function pruneCss(css: string, used: Used, lang?: string): string {
  const kept = filterRules(css, (list) => splitTopLevel(list).some((s) => mayMatch(s, used, lang)), true);
  // Animations no kept rule names go too.
  return topLevel(kept)
    .filter((piece) => !piece.startsWith("@keyframes") || new RegExp(`animation[^;}]*\\b${piece.split(/[\s{]/)[1]}\\b`).test(kept))
    .join("");
}

const nothing: Used = { classes: new Set() };

/**
 * The full stylesheet as served: only what some page does not inline already, i.e. rules each of
 * whose selectors needs a component's class or a pointer, and the animations they may name. The base (resets, type, custom
 * properties, @font-face, @keyframes) is in every page's own CSS; served again, its universal and
 * element rules made the browser restyle the whole page when the sheet applied (about 60 ms of
 * the main thread on the home page at 4x slowdown), where rules keyed to classes restyle only
 * elements with those classes.
 */
export function componentCss(css: string): string {
  const keyframes = topLevel(css).filter((piece) => piece.startsWith("@keyframes"));
  return filterRules(css, (list) => !splitTopLevel(list).some((s) => mayMatch(s, nothing)), false) + keyframes.join("");
}
