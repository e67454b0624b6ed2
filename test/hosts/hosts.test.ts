/**
 * One build served by the hosts it is deployed to, for real: Debian's nginx with deploy/nginx.conf
 * and Cloudflare's runtime (`wrangler pages dev`), side by side. Every expectation comes from the
 * build: the route table and the languages, what the build declared in _headers and _redirects,
 * the pages' own inline code, the files it wrote. A host that is not installed is skipped with a
 * message; in CI (CI set) that fails instead. Run by .ci/run after `npm test` (`npm run test:hosts`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { dirname, extname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { build } from "../../build";
import { isStale } from "../../tooling/core";
import { contentTypes, hashedFolder, headersFor, immutable, type HostPolicy } from "../../tooling/hosts";
import { adminHeaders } from "../../tooling/content/admin";
import { parseHeaders, parseRedirects } from "../../scripts/serve-headers";
import { localiseFile, localisePath, notFoundRoute, routes } from "../../src/shell/routes";
import { languages } from "../../src/content/load";
import { languageTags } from "../../src/lib/localize";
import { findChromium, playwrightArgs } from "../browser/chromium";
import { cspViolations, recordCspViolations } from "../browser/harness";
import { missing, startCloudflare, startNginx, type Host } from "./servers";

/** The production build, as `npm run build` writes it (built here when missing or stale). */
const dist = "dist";

/** Every page in every language: its canonical address and its file. */
const pages = languages.flatMap((l) => routes.map((r) => ({ path: localisePath(r.path, l), file: localiseFile(r.file, l), lang: l })));
/** An unknown address in each language (one a level deeper too), and the not-found page it must get. */
const unknown = languages.flatMap((l) =>
  ["/no-such-page/", "/no/such/page"].map((p) => ({ path: localisePath(p, l), file: localiseFile(notFoundRoute.file, l), lang: l })),
);
/** Old addresses, from the route table: each answers 301 with its page's address. */
const aliases = languages.flatMap((l) => routes.flatMap((r) => (r.aliases ?? []).map((a) => ({ from: localisePath(a, l), to: localisePath(r.path, l) }))));

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** One request exactly as given: no redirect followed, nothing decoded. */
function get(host: Host, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request(host.url + path, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => ok({ status: res.statusCode!, headers: res.headers as Answer["headers"], body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
}

const where = (res: Answer, host: Host) => (res.headers["location"] ? new URL(res.headers["location"], host.url).pathname : undefined);
const mediaType = (type = "") => type.split(";")[0]!.trim().replace("application/javascript", "text/javascript");
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const files = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => "/" + join(e.parentPath, e.name).slice(dir.length + 1));

/** Written into the build for these checks, and taken out after. */
const [wellKnownFile, wellKnownText] = ["/.well-known/acme-challenge/check-4f2a", "check-4f2a.token\n"];

let policy: Pick<HostPolicy, "headers">;
let redirects: Map<string, string>;
let built: string[];
beforeAll(async () => {
  if (isStale(join(dist, "index.html"))) await build({ outDir: dist, quiet: true });
  policy = { headers: parseHeaders(await readFile(join(dist, "_headers"), "utf8")) };
  redirects = parseRedirects(await readFile(join(dist, "_redirects"), "utf8"));
  built = (await files(join(process.cwd(), dist))).filter((f) => !/\.(br|gz)$/.test(f));
  await mkdir(join(dist, dirname(wellKnownFile)), { recursive: true });
  await writeFile(join(dist, wellKnownFile), wellKnownText);
});
afterAll(async () => {
  await rm(join(dist, dirname(wellKnownFile)), { recursive: true, force: true });
});

describe("the build's host files", () => {
  it("name every file under /assets/ by its content, and put every script and stylesheet there", () => {
    const hashed = /-(?:[A-Z0-9]{8}|[0-9a-f]{8,})\.[a-z0-9]+(?:\.map)?$/;
    const assets = built.filter((f) => f.startsWith(hashedFolder));
    expect(assets.length).toBeGreaterThan(50);
    expect(assets.filter((f) => !hashed.test(f))).toEqual([]);
    expect(built.filter((f) => /\.(js|css)$/.test(f) && !f.startsWith(hashedFolder) && !f.startsWith("/admin/"))).toEqual([]);
    for (const f of assets) expect(headersFor(policy, f)["Cache-Control"], f).toBe(immutable);
    for (const f of built.filter((f) => !f.startsWith(hashedFolder))) expect(headersFor(policy, f)["Cache-Control"], f).toBe("no-cache");
  });

  it("declare a header policy that allows every page's inline scripts, and give each page a <meta> policy for its own inline code", async () => {
    const header = headersFor(policy, "/")["Content-Security-Policy"]!;
    const scriptSrc = /script-src ([^;]*)/.exec(header)![1]!.split(" ");
    for (const { file } of [...pages, ...unknown]) {
      const html = await readFile(join(dist, file), "utf8");
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
      const scripts = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      for (const s of scripts) expect(scriptSrc, `${file}: inline script`).toContain(`'sha256-${sha256(s)}'`);
      for (const s of [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)) expect(meta, `${file}: inline style`).toContain(`'sha256-${sha256(s)}'`);
    }
  });

  it("stay within what both Netlify and Cloudflare Pages accept", async () => {
    const lines = (await readFile(join(dist, "_redirects"), "utf8")).split("\n").filter((l) => l && !l.startsWith("#"));
    expect(lines.filter((l) => !/^\/\S* \/\S* 301$/.test(l))).toEqual([]);
    expect([...redirects]).toEqual(aliases.map(({ from, to }) => [from, to]));
    expect(policy.headers.length).toBeLessThanOrEqual(100);
    expect((await readFile(join(dist, "_headers"), "utf8")).split("\n").filter((l) => l.length > 2000)).toEqual([]);
  });
});

const hosts = { nginx: startNginx, cloudflare: startCloudflare } as const;
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
});

for (const [name, startHost] of Object.entries(hosts) as [keyof typeof hosts, typeof startNginx][]) {
  const why = missing(name);
  if (why && process.env.CI) it(`${name} is installed`, () => expect.fail(`${why} CI is set, so this fails.`));
  if (why) console.warn(`Skipping the ${name} checks: ${why}`);

  describe.skipIf(why !== null)(`on ${name}`, () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost(dist);
    });
    afterAll(async () => {
      await host?.close();
    });

    it("answers every route in every language at its canonical address with its page, no redirect", async () => {
      for (const { path, file } of pages) {
        const res = await get(host, path);
        expect(res.status, path).toBe(200);
        expect(mediaType(res.headers["content-type"]), path).toBe("text/html");
        expect(res.body.equals(await readFile(join(dist, file))), `${path} is ${file}`).toBe(true);
      }
    });

    it("sends an address without its slash or with its index.html, and an old address with its query, on to the page's canonical address", async () => {
      for (const { path } of pages.filter((p) => p.path !== "/")) {
        const res = await get(host, path.slice(0, -1));
        expect([res.status === 301 || res.status === 308, where(res, host)], path.slice(0, -1)).toEqual([true, path]);
      }
      for (const { from, to } of aliases) {
        const res = await get(host, from);
        expect([res.status, where(res, host)], from).toEqual([301, to]);
        // A shared link's campaign tag goes along.
        const tagged = await get(host, `${from}?utm_source=whatsapp`);
        expect(tagged.headers["location"], from).toMatch(new RegExp(`${to}\\?utm_source=whatsapp$`));
      }
      // One address a page: its index.html is sent on to it.
      for (const { path } of pages) {
        const res = await get(host, `${path}index.html?from=chat`);
        expect([res.status === 301 || res.status === 308, res.headers["location"]?.replace(/^https?:\/\/[^/]+/, "")], `${path}index.html`).toEqual([true, `${path}?from=chat`]);
      }
    });

    it("answers an unknown address with 404 and its language's not-found page, never cached for long", async () => {
      for (const { path, file } of [...unknown, { path: `${hashedFolder}no-such-file-ABCD2345.js`, file: notFoundRoute.file }]) {
        const res = await get(host, path);
        expect(res.status, path).toBe(404);
        expect(res.body.equals(await readFile(join(dist, file))), `${path} gets ${file}`).toBe(true);
        expect(res.headers["cache-control"], path).toMatch(/no-cache|no-store/);
      }
    });

    it("sends the headers the build declared: the site's on pages, the editor's own on /admin/", async () => {
      const checked = [...pages.map((p) => p.path), "/admin/", "/site.webmanifest", built.find((f) => f.endsWith(".js") && f.startsWith(hashedFolder))!];
      for (const path of checked) {
        const res = await get(host, path);
        expect(res.status, path).toBe(200);
        for (const [header, value] of Object.entries(headersFor(policy, path))) expect(res.headers[header.toLowerCase()], `${path} ${header}`).toBe(value);
      }
      const admin = await get(host, "/admin/");
      for (const [header, value] of Object.entries(adminHeaders)) expect(admin.headers[header.toLowerCase()], header).toBe(value);
      expect((await get(host, "/")).headers["x-robots-tag"]).toBeUndefined();
    });

    it("keeps every hashed asset for a year", async () => {
      const assets = built.filter((f) => f.startsWith(hashedFolder));
      for (let i = 0; i < assets.length; i += 16) {
        const answers = await Promise.all(assets.slice(i, i + 16).map((f) => get(host, f, {}, "HEAD").then((res) => [f, res.status, res.headers["cache-control"]])));
        expect(answers.filter(([, status, cache]) => status !== 200 || cache !== immutable)).toEqual([]);
      }
    });

    it("sends each kind of file with its type, and brotli or gzip with the same type", async () => {
      // A page by its address ("/about/"), every other file by its name.
      const byKind = new Map(built.filter((f) => !f.startsWith("/_")).map((f) => [extname(f).slice(1), f.replace(/(^|\/)index\.html$/, "$1")]));
      for (const [ext, file] of byKind) {
        const res = await get(host, file, {}, "HEAD");
        expect(res.status, file).toBe(200);
        expect(mediaType(res.headers["content-type"]), file).toBe(mediaType(contentTypes[ext]));
      }
      const entry = built.find((f) => /^\/assets\/[^/]+\.js$/.test(f))!;
      const css = built.find((f) => f.endsWith(".css") && f.startsWith(hashedFolder))!;
      // The editor too: 2 MB of script to the owner's phone.
      for (const path of ["/", entry, css, "/site.webmanifest", "/admin/sveltia-cms.js", "/admin/config.json"]) {
        const file = await readFile(join(dist, path.endsWith("/") ? path + "index.html" : path));
        const plain = await get(host, path);
        for (const [encoding, decode] of [...(host.brotli ? [["br", brotliDecompressSync] as const] : []), ["gzip", gunzipSync] as const]) {
          const res = await get(host, path, { "Accept-Encoding": encoding });
          expect([res.headers["content-encoding"], res.headers["content-type"]], `${path} ${encoding}`).toEqual([encoding, plain.headers["content-type"]]);
          // Cloudflare's local runtime compresses as it answers and names no Vary; nginx sends the build's copies.
          if (name === "nginx") expect(res.headers["vary"], path).toMatch(/accept-encoding/i);
          expect(decode(res.body).equals(file), `${path} ${encoding}`).toBe(true);
        }
      }
    });

    it("refuses to step outside the build, and keeps its host files to itself but serves /.well-known/", async () => {
      const outside = ["/../../package.json", "/%2e%2e/%2e%2e/package.json", "/assets/%2E%2E/%2E%2E/%2E%2E/package.json", "/..%2f..%2fpackage.json", "/%2e%2e%5c%2e%2e%5cpackage.json"];
      for (const path of outside) {
        const res = await get(host, path);
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.body.toString(), path).not.toContain('"name": "studio-site"');
      }
      for (const path of ["/_headers", "/_redirects", ...(name === "nginx" ? ["/_nginx.conf"] : [])]) {
        expect((await get(host, path)).status, path).toBeGreaterThanOrEqual(400);
      }
      // A certificate's challenge, or a security.txt the studio adds to static/.
      const wellKnown = await get(host, wellKnownFile);
      expect([wellKnown.status, wellKnown.body.toString()]).toEqual([200, wellKnownText]);
    });

    if (name === "cloudflare") {
      it("takes every rule the build wrote", () => {
        const out = host.output();
        expect(out).toContain(`Parsed ${redirects.size} valid redirect rules`);
        expect(out).toContain(`Parsed ${policy.headers.length} valid header rules`);
        expect(out).not.toMatch(/invalid/i);
      });
    }

    it.skipIf(!findChromium() && !process.env.CI)("loads every page in Chromium without a Content-Security-Policy violation", async () => {
      browser ??= await chromium.launch({ executablePath: findChromium() ?? "/usr/bin/chromium", args: playwrightArgs });
      const context = await browser.newContext();
      await recordCspViolations(context);
      for (const { path, lang } of [...pages, ...unknown.slice(0, languages.length)]) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("console", (m) => m.type() === "error" && !/status of 404/.test(m.text()) && errors.push(m.text()));
        await page.goto(host.url + path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(languageTags[lang]);
        expect(await cspViolations(page), path).toEqual([]);
        expect(errors, path).toEqual([]);
        await page.close();
      }
      await context.close();
    });
  });
}
