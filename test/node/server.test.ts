/**
 * The local preview (scripts/serve.ts) answers as the hosts do, by the files the build wrote for
 * them: a folder made with writeHostConfig, as build.ts makes it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, mkdir, rm, writeFile, readFile } from "node:fs/promises";
import { connect } from "node:net";
import { request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createStaticServer, listen, requestPath } from "../../scripts/serve";
import { parseHeaders, parseRedirects } from "../../scripts/serve-headers";
import { cspMetaTag, type InlineCode } from "../../tooling/security";
import { headersFor, immutable, revalidate, writeHostConfig, type HostPolicy } from "../../tooling/hosts";
import { precompress } from "../../tooling/compress";
import { adminHeaders } from "../../tooling/content/admin";
import { routeById } from "../../src/shell/routes";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let root: string;
let server: Server;
let port: number;
let policy: HostPolicy;
const js = "console.log('the app');\n".repeat(100);
const photo = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
const inline: InlineCode = { styles: ["body{color:#222}"], styleAttributes: [], scripts: [] };
const page = (title: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8" />${cspMetaTag(inline, "https://api.emailjs.com")}<title>${title}</title><style>body{color:#222}</style></head>` +
  `<body><h1>${title}</h1>${"<p>Photographs first.</p>".repeat(40)}</body></html>`;
const program = routeById("program").path;
const securityTxt = "Contact: mailto:studio@example.org\n";

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
}

/** Sends a request line exactly as given (http.request would refuse or normalise the odd ones). */
function raw(target: string): Promise<string> {
  return new Promise((ok, fail) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (c: string) => (data += c));
    socket.on("end", () => ok(data));
    socket.on("error", fail);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "serve-test-"));
  root = join(dir, "dist");
  for (const d of [program, "/hi/", "/assets/photos/home/", "/admin/"]) await mkdir(join(root, d), { recursive: true });
  await writeFile(join(root, "index.html"), page("Home"));
  await writeFile(join(root, program, "index.html"), page("Programs"));
  await writeFile(join(root, "404.html"), page("Page not found"));
  await writeFile(join(root, "hi", "404.html"), page("पृष्ठ नहीं मिला", "hi"));
  await writeFile(join(root, "admin", "index.html"), page("Content editor"));
  await writeFile(join(root, "assets", "app-ABCD2345.js"), js);
  await writeFile(join(root, "assets", "photos", "home", "lake-640-3f9a1c2b.avif"), photo);
  await writeFile(join(root, "site.webmanifest"), "{}");
  await writeFile(join(root, ".env"), "EMAILJS_PUBLIC_KEY=secret");
  for (const d of [".well-known", "hi/.well-known"]) await mkdir(join(root, d), { recursive: true });
  for (const d of [".well-known", "hi/.well-known"]) await writeFile(join(root, d, "security.txt"), securityTxt);
  await writeFile(join(dir, "secret.txt"), "outside the root");
  policy = await writeHostConfig(root, [inline], "https://api.emailjs.com", ["en", "hi"]);
  await precompress(root);
  server = createStaticServer({ root });
  port = Number(new URL(await listen(server, 0)).port);
});

afterAll(async () => {
  await new Promise<void>((ok) => server?.close(() => ok()));
  await rm(dir, { recursive: true, force: true });
});

describe("the preview server", () => {
  it("answers a page's address with its index.html, and the address without its slash with 301", async () => {
    for (const [path, title] of [["/", "Home"], [program, "Programs"], ["/?utm_source=whatsapp", "Home"]]) {
      const res = await get(path!);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body.toString()).toContain(`<h1>${title}</h1>`);
    }
    const bare = await get(program.slice(0, -1) + "?from=chat");
    expect([bare.status, bare.headers["location"]]).toEqual([301, program + "?from=chat"]);
    // One address a page, as on Cloudflare Pages.
    for (const [path, to] of [["/index.html", "/"], [`${program}index.html?from=chat`, `${program}?from=chat`]]) {
      const res = await get(path!);
      expect([res.status, res.headers["location"]], path).toEqual([301, to]);
    }
  });

  it("answers an old address with 301 to its page, in every language, as _redirects says", async () => {
    expect(policy.redirects.length).toBeGreaterThan(0);
    for (const [from, to] of policy.redirects) {
      const res = await get(from);
      expect([res.status, res.headers["location"]], from).toEqual([301, to]);
    }
    // A shared link's campaign tag goes along.
    const [from, to] = policy.redirects[0]!;
    expect((await get(`${from}?utm_source=whatsapp`)).headers["location"]).toBe(`${to}?utm_source=whatsapp`);
  });

  it("answers an unknown path with the nearest language's not-found page, status 404, not cached", async () => {
    for (const [path, title] of [["/no-such-page", "Page not found"], ["/hi/no/such/page", "पृष्ठ नहीं मिला"], ["/assets/gone-ABCD2345.js", "Page not found"]]) {
      const res = await get(path!);
      expect(res.status, path).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body.toString()).toContain(`<h1>${title}</h1>`);
      expect(res.headers["cache-control"]).toBe(revalidate);
    }
  });

  it("sends the headers _headers declares for each path: the site's, a year's caching under /assets/, the editor's policy under /admin/", async () => {
    for (const path of ["/", program, "/assets/app-ABCD2345.js", "/admin/", "/site.webmanifest"]) {
      const res = await get(path);
      for (const [name, value] of Object.entries(headersFor(policy, path))) expect(res.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
    expect((await get("/assets/app-ABCD2345.js")).headers["cache-control"]).toBe(immutable);
    expect((await get("/")).headers["cache-control"]).toBe(revalidate);
    expect((await get("/admin/")).headers["content-security-policy"]).toBe(adminHeaders["Content-Security-Policy"]);
    expect((await get("/admin/")).headers["x-robots-tag"]).toBe("noindex");
    expect((await get("/")).headers["x-robots-tag"]).toBeUndefined();
  });

  it("sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip, plain bytes otherwise, and never compresses photos", async () => {
    const br = await get("/assets/app-ABCD2345.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(js);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const gz = await get("/assets/app-ABCD2345.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(js);
    const refused = await get("/assets/app-ABCD2345.js", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(js);
    for (const res of [br, gz, refused]) expect(res.headers["vary"]).toBe("Accept-Encoding");
    const avif = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", { "Accept-Encoding": "br, gzip" });
    expect([avif.headers["content-type"], avif.headers["content-encoding"], avif.body.equals(photo)]).toEqual(["image/avif", undefined, true]);
    expect((await get("/site.webmanifest")).headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  });

  it("answers HEAD with the GET headers and no body, and refuses other methods", async () => {
    const head = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", {}, "HEAD");
    expect([head.status, head.headers["content-length"], head.body.length]).toEqual([200, String(photo.length), 0]);
    const post = await get("/", {}, "POST");
    expect([post.status, post.headers["allow"]]).toEqual([405, "GET, HEAD"]);
  });

  it.each([
    "/../secret.txt",
    "/program/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E/%2E%2E/secret.txt",
    "/..%2fsecret.txt",
    "/..\\secret.txt",
    "/%5c..%5csecret.txt",
    "/index.html%00.js",
    "/%E0%A4%A",
    "*",
    "http://evil.test/secret.txt",
  ])("refuses %s with 400", async (target) => {
    const res = await raw(target);
    expect(res.split(" ")[1]).toBe("400");
    expect(res).not.toContain("outside the root");
  });

  it("keeps dotfiles and the host files to itself, save .well-known/", async () => {
    for (const path of ["/.env", "/_headers", "/_redirects", "/_nginx.conf", "/hi/.well-known/security.txt"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString()).toMatch(/<h1>(Page not found|पृष्ठ नहीं मिला)<\/h1>/);
    }
    expect((await get("/.well-known/security.txt")).body.toString()).toBe(securityTxt);
  });

  it("reads a request's path decoded, and nothing that would leave the folder", () => {
    expect(requestPath("/hi/%E0%A4%AA/?q=1")).toBe("/hi/प/");
    expect([requestPath("/a/%2e%2e/b"), requestPath("a"), requestPath("/%zz")]).toEqual([null, null, null]);
  });
});

describe("the build's host files", () => {
  it("read back as they were written: the rules, the redirects, the meta policy before the first style", async () => {
    expect(parseHeaders(await readFile(join(root, "_headers"), "utf8"))).toEqual(policy.headers);
    expect([...parseRedirects(await readFile(join(root, "_redirects"), "utf8"))]).toEqual(policy.redirects);
    const html = await readFile(join(root, "index.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toContain("style-src 'self' 'sha256-");
    // A <meta> policy cannot carry frame-ancestors; the header does.
    expect(meta).not.toContain("frame-ancestors");
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<style>"));
  });
});
