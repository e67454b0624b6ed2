// How every host serves dist/, decided once so they cannot drift: _headers and _redirects
// (Netlify, Cloudflare Pages, the local preview) and _nginx.conf (deploy/nginx.conf includes it).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { localisePath, routes } from "../src/shell/routes";
import { defaultLocale, type Locale } from "../src/lib/localize";
import { headerPolicy, type InlineCode } from "./security";
import { adminHeaders } from "./content/admin";

export const immutable = "public, max-age=31536000, immutable";
export const revalidate = "no-cache";

/** Only files named by their content go here: a browser may keep them for a year. */
export const hashedFolder = "/assets/";

export const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/vnd.microsoft.icon",
  woff2: "font/woff2",
};

export interface HostPolicy {
  /** "/*" then folders ("/x/*"), in order: a later rule's header replaces an earlier rule's. */
  headers: { path: string; values: Record<string, string> }[];
  redirects: [from: string, to: string][];
  /** Each language's folder and its not-found page, the first language's ("/") last. */
  notFound: [folder: string, page: string][];
}

export function hostPolicy(pages: InlineCode[], emailjsApi: string, languages: readonly Locale[]): HostPolicy {
  const site = {
    "Content-Security-Policy": headerPolicy(pages, emailjsApi),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), " +
      "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "Cache-Control": revalidate,
  };
  return {
    headers: [
      { path: "/*", values: site },
      { path: `${hashedFolder}*`, values: { "Cache-Control": immutable } },
      { path: "/admin/*", values: adminHeaders },
    ],
    redirects: languages.flatMap((l) => routes.flatMap((r) => (r.aliases ?? []).map((a): [string, string] => [localisePath(a, l), localisePath(r.path, l)]))),
    notFound: [...languages.filter((l) => l !== defaultLocale).map((l): [string, string] => [`/${l}/`, `/${l}/404.html`]), ["/", "/404.html"]],
  };
}

export function headersFor(policy: Pick<HostPolicy, "headers">, path: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rule of policy.headers) if (path.startsWith(rule.path.slice(0, -1))) Object.assign(values, rule.values);
  return values;
}

/** Cloudflare joins the values of every matching rule, so a later rule drops ("! Name") what an
 *  earlier one set; Netlify skips those lines and lets the later value win. */
export function headersFile(policy: HostPolicy): string {
  return policy.headers
    .map(({ path, values }, i) => {
      const earlier = policy.headers.slice(0, i).filter((r) => path.startsWith(r.path.slice(0, -1)));
      const drop = Object.keys(values).filter((name) => earlier.some((r) => name in r.values));
      return [path, ...drop.map((n) => `  ! ${n}`), ...Object.entries(values).map(([n, v]) => `  ${n}: ${v}`)].join("\n");
    })
    .join("\n");
}

function quote(value: string): string {
  if (/["$\\]/.test(value)) throw new Error(`nginxInclude: a header value nginx would read differently: ${value}`);
  return `"${value}"`;
}

/**
 * Each header is a server-level add_header a location changes with `set` (an add_header there would
 * drop the server's); a 404's internal redirect runs the `set`s again, so it is never immutable.
 */
export function nginxInclude(policy: HostPolicy): string {
  const names = [...new Set(policy.headers.flatMap((r) => Object.keys(r.values)))];
  const variable = (name: string) => `$studio_${name.toLowerCase().replace(/-/g, "_")}`;
  const sets = (values: Record<string, string>, all = false) =>
    (all ? names : Object.keys(values)).map((n) => `set ${variable(n)} ${quote(values[n] ?? "")};`);
  const [site, ...folders] = policy.headers;
  if (site?.path !== "/*" || folders.some((r) => !/^\/[\w-]+\/\*$/.test(r.path))) throw new Error("nginxInclude: header rules must be /* then folders");
  const locations = new Map<string, string[]>();
  for (const r of folders) locations.set(r.path.slice(0, -1), sets(r.values));
  const notFound = (page: string) => `error_page 404 ${page};`;
  for (const [folder, page] of policy.notFound) if (folder !== "/") locations.set(folder, [...(locations.get(folder) ?? []), notFound(page)]);
  const mime = Object.entries(contentTypes).map(([ext, type]) => `    ${type.split(";")[0]} ${ext};`);
  const utf8 = [...new Set(Object.values(contentTypes).filter((t) => t.includes("charset")).map((t) => t.split(";")[0]))];
  return [
    "# Written by the build (tooling/hosts.ts) for deploy/nginx.conf. Do not edit: change the policy there.",
    ...sets(site.values, true),
    ...names.map((n) => `add_header ${n} ${variable(n)} always;`),
    "types {",
    ...mime,
    "}",
    "default_type application/octet-stream;",
    "charset utf-8;",
    `charset_types ${utf8.join(" ")};`,
    "gzip_static on;",
    "gzip_vary on;",
    // A folder without its slash: 301 to it, relative, whatever the port or proxy.
    "absolute_redirect off;",
    "index index.html;",
    notFound(policy.notFound.find(([folder]) => folder === "/")?.[1] ?? "/404.html"),
    ...[...locations].map(([path, lines]) => `location ${path} {\n  ${lines.join("\n  ")}\n}`),
    // One address a page, as on Cloudflare Pages: /about/index.html is /about/ ($request_uri, so
    // the index's own internal redirect does not loop).
    'if ($request_uri ~ "^([^?]*/)index\\.html(\\?.*)?$") {\n  return 301 $1$2;\n}',
    // Dotfiles are not the site's, save .well-known/ (a certificate's challenge, security.txt).
    "location ^~ /.well-known/ {\n}",
    "location ~ /\\.|^/_ {\n  return 404;\n}",
    // A shared link's ?utm_source= goes along, as Netlify and Cloudflare Pages send it.
    ...policy.redirects.map(([from, to]) => `location = ${from} {\n  return 301 ${to}$is_args$args;\n}`),
  ].join("\n");
}

export async function writeHostConfig(outDir: string, pages: InlineCode[], emailjsApi: string, languages: readonly Locale[] = [defaultLocale]): Promise<HostPolicy> {
  const policy = hostPolicy(pages, emailjsApi, languages);
  const note = "# Written by the build (tooling/hosts.ts). Do not edit: change the policy there.\n";
  await writeFile(join(outDir, "_headers"), `${note}${headersFile(policy)}\n`);
  await writeFile(join(outDir, "_redirects"), `${note}${policy.redirects.map(([from, to]) => `${from} ${to} 301`).join("\n")}\n`);
  await writeFile(join(outDir, "_nginx.conf"), `${nginxInclude(policy)}\n`);
  return policy;
}
