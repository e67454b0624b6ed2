import type { SiteConfig } from "../config";

/** What the head needs to know about a page. */
export interface HeadRoute {
  path: string;
  title: string;
  description: string;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The tags build.ts writes into each prerendered page's head. */
export function headTags(route: HeadRoute, _config: SiteConfig): string[] {
  return [`<title>${escapeHtml(route.title)}</title>`, `<meta name="description" content="${escapeHtml(route.description)}" />`];
}
