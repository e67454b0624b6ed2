/**
 * The site's security headers as data, and the Content-Security-Policy fitted to the pages
 * actually built: every inline <style> is allowed by its sha256 hash (the inlined CSS changes with
 * every build), never by 'unsafe-inline'. The build gives each page a <meta> policy of its own
 * inline code (cspMetaTag, for hosts that cannot set headers) and then writes, from all pages:
 * - <out>/_security.json  the policy and headers scripts/serve.ts sends;
 * - <out>/_headers and <out>/_redirects  for Netlify and Cloudflare Pages (same format).
 */
import { createHash } from "node:crypto";
import { readdir, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { localisePath, routes } from "../src/shell/routes";
import { defaultLocale, type Locale } from "../src/lib/localize";

export interface SecurityFile {
  /** The full policy, for response headers. */
  csp: string;
  /** Every other header sent with every answer (HSTS is added only over HTTPS). */
  headers: Record<string, string>;
  /** style="" attributes found in the built pages (allowed by hash, but better avoided). */
  styleAttributes: string[];
}

export const securityFileName = "_security.json";

/** Sent only when the request arrived over HTTPS: a browser that saw it refuses plain HTTP for a year. */
export const hsts = "max-age=31536000; includeSubDomains";

/** Headers every answer carries, whatever its status. */
export const baseHeaders: Record<string, string> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), " +
    "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
};

export interface CspInput {
  /** base64 sha256 of each inline <style> element's text. */
  styleHashes: string[];
  /** base64 sha256 of each style="" attribute value (needs 'unsafe-hashes'). */
  styleAttributeHashes?: string[];
  /** base64 sha256 of each inline executable <script> (none in production; the dev reload script). */
  scriptHashes?: string[];
  /** Origins fetch() may reach besides our own: the EmailJS API. */
  connect: string[];
}

/** Directives a <meta> policy cannot carry: browsers ignore them there (and log an error). */
const headerOnly = new Set(["frame-ancestors", "report-uri", "sandbox"]);

function directives({ styleHashes, styleAttributeHashes = [], scriptHashes = [], connect }: CspInput): [string, string[]][] {
  const hashes = (list: string[]) => [...new Set(list)].sort().map((h) => `'sha256-${h}'`);
  const style = ["'self'", ...hashes(styleHashes)];
  if (styleAttributeHashes.length) style.push("'unsafe-hashes'", ...hashes(styleAttributeHashes));
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes(scriptHashes)]],
    ["style-src", style],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...new Set(connect)]],
    // A film's player, only once the visitor taps play (src/components/FilmPlayer.tsx), and no other frame.
    ["frame-src", ["https://www.youtube-nocookie.com"]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/** The policy for a response header. */
export function cspHeader(input: CspInput): string {
  return directives(input)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The same policy for a <meta> tag: frame-ancestors is ignored there (X-Frame-Options cannot be set either). */
export function cspMeta(input: CspInput): string {
  return directives(input)
    .filter(([name]) => !headerOnly.has(name))
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/** Names the build gives content-hashed files: esbuild's app-H5U7DQTH.js, the photos' name-640-3f9a1c2b.avif. */
export function isHashedAsset(urlPath: string): boolean {
  return urlPath.startsWith("/assets/") && /-(?:[A-Z2-7]{8}|[0-9a-f]{8,})\.[a-z0-9]+(?:\.map)?$/.test(urlPath);
}

export const immutable = "public, max-age=31536000, immutable";
export const revalidate = "no-cache";

/** Old or guessed addresses a visitor might type, sent to the real page in each language (Netlify / Cloudflare Pages). */
export function redirects(languages: readonly Locale[]): [from: string, to: string][] {
  return languages.flatMap((l) => routes.flatMap((r) => (r.aliases ?? []).map((a): [string, string] => [localisePath(a, l), localisePath(r.path, l)])));
}

/**
 * The `_headers` rules for hashed assets: a folder whose files are all hashed gets one `/folder/*`
 * rule, otherwise each hashed file its own (Cloudflare Pages allows 100 rules).
 */
async function immutableRules(outDir: string): Promise<string[]> {
  const assets = join(outDir, "assets");
  const walk = async (dir: string): Promise<{ rules: string[]; all: boolean }> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return { rules: [], all: true };
    }
    const rules: string[] = [];
    let all = true;
    for (const e of entries) {
      const full = join(dir, e.name);
      const url = "/" + relative(outDir, full).split(sep).join("/");
      if (e.isDirectory()) {
        const sub = await walk(full);
        if (sub.all) rules.push(`${url}/*`);
        else rules.push(...sub.rules);
        all &&= sub.all;
      } else if (/\.(br|gz)$/.test(e.name) && isHashedAsset(url.replace(/\.(br|gz)$/, ""))) {
        rules.push(url);
      } else if (isHashedAsset(url)) {
        rules.push(url);
      } else {
        all = false;
      }
    }
    return { rules, all };
  };
  const { rules, all } = await walk(assets);
  return all && rules.length ? ["/assets/*"] : rules;
}

function headerBlock(path: string, headers: Record<string, string>): string {
  return `${path}\n${Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join("\n")}\n`;
}

/** A page's inline code, as the build knows it: the text CSP hashes. */
export interface InlineCode {
  styles: string[];
  styleAttributes: string[];
  scripts: string[];
}

function policyInput(pages: InlineCode[], emailjsApi: string): CspInput {
  const all = (key: keyof InlineCode) => [...new Set(pages.flatMap((p) => p[key]))].map(sha256);
  let connect: string[] = [];
  try {
    connect = [new URL(emailjsApi).origin];
  } catch {
    connect = [];
  }
  return { styleHashes: all("styles"), styleAttributeHashes: all("styleAttributes"), scriptHashes: all("scripts"), connect };
}

/** The <meta> policy of one page: only its own hashes (they weigh on every page's first bytes). */
export function cspMetaTag(page: InlineCode, emailjsApi: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${cspMeta(policyInput([page], emailjsApi))}" />`;
}

/** Run at the end of the build: the host config files, with the policy that allows every page's inline code. */
export async function writeHostConfig(outDir: string, pages: InlineCode[], emailjsApi: string, languages: readonly Locale[] = [defaultLocale]): Promise<SecurityFile> {
  const attrs = [...new Set(pages.flatMap((p) => p.styleAttributes))];
  const csp = cspHeader(policyInput(pages, emailjsApi));

  const security: SecurityFile = { csp, headers: baseHeaders, styleAttributes: attrs };
  await writeFile(join(outDir, securityFileName), JSON.stringify(security, null, 2) + "\n");

  const all = { "Content-Security-Policy": csp, ...baseHeaders, "Strict-Transport-Security": hsts };
  const assetRules = await immutableRules(outDir);
  const headersFile =
    "# Written by the build (tooling/security.ts) for Netlify and Cloudflare Pages. Do not edit.\n" +
    headerBlock("/*", all) +
    assetRules.map((rule) => headerBlock(rule, { "Cache-Control": immutable })).join("");
  await writeFile(join(outDir, "_headers"), headersFile);
  await writeFile(
    join(outDir, "_redirects"),
    "# Written by the build (tooling/security.ts) for Netlify and Cloudflare Pages.\n" +
      redirects(languages).map(([from, to]) => `${from} ${to} 301`).join("\n") +
      "\n" +
      // Each language's own not-found page (Cloudflare Pages finds the nearest 404.html itself).
      languages.filter((l) => l !== defaultLocale).map((l) => `/${l}/* /${l}/404.html 404\n`).join(""),
  );
  if (attrs.length) {
    const examples = attrs.slice(0, 3).map((a) => (a.length > 60 ? a.slice(0, 57) + "..." : a));
    console.warn(`CSP: ${attrs.length} distinct style="" attribute(s) in the built HTML, allowed by hash with 'unsafe-hashes' (better avoided): ${examples.join(" | ")}`);
  }
  // Cloudflare Pages refuses a _headers line over 2,000 characters.
  if (csp.length > 2000) console.warn(`CSP: the policy is ${csp.length} characters; Cloudflare Pages accepts at most 2,000 per header line.`);
  return security;
}
