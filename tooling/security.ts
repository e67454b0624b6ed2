/**
 * The Content-Security-Policy, fitted to the pages actually built. Two policies, both enforced by
 * the browser, so what runs is what both allow:
 * - each page's <meta> policy (cspMetaTag) allows its own inline code exactly, by sha256 hash, and
 *   applies on any host, GitHub Pages included;
 * - the header (headerPolicy, written for every host by tooling/hosts.ts) carries what every page
 *   shares: the inline scripts' hashes (a few, the same on every page), any inline style (each
 *   page's <meta> narrows that to its own), and frame-ancestors, which a <meta> cannot carry.
 * Listing every page's style hashes in the header would grow with every page and every language,
 * past the 2,000 characters Cloudflare Pages allows a header line.
 */
import { createHash } from "node:crypto";

/** A page's inline code, as the build knows it: the text CSP hashes. */
export interface InlineCode {
  styles: string[];
  styleAttributes: string[];
  scripts: string[];
}

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

const hashes = (texts: string[]) => [...new Set(texts.map(sha256))].sort().map((h) => `'sha256-${h}'`);

/** `styles: null` allows any inline style: the header's share, which each page's <meta> narrows. */
function directives(scripts: string[], styles: string[] | null, styleAttributes: string[], emailjsApi: string): [string, string[]][] {
  let connect: string[] = [];
  try {
    connect = [new URL(emailjsApi).origin];
  } catch {
    connect = [];
  }
  const style = styles === null ? ["'unsafe-inline'"] : [...hashes(styles), ...(styleAttributes.length ? ["'unsafe-hashes'", ...hashes(styleAttributes)] : [])];
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes(scripts)]],
    ["style-src", ["'self'", ...style]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...connect]],
    // A film's player, only once the visitor taps play (src/components/FilmPlayer.tsx), and no other frame.
    ["frame-src", ["https://www.youtube-nocookie.com"]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
}

const text = (ds: [string, string[]][]) => ds.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");

/** The header policy every page of the build shares. */
export function headerPolicy(pages: InlineCode[], emailjsApi: string): string {
  return `${text(directives(pages.flatMap((p) => p.scripts), null, [], emailjsApi))}; frame-ancestors 'none'`;
}

/** The <meta> policy of one page: its own hashes only (they weigh on its first bytes). */
export function cspMetaTag(page: InlineCode, emailjsApi: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${text(directives(page.scripts, page.styles, page.styleAttributes, emailjsApi))}" />`;
}
