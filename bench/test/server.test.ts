/**
 * The bench's server (server.ts): the site's own handler over HTTP/2 with brotli, and each body
 * held after its headers for Chromium's network emulation. Needs the openssl CLI.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { connect, type ClientHttp2Session } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { setTimeout as realSleep } from "node:timers/promises";
import { localhostCertificate, serveSecure, type Certificate } from "../server";
import { writeHostConfig } from "../../tooling/hosts";
import { precompress } from "../../tooling/compress";

let root: string;
let certificate: Certificate;
let server: Awaited<ReturnType<typeof serveSecure>> | undefined;
let client: ClientHttp2Session | undefined;
const asset = "/assets/app-ABCD2345.js";
const js = "console.log('the app');\n".repeat(100);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "bench-server-test-"));
  await mkdir(join(root, "assets"));
  await writeFile(join(root, "index.html"), `<!doctype html><title>Home</title><h1>Home</h1>`);
  await writeFile(join(root, "assets", "app-ABCD2345.js"), js);
  await writeHostConfig(root, [{ styles: [], styleAttributes: [], scripts: [] }], "https://api.emailjs.com");
  await precompress(root);
  certificate = localhostCertificate();
});

afterAll(() => rm(root, { recursive: true, force: true }));

afterEach(async () => {
  vi.useRealTimers();
  client?.close();
  await server?.close();
});

async function start(holdMs: number) {
  server = await serveSecure(root, certificate, holdMs);
  client = connect(server.url, { rejectUnauthorized: false });
}

/** A request's headers as soon as they come, and its whole body when it ends. */
function get(path: string, headers: Record<string, string> = {}) {
  const stream = client!.request({ ":path": path, ...headers });
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  return {
    stream,
    chunks,
    headers: new Promise<Record<string, unknown>>((ok) => stream.on("response", ok)),
    body: new Promise<Buffer>((ok) => stream.on("end", () => ok(Buffer.concat(chunks)))),
  };
}

// Real time for a body sent at once to arrive, then a ping, whose answer comes behind anything sent before it.
async function settle() {
  await realSleep(50);
  await new Promise<void>((ok, fail) => client!.ping((err) => (err ? fail(err) : ok())));
}

describe("the bench's server", () => {
  it("speaks HTTP/2 and sends the brotli copy with the site's own headers", async () => {
    await start(0);
    const res = get(asset, { "accept-encoding": "gzip, br" });
    const headers = await res.headers;
    expect(client!.alpnProtocol).toBe("h2");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(brotliDecompressSync(await res.body).toString()).toBe(js);
  });

  it("sends the headers at once and the body only when the hold is over", async () => {
    await start(200);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const res = get(asset);
    const headers = await res.headers;
    expect(headers[":status"]).toBe(200);
    expect(Number(headers["content-length"])).toBe(js.length);
    vi.advanceTimersByTime(199);
    await settle();
    expect(res.chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect((await res.body).toString()).toBe(js);
  });

  it("keeps answering after a client goes away during a hold", async () => {
    await start(200);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const gone = get(asset);
    await gone.headers;
    gone.stream.close();
    await settle();
    vi.advanceTimersByTime(200);
    const next = get("/");
    await next.headers;
    vi.advanceTimersByTime(200);
    expect((await next.body).toString()).toContain("<h1>Home</h1>");
  });
});
