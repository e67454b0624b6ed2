/**
 * The static server over HTTPS with HTTP/2 (scripts/serve-secure.ts), as the bench serves the site:
 * the same handler as the plain server, so the same files, encodings and headers, over HTTP/2 and
 * over HTTP/1.1 alike. Needs the openssl CLI for its certificate (.ci/run installs it).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { connect, type ClientHttp2Session, type Http2SecureServer } from "node:http2";
import { request as httpRequest, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { setTimeout as realSleep } from "node:timers/promises";
import { createStaticServer, listen } from "../../scripts/serve";
import { createSecureStaticServer, localhostCertificate } from "../../scripts/serve-secure";
import { type InlineCode } from "../../tooling/security";
import { writeHostConfig } from "../../tooling/hosts";
import { precompress } from "../../tooling/compress";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let plain: Server;
let secure: Http2SecureServer;
let plainUrl: string;
let secureUrl: string;
let session: ClientHttp2Session;
const asset = "/assets/app-ABCD2345.js";
const js = "console.log('the app');\n".repeat(100);
const inline: InlineCode = { styles: ["body{color:#222}"], styleAttributes: [], scripts: [] };
const page = (title: string) => `<!doctype html><html><head><meta charset="utf-8" /><title>${title}</title></head><body><h1>${title}</h1>${"<p>Photographs first.</p>".repeat(40)}</body></html>`;

/** One request over the HTTP/2 session; the answer's headers without the `:status` pseudo-header. */
function h2(path: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const stream = session.request({ ":path": path, ":method": method, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, string | string[] | undefined> = {};
    // Object.entries drops the symbol Node adds (sensitiveHeaders).
    stream.on("response", (h) => (head = Object.fromEntries(Object.entries(h))));
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const { ":status": status, ...rest } = head;
      ok({ status: Number(status), headers: rest, body: Buffer.concat(chunks) });
    });
    stream.on("error", fail);
    stream.end(body);
  });
}

const without = (headers: Answer["headers"], names: string[]) => Object.fromEntries(Object.entries(headers).filter(([k]) => !names.includes(k)));

/** One HTTP/1.1 request, to either server. */
function h1(url: string, path: string, method = "GET", body?: string): Promise<Answer & { version: string }> {
  return new Promise((ok, fail) => {
    const options = { method, agent: false as const, rejectUnauthorized: false, headers: { "Accept-Encoding": "br", ...(body ? { "Content-Length": String(body.length) } : {}) } };
    const req = (url.startsWith("https:") ? httpsRequest : httpRequest)(new URL(path, url), options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), version: res.httpVersion }));
    });
    req.on("error", fail);
    req.end(body);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "serve-secure-test-"));
  const root = join(dir, "dist");
  await mkdir(join(root, "assets"), { recursive: true });
  await writeFile(join(root, "index.html"), page("Home"));
  await writeFile(join(root, "404.html"), page("Page not found"));
  await writeFile(join(root, "assets", "app-ABCD2345.js"), js);
  await writeHostConfig(root, [inline], "https://api.emailjs.com");
  await precompress(root);
  plain = createStaticServer({ root });
  plainUrl = await listen(plain, 0);
  secure = createSecureStaticServer({ root, ...(await localhostCertificate(join(dir, "tls"))) });
  secureUrl = await listen(secure, 0);
  session = connect(secureUrl, { rejectUnauthorized: false });
});

afterAll(async () => {
  session?.close();
  await Promise.all([plain, secure].map((s) => new Promise<void>((ok) => (s ? s.close(() => ok()) : ok()))));
  await rm(dir, { recursive: true, force: true });
});

describe("over HTTP/2", () => {
  it("listens on https: and speaks HTTP/2 to a client that offers it", async () => {
    expect(secureUrl).toMatch(/^https:\/\/localhost:\d+\/$/);
    await h2("/");
    expect(session.alpnProtocol).toBe("h2");
  });

  it("sends a hashed asset's brotli copy to a client that asks for br, cached for a year", async () => {
    const res = await h2(asset, { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the plain server's security headers, HSTS among them", async () => {
    for (const path of ["/", asset, "/no-such-page"]) {
      const [over2, over1] = await Promise.all([h2(path, { "accept-encoding": "br" }), h1(plainUrl, path)]);
      // Date differs by the clock; Connection and Keep-Alive are HTTP/1's.
      const expected = without(over1.headers, ["date", "connection", "keep-alive"]);
      expect(without(over2.headers, ["date"]), path).toEqual(expected);
      expect(expected["content-security-policy"]).toContain("script-src 'self';");
      expect(over2.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const res = await h2("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body.toString()).toContain("<h1>Page not found</h1>");
  });

  it("answers HEAD without a body", async () => {
    const head = await h2(asset, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(js.length));
  });

  it("answers a request with a body with 405, and never tries the connection header HTTP/2 forbids", async () => {
    // Node drops a Connection header set on an HTTP/2 answer and warns, once a process.
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on("warning", onWarning);
    const res = await h2("/", { "content-length": "3" }, "POST", "abc");
    await new Promise((ok) => setTimeout(ok, 10));
    process.off("warning", onWarning);
    expect(res.status).toBe(405);
    expect(res.headers["allow"]).toBe("GET, HEAD");
    expect(res.headers["connection"]).toBeUndefined();
    expect(warnings.filter((w) => /connection header/i.test(w))).toEqual([]);
  });
});

describe("over HTTP/1.1 on the same port", () => {
  it("answers a client that offers no HTTP/2, and a request with a body with 405", async () => {
    const res = await h1(secureUrl, asset);
    expect(res.version).toBe("1.1");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const post = await h1(secureUrl, "/", "POST", "abc");
    expect(post.status).toBe(405);
  });
});

describe("a body held after its headers (the bench's emulated networks)", () => {
  let held: Http2SecureServer;
  let client: ClientHttp2Session;
  afterEach(async () => {
    vi.useRealTimers();
    client?.close();
    await new Promise<void>((ok) => (held ? held.close(() => ok()) : ok()));
  });

  const heldServer = async () => {
    held = createSecureStaticServer({ root: join(dir, "dist"), bodyDelayMs: 200, ...(await localhostCertificate(join(dir, "tls"))) });
    client = connect(await listen(held, 0), { rejectUnauthorized: false });
    // Only the handler's own timer: Node's sockets and streams keep their real clocks.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
  };
  // Real time for a body sent at once to be read from disk and arrive (node:timers/promises keeps
  // its real clock), then a ping, whose answer comes behind anything the server sent before it.
  const settle = async () => {
    await realSleep(50);
    await new Promise<void>((ok, fail) => client.ping((err) => (err ? fail(err) : ok())));
  };

  it("sends the headers at once and the body only when the hold is over", async () => {
    await heldServer();
    const stream = client.request({ ":path": asset });
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    const ended = new Promise((ok) => stream.on("end", ok));
    const headers = await new Promise<Record<string, unknown>>((ok) => stream.on("response", ok));
    expect(headers[":status"]).toBe(200);
    expect(Number(headers["content-length"])).toBe(js.length);
    vi.advanceTimersByTime(199);
    await settle();
    expect(Buffer.concat(chunks).length).toBe(0);
    vi.advanceTimersByTime(1);
    await ended;
    expect(Buffer.concat(chunks).toString()).toBe(js);
  });

  it("keeps answering after a client goes away during a hold", async () => {
    await heldServer();
    const gone = client.request({ ":path": asset });
    await new Promise((ok) => gone.on("response", ok));
    gone.close();
    await settle();
    vi.advanceTimersByTime(200);
    const next = client.request({ ":path": "/" });
    const chunks: Buffer[] = [];
    next.on("data", (c: Buffer) => chunks.push(c));
    await new Promise((ok) => next.on("response", ok));
    vi.advanceTimersByTime(200);
    await new Promise((ok) => next.on("end", ok));
    expect(Buffer.concat(chunks).toString()).toContain("<h1>Home</h1>");
  });
});

describe("the localhost certificate", () => {
  it("is for localhost and 127.0.0.1, and is kept while it has more than a day left", async () => {
    const tls = join(dir, "tls");
    const made = await localhostCertificate(tls);
    const cert = new X509Certificate(made.cert);
    expect(cert.checkHost("localhost")).toBe("localhost");
    expect(cert.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect((await localhostCertificate(tls)).cert.equals(made.cert)).toBe(true);
  });

  it("is made again when it is missing or about to expire", async () => {
    const tls = join(dir, "tls-expiring");
    await mkdir(tls);
    const key = join(tls, "key.pem");
    const certFile = join(tls, "cert.pem");
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", certFile, "-days", "1", "-subj", "/CN=localhost"], { stdio: "ignore" });
    const renewed = new X509Certificate((await localhostCertificate(tls)).cert);
    expect(Date.parse(renewed.validTo) - Date.now()).toBeGreaterThan(20 * 24 * 3600_000);
    await rm(certFile);
    expect(new X509Certificate((await localhostCertificate(tls)).cert).serialNumber).not.toBe(renewed.serialNumber);
  });
});
