/**
 * The image check of the size budgets: which candidate of each <img> and <source> of a built page a
 * phone would pick, read from the HTML as a browser reads it (sizes, media conditions, srcset).
 */
import { budgets } from "../budgets";

export interface Candidate {
  url: string;
  width: number;
}

export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .filter((bits) => bits.length === 2 && /^\d+w$/.test(bits[1]!))
    .map(([url, w]) => ({ url: url!, width: Number(w!.slice(0, -1)) }))
    .sort((a, b) => a.width - b.width);
}

/** Splits on commas outside parentheses. */
function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")") depth--;
    else if (s[i] === "," && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * Evaluates a CSS length as sizes uses it (px, vw, vh, em, rem, calc, min, max, clamp) for a
 * viewport; 1em = 16px, as in a media query.
 */
export function evaluateLength(expr: string, vw: number, vh = vw * 2): number {
  const tokens = expr.match(/\d*\.?\d+(?:px|vw|vh|rem|em|%)?|[a-z-]+\(|[()+\-*/,]/gi) ?? [];
  let i = 0;
  const unit: Record<string, number> = { px: 1, vw: vw / 100, vh: vh / 100, em: 16, rem: 16 };
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const expect = (t: string) => {
    if (next() !== t) throw new Error(`Cannot read the length "${expr}"`);
  };
  function primary(): number {
    const t = next();
    if (t === undefined) throw new Error(`Cannot read the length "${expr}"`);
    if (t === "(") {
      const v = sum();
      expect(")");
      return v;
    }
    if (t === "-") return -primary();
    const fn = /^([a-z-]+)\($/i.exec(t)?.[1]?.toLowerCase();
    if (fn) {
      const args = [sum()];
      while (peek() === ",") {
        next();
        args.push(sum());
      }
      expect(")");
      if (fn === "calc") return args[0]!;
      if (fn === "min") return Math.min(...args);
      if (fn === "max") return Math.max(...args);
      if (fn === "clamp") return Math.min(Math.max(args[0]!, args[1]!), args[2]!);
      throw new Error(`Unknown function ${fn}() in "${expr}"`);
    }
    const m = /^(\d*\.?\d+)([a-z%]*)$/i.exec(t);
    if (!m) throw new Error(`Cannot read "${t}" in "${expr}"`);
    const u = m[2]!.toLowerCase();
    if (u === "") return Number(m[1]);
    if (!(u in unit)) throw new Error(`Unit ${u} is not allowed in sizes ("${expr}")`);
    return Number(m[1]) * unit[u]!;
  }
  function product(): number {
    let v = primary();
    while (peek() === "*" || peek() === "/") v = next() === "*" ? v * primary() : v / primary();
    return v;
  }
  function sum(): number {
    let v = product();
    while (peek() === "+" || peek() === "-") v = next() === "+" ? v + product() : v - product();
    return v;
  }
  const value = sum();
  if (i !== tokens.length) throw new Error(`Cannot read the length "${expr}"`);
  return value;
}

/** A media condition of a sizes entry, for a portrait phone of width vw (min-/max-width and ranges). */
export function matchesMedia(condition: string, vw: number, vh: number = budgets.imageViewportHeight): boolean {
  const c = condition.trim().toLowerCase();
  if (c.startsWith("not ")) return !matchesMedia(c.slice(4), vw, vh);
  if (/\)\s+or\s+\(/.test(c) || /\)\s*,\s*\(/.test(c)) return c.split(/\s+or\s+|,/).some((p) => matchesMedia(p, vw, vh));
  const features = c.split(/\s+and\s+/);
  return features.every((f) => {
    const inner = f.trim().replace(/^\(|\)$/g, "").trim();
    let m = /^(min|max)-width\s*:\s*(.+)$/.exec(inner);
    if (m) {
      const px = evaluateLength(m[2]!, vw);
      return m[1] === "min" ? vw >= px : vw <= px;
    }
    m = /^width\s*(>=|<=|>|<)\s*(.+)$/.exec(inner);
    if (m) {
      const px = evaluateLength(m[2]!, vw);
      return { ">=": vw >= px, "<=": vw <= px, ">": vw > px, "<": vw < px }[m[1] as ">=" | "<=" | ">" | "<"];
    }
    m = /^(.+?)\s*(>=|<=|>|<)\s*width$/.exec(inner);
    if (m) {
      const px = evaluateLength(m[1]!, vw);
      return { ">=": px >= vw, "<=": px <= vw, ">": px > vw, "<": px < vw }[m[2] as ">=" | "<=" | ">" | "<"];
    }
    m = /^(min|max)-aspect-ratio\s*:\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?$/.exec(inner);
    if (m) {
      const ratio = Number(m[2]) / Number(m[3] ?? 1);
      return m[1] === "min" ? vw / vh >= ratio : vw / vh <= ratio;
    }
    if (inner === "orientation: portrait") return vh >= vw;
    if (inner === "orientation: landscape") return vw > vh;
    throw new Error(`The image check does not know the media feature "${inner}"`);
  });
}

/** Reads a leading media condition ("(a) and (b) ...", "not (a) ...") off a sizes entry. */
function splitCondition(entry: string): { condition: string; length: string } | null {
  if (!/^(\(|not\s+\()/i.test(entry)) return null;
  let i = 0;
  let condition = "";
  for (;;) {
    const open = entry.indexOf("(", i);
    let depth = 0;
    let j = open;
    for (; j < entry.length; j++) {
      if (entry[j] === "(") depth++;
      else if (entry[j] === ")" && --depth === 0) break;
    }
    condition = entry.slice(0, j + 1);
    const rest = entry.slice(j + 1).trim();
    if (!/^(and|or)\s+\(/i.test(rest)) return { condition, length: rest };
    i = j + 1;
  }
}

/** The slot width in CSS px that a sizes attribute gives for a viewport (100vw when absent). */
export function slotWidth(sizes: string | undefined, vw: number): number {
  if (!sizes) return vw;
  for (const entry of splitTopLevel(sizes)) {
    if (entry === "auto") continue; // lazy images may say "auto, <fallback>": read the fallback
    const split = splitCondition(entry);
    if (!split) return evaluateLength(entry, vw);
    if (matchesMedia(split.condition, vw)) return evaluateLength(split.length, vw);
  }
  return vw;
}

/** The candidate a browser at this density picks at most: the smallest wide enough, else the largest. */
export function pickCandidate(candidates: Candidate[], neededPx: number): Candidate | undefined {
  return candidates.find((c) => c.width >= neededPx) ?? candidates[candidates.length - 1];
}

export interface ImageTag {
  tag: "img" | "source";
  src?: string;
  srcset?: string;
  sizes?: string;
  type?: string;
  media?: string;
  alt?: string;
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return m ? m[1]!.replace(/&amp;/g, "&") : undefined;
}

/** Every <img> and <source> of a page, with the attributes that decide which file it loads. */
export function imageTags(html: string): ImageTag[] {
  // A phone that runs scripts never fetches <noscript> content: without JavaScript a page shows
  // one JPEG of about 800 px per photo (src/components/Photo.tsx), which this check leaves alone.
  const scripted = html.replace(/<noscript>[^]*?<\/noscript>/gi, "");
  return [...scripted.matchAll(/<(img|source)\b[^>]*>/gi)].map((m) => ({
    tag: m[1]!.toLowerCase() as "img" | "source",
    src: attr(m[0], "src"),
    srcset: attr(m[0], "srcset") ?? attr(m[0], "srcSet"),
    sizes: attr(m[0], "sizes"),
    type: attr(m[0], "type"),
    media: attr(m[0], "media"),
    alt: attr(m[0], "alt"),
  }));
}

export interface OversizedImage {
  tag: ImageTag;
  slot: number;
  needed: number;
  picked: Candidate | { url: string; width: number | null };
  reason: string;
}

/**
 * The photos a DPR-2 phone 412 px wide would fetch wider than their slot needs (beyond one ladder
 * step), and raster photos offered with no srcset at all (their size cannot follow the slot).
 */
export function oversizedImages(html: string, vw: number = budgets.imageViewport, dpr: number = budgets.imageDpr): OversizedImage[] {
  const found: OversizedImage[] = [];
  for (const tag of imageTags(html)) {
    // An art-directed <source> for other screens is never chosen on this phone.
    if (tag.media && !matchesMedia(tag.media, vw)) continue;
    const slot = slotWidth(tag.sizes, vw);
    const needed = Math.ceil(slot * dpr);
    if (!tag.srcset) {
      const url = tag.src ?? "";
      if (tag.tag === "img" && /\/assets\/photos\/.*\.(jpe?g|png|webp|avif)$/i.test(url)) {
        found.push({ tag, slot, needed, picked: { url, width: null }, reason: "a photo with no srcset" });
      }
      continue;
    }
    const candidates = parseSrcset(tag.srcset);
    const picked = pickCandidate(candidates, needed);
    if (!picked) continue;
    if (picked.width > needed * budgets.imageSlack) {
      found.push({ tag, slot, needed, picked, reason: `${picked.width}w picked for a ${Math.round(slot)} px slot (needs ${needed}w)` });
    }
  }
  return found;
}
