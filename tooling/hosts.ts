/**
 * How every host serves dist/, decided once and written by the build for each of them, so they
 * cannot drift: the security and caching headers by path, the old addresses' redirects, each
 * language's not-found page and the content types.
 * - dist/_headers and dist/_redirects: Netlify and Cloudflare Pages (one syntax, valid on both);
 * - dist/_nginx.conf: included by deploy/nginx.conf's server block;
 * - scripts/serve.ts (the local preview) reads _headers and _redirects as Cloudflare Pages does.
 * The CSP in the header is what every page shares; each page's <meta> policy names its own inline
 * code exactly (tooling/security.ts), and the browser enforces both.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { localisePath, routes } from "../src/shell/routes";
import { defaultLocale, type Locale } from "../src/lib/localize";
import { headerPolicy, type InlineCode } from "./security";
import { adminHeaders } from "./content/admin";

export const immutable = "public, max-age=31536000, immutable";
export const revalidate = "no-cache";

/** Every file under it is named by its content (esbuild's [name]-[hash], the photos' name-640-3f9a1c2b):
 *  a new build writes new names, so a browser may keep these for a year. Nothing else goes there. */
export const hashedFolder = "/assets/";

/** The type of every kind of file the build writes (nginx is given exactly these). */
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
  /** Header rules in Cloudflare's pattern syntax ("/*", "/admin/*"), in order: a later rule's
   *  header replaces an earlier rule's. Only "/*" and folders ("/x/*") are used. */
  headers: { path: string; values: Record<string, string> }[];
  /** Old addresses, each answered 301 with its page's address. */
  redirects: [from: string, to: string][];
  /** Each language's folder and its not-found page, the first language's ("/") last. */
  notFound: [folder: string, page: string][];
}

/** The policy for a build of `pages` (their inline code) in `languages`. */
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
  const others = languages.filter((l) => l !== defaultLocale);
  return {
    headers: [
      { path: "/*", values: site },
      { path: `${hashedFolder}*`, values: { "Cache-Control": immutable } },
      { path: "/admin/*", values: adminHeaders },
    ],
    redirects: languages.flatMap((l) => routes.flatMap((r) => (r.aliases ?? []).map((a): [string, string] => [localisePath(a, l), localisePath(r.path, l)]))),
    notFound: [...others.map((l): [string, string] => [`/${l}/`, `/${l}/404.html`]), ["/", "/404.html"]],
  };
}

/** The rules that apply to a path, as Cloudflare Pages and Netlify match them. */
export function headersFor(policy: Pick<HostPolicy, "headers">, path: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rule of policy.headers) if (path.startsWith(rule.path.slice(0, -1))) Object.assign(values, rule.values);
  return values;
}

/**
 * _headers for Netlify and Cloudflare Pages. Cloudflare joins the values of every rule that
 * matches, so a later rule first drops ("! Name") what an earlier one set; Netlify skips those
 * lines (no colon) and lets the later value win.
 */
export function headersFile(policy: HostPolicy): string {
  return policy.headers
    .map(({ path, values }, i) => {
      const earlier = policy.headers.slice(0, i).filter((r) => path.startsWith(r.path.slice(0, -1)));
      const drop = Object.keys(values).filter((name) => earlier.some((r) => name in r.values));
      return [path, ...drop.map((n) => `  ! ${n}`), ...Object.entries(values).map(([n, v]) => `  ${n}: ${v}`)].join("\n");
    })
    .join("\n");
}

/** _redirects for both: only statuses Cloudflare accepts (each language's 404 page it finds itself). */
export function redirectsFile(policy: HostPolicy): string {
  return policy.redirects.map(([from, to]) => `${from} ${to} 301`).join("\n");
}

function quote(value: string): string {
  if (/["$\\]/.test(value)) throw new Error(`nginxInclude: a header value nginx would read differently: ${value}`);
  return `"${value}"`;
}

/**
 * The server-block part of nginx's configuration. Every header is one server-level add_header
 * whose value a location may change with `set` (an add_header inside a location would drop all
 * the server's); an empty value sends no header. Internal redirects to a not-found page run the
 * server-level `set`s again, so a 404 under /assets/ is not cached as immutable.
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
    // The build writes file.gz beside every text file (and file.br: brotli_static in deploy/nginx.conf).
    "gzip_static on;",
    "gzip_vary on;",
    // A folder asked for without its slash: nginx answers 301 with the slash, relative, whatever the port or proxy.
    "absolute_redirect off;",
    "index index.html;",
    notFound(policy.notFound.find(([folder]) => folder === "/")?.[1] ?? "/404.html"),
    ...[...locations].map(([path, lines]) => `location ${path} {\n  ${lines.join("\n  ")}\n}`),
    // Dotfiles and the host files (_headers, _redirects, this one) are not the site's.
    "location ~ /\\.|^/_ {\n  return 404;\n}",
    ...policy.redirects.map(([from, to]) => `location = ${from} {\n  return 301 ${to};\n}`),
  ].join("\n");
}

/** Cloudflare Pages' limits (developers.cloudflare.com/pages/configuration/): past them it drops rules. */
function checkCloudflareLimits(policy: HostPolicy): void {
  const long = policy.headers.flatMap((r) => Object.entries(r.values)).find(([n, v]) => n.length + v.length + 4 > 2000);
  if (long) throw new Error(`_headers: the ${long[0]} line is over Cloudflare Pages' 2,000 characters`);
  if (policy.headers.length > 100) throw new Error("_headers: more than Cloudflare Pages' 100 rules");
  if (policy.redirects.length > 2000) throw new Error("_redirects: more than Cloudflare Pages' 2,000 static redirects");
}

/** Writes _headers, _redirects and _nginx.conf into outDir at the end of the build. */
export async function writeHostConfig(outDir: string, pages: InlineCode[], emailjsApi: string, languages: readonly Locale[] = [defaultLocale]): Promise<HostPolicy> {
  const policy = hostPolicy(pages, emailjsApi, languages);
  checkCloudflareLimits(policy);
  const note = "# Written by the build (tooling/hosts.ts). Do not edit: change the policy there.\n";
  await writeFile(join(outDir, "_headers"), `${note}${headersFile(policy)}\n`);
  await writeFile(join(outDir, "_redirects"), `${note}${redirectsFile(policy)}\n`);
  await writeFile(join(outDir, "_nginx.conf"), `${nginxInclude(policy)}\n`);
  return policy;
}
