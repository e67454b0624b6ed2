/**
 * The size budgets of DESIGN.md, measured on a build without a browser: shared by
 * test/node/budgets.test.ts and the bench (scripts/bench.ts).
 */
import { build as esbuild, type Metafile } from "esbuild";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { pageScriptUrls } from "./page-scripts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

export const budgets = {
  /** Largest contentful paint, ms: text routes, and the home page with its hero photo. */
  lcpMs: 1500,
  lcpHomeMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  /** All JavaScript a page loads, gzipped. */
  jsGzip: 90 * 1024,
  /** All JavaScript a page loads before hydrating, as transferred (brotli, file by file): room
   * under the 90 KB line for the languages and the owner's content. */
  jsBrotli: 85 * 1024,
  /** Everything but react and react-dom, gzipped. */
  ownJsGzip: 20 * 1024,
  /** Each route's HTML with its inlined CSS, gzipped: the first round trip. */
  htmlGzip: 14 * 1024,
  /** The village connection (400 kbit/s, 400 ms RTT, 4x CPU): first screen and hydration, ms. */
  villageLcpMs: 3000,
  villageHydratedMs: 6000,
  /** Lighthouse's mobile score, median of 3: routes with a photo above the fold, and without. */
  lighthouseScore: 99,
  lighthouseScoreNoPhoto: 100,
  /** Bytes transferred before the home page's largest paint. */
  firstScreenHomeBytes: 250 * 1024,
  /** The phone the image check pictures: a common Android width at the highest density we serve for. */
  imageViewport: 412,
  imageViewportHeight: 823,
  imageDpr: 2,
  /** A picked photo may be this much wider than the slot needs: one step of the width ladder. */
  imageSlack: 1.5,
} as const;

export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length;
}

/** Every .js file of a build (source maps aside) and its gzipped size. */
export async function jsFiles(outDir: string): Promise<{ file: string; bytes: number; gzip: number }[]> {
  const entries = await readdir(join(outDir, "assets"), { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.m?js$/.test(e.name)).map((e) => join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      return { file: file.slice(outDir.length), bytes: data.length, gzip: gzipSize(data) };
    }),
  );
}

/** react, react-dom and the scheduler react-dom brings: the ~69 KB the budget sets apart. */
const frameworkPackages = ["react", "react-dom", "scheduler"];
const isFramework = (input: string) => frameworkPackages.some((p) => input.includes(`node_modules/${p}/`));

/** The bundle's inputs that are ours (not react/react-dom), by bytes in the output, largest first. */
export function ownInputs(metafile: Metafile): { input: string; bytes: number }[] {
  const rows: { input: string; bytes: number }[] = [];
  for (const [name, output] of Object.entries(metafile.outputs)) {
    if (!name.endsWith(".js")) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (!isFramework(input) && bytesInOutput > 0) rows.push({ input, bytes: bytesInOutput });
    }
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

/**
 * Our own code, gzipped. Its bytes come from the real build's metafile (esbuild's bytesInOutput of
 * every input but react and react-dom), so the figure follows whatever build.ts does (plugins,
 * defines). A minified bundle is one scope and cannot be cut apart, so the compression ratio comes
 * from the same code bundled again with react and react-dom left out.
 */
export async function ownCodeGzip(metafile: Metafile): Promise<{ bytes: number; gzip: number; ratio: number }> {
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: { app: "src/entry-client.tsx" },
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2020", "chrome90", "safari15", "firefox90"],
    outdir: "out",
    write: false,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"', __BUILD_YEAR__: "2025", __SITE_CONFIG__: "undefined" },
    external: frameworkPackages.flatMap((p) => [p, `${p}/*`]),
    // Only the JavaScript is measured here; the CSS is inlined into the pages and budgeted there.
    loader: { ".css": "empty" },
    legalComments: "none",
    logLevel: "silent",
  });
  const js = result.outputFiles.filter((f) => f.path.endsWith(".js"));
  const raw = js.reduce((n, f) => n + f.contents.length, 0);
  const ratio = js.reduce((n, f) => n + gzipSize(Buffer.from(f.contents)), 0) / raw;
  const bytes = ownInputs(metafile).reduce((n, r) => n + r.bytes, 0);
  return { bytes, gzip: Math.round(bytes * ratio), ratio };
}

/** The scripts a page starts with: its entry module and the chunks it preloads before hydrating. */
export function pageScripts(html: string): string[] {
  return pageScriptUrls(html);
}

/**
 * The JavaScript one page loads (each page is its own chunk): all of it gzipped, and our own part
 * of it (its metafile bytes, at our code's gzip ratio from ownCodeGzip).
 */
export async function pageJs(
  outDir: string,
  metafile: Metafile,
  html: string,
  ownRatio: number,
): Promise<{ files: string[]; gzip: number; gzipPerFile: number; brotli: number; ownGzip: number }> {
  const files = pageScripts(html);
  const contents: Buffer[] = [];
  let gzipPerFile = 0;
  let brotli = 0;
  let own = 0;
  for (const url of files) {
    const data = await readFile(join(outDir, url));
    contents.push(data);
    gzipPerFile += gzipSize(data);
    // What the server sends: the build's precompressed copy, else brotli at its best.
    brotli += await readFile(join(outDir, url + ".br")).then(
      (b) => b.length,
      () => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
    const key = Object.keys(metafile.outputs).find((k) => k.endsWith(url));
    for (const [input, { bytesInOutput }] of Object.entries(key ? metafile.outputs[key]!.inputs : {})) {
      if (!isFramework(input)) own += bytesInOutput;
    }
  }
  // "Gzipped in total": the page's scripts as one stream. Served file by file, each small file
  // also pays its own gzip header and dictionary warm-up: that figure is reported beside it.
  return { files, gzip: gzipSize(Buffer.concat(contents)), gzipPerFile, brotli, ownGzip: Math.round(own * ownRatio) };
}

// --- Responsive images: which candidate a phone picks ------------------------------------------

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
  return [...html.matchAll(/<(img|source)\b[^>]*>/gi)].map((m) => ({
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
