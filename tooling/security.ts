// Two CSPs, both enforced: each page's <meta> allows its own inline code by hash; the header
// carries what all pages share (every page's style hashes would pass Cloudflare's 2,000 characters).
import { createHash } from "node:crypto";

export interface InlineCode {
  styles: string[];
  styleAttributes: string[];
  scripts: string[];
}

const hashes = (texts: string[]) => [...new Set(texts)].map((t) => `'sha256-${createHash("sha256").update(t, "utf8").digest("base64")}'`).sort();

/** `styles: null` allows any inline style: the header's share, which each page's <meta> narrows. */
function directives(scripts: string[], styles: string[] | null, styleAttributes: string[], emailjsApi: string): [string, string[]][] {
  const connect = URL.canParse(emailjsApi) ? [new URL(emailjsApi).origin] : [];
  const style = styles === null ? ["'unsafe-inline'"] : [...hashes(styles), ...(styleAttributes.length ? ["'unsafe-hashes'", ...hashes(styleAttributes)] : [])];
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes(scripts)]],
    ["style-src", ["'self'", ...style]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...connect]],
    // A film's player, once the visitor taps play.
    ["frame-src", ["https://www.youtube-nocookie.com"]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
}

export const policyText = (ds: [string, string[]][]) => ds.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");

export function headerPolicy(pages: InlineCode[], emailjsApi: string): string {
  return `${policyText(directives(pages.flatMap((p) => p.scripts), null, [], emailjsApi))}; frame-ancestors 'none'`;
}

export function cspMetaTag(page: InlineCode, emailjsApi: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policyText(directives(page.scripts, page.styles, page.styleAttributes, emailjsApi))}" />`;
}
