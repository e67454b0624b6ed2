import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, mkdir, rm, symlink, writeFile, readFile } from "node:fs/promises";
import { connect } from "node:net";
import { request, type Server } from "node:http";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createStaticServer, listen } from "../../scripts/serve";
import { cspMetaTag, writeHostConfig, type InlineCode } from "../../tooling/security";
import { precompress } from "../../tooling/compress";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let root: string;
let server: Server;
let port: number;
const js = "console.log('the app');\n".repeat(100);
const photo = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
/** The inline code of every page, and the policy <meta> the build gives it. */
const inline: InlineCode = { styles: ["body{color:#222}"], styleAttributes: [], scripts: [] };
const page = (title: string) =>
  `<!doctype html><html><head><meta charset="utf-8" />${cspMetaTag(inline, "https://api.emailjs.com")}<title>${title}</title><style>body{color:#222}</style></head>` +
  `<body><h1>${title}</h1>${"<p>Photographs first.</p>".repeat(40)}<script type="module" src="/assets/app-ABCD2345.js"></script></body></html>`;

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
function raw(target: string): Promise<{ status: number; head: string }> {
  return new Promise((ok, fail) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (c: string) => (data += c));
    socket.on("end", () => {
      const head = data.split("\r\n\r\n")[0]!;
      ok({ status: Number(head.split(" ")[1]), head });
    });
    socket.on("error", fail);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "serve-test-"));
  root = join(dir, "dist");
  await mkdir(join(root, "program"), { recursive: true });
  await mkdir(join(root, "assets", "photos", "home"), { recursive: true });
  await mkdir(join(root, "fonts"), { recursive: true });
  await writeFile(join(root, "index.html"), page("Home"));
  await writeFile(join(root, "program", "index.html"), page("Programs"));
  await writeFile(join(root, "404.html"), page("Page not found"));
  await writeFile(join(root, "assets", "app-ABCD2345.js"), js);
  await writeFile(join(root, "assets", "photos", "home", "lake-640-3f9a1c2b.avif"), photo);
  await writeFile(join(root, "fonts", "display.woff2"), photo);
  await writeFile(join(root, ".env"), "EMAILJS_PUBLIC_KEY=secret");
  await writeFile(join(dir, "secret.txt"), "outside the root");
  await symlink(join(dir, "secret.txt"), join(root, "leak.txt"));
  await symlink(dir, join(root, "up"));
  await writeHostConfig(root, [inline], "https://api.emailjs.com");
  await precompress(root);
  server = createStaticServer({ root });
  port = Number(new URL(await listen(server, 0)).port);
});

afterAll(async () => {
  await new Promise<void>((ok) => server?.close(() => ok()));
  await rm(dir, { recursive: true, force: true });
});

describe("pages", () => {
  it("answers / and /program with their index.html as UTF-8 HTML", async () => {
    for (const [path, title] of [["/", "Home"], ["/program", "Programs"], ["/program/", "Programs"], ["/program/index.html", "Programs"], ["/?utm_source=whatsapp", "Home"]]) {
      const res = await get(path!);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body.toString()).toContain(`<h1>${title}</h1>`);
    }
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body.toString()).toContain("<h1>Page not found</h1>");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the content type of each kind of file", async () => {
    expect((await get("/assets/app-ABCD2345.js")).headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((await get("/assets/photos/home/lake-640-3f9a1c2b.avif")).headers["content-type"]).toBe("image/avif");
    expect((await get("/fonts/display.woff2")).headers["content-type"]).toBe("font/woff2");
  });
});

describe("compression", () => {
  it("sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip, plain bytes otherwise", async () => {
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
    expect(new Set([br, gz, refused].map((r) => r.headers["etag"])).size).toBe(3);
  });

  it("compresses pages too, and never photos", async () => {
    const html = await get("/", { "Accept-Encoding": "br" });
    expect(html.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(html.body).toString()).toContain("<h1>Home</h1>");
    const avif = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", { "Accept-Encoding": "br, gzip" });
    expect(avif.headers["content-encoding"]).toBeUndefined();
    expect(avif.headers["vary"]).toBeUndefined();
    expect(avif.body.equals(photo)).toBe(true);
  });
});

describe("caching", () => {
  it("lets browsers keep hashed assets for a year and makes them revalidate everything else", async () => {
    expect((await get("/assets/app-ABCD2345.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/photos/home/lake-640-3f9a1c2b.avif")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/fonts/display.woff2")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers 304 with no body when the browser's copy is current, and 200 when it is not", async () => {
    const first = await get("/program", { "Accept-Encoding": "br" });
    const etag = first.headers["etag"] as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get("/program", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["etag"]).toBe(etag);
    expect(again.headers["content-security-policy"]).toContain("default-src 'self'");
    expect((await get("/program", { "Accept-Encoding": "br", "If-None-Match": '"stale"' })).status).toBe(200);
    // The gzip copy is a different representation: its tag differs, so it is not "not modified".
    expect((await get("/program", { "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(200);
  });
});

describe("HEAD and Range", () => {
  it("answers HEAD with the GET headers and no body", async () => {
    const head = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(photo.length));
    expect(head.body.length).toBe(0);
  });

  it("sends the requested bytes of a photo with 206 and refuses a range past the end with 416", async () => {
    const part = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${photo.length}`);
    expect(part.body.equals(photo.subarray(100, 200))).toBe(true);

    const tail = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", { Range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(photo.subarray(photo.length - 10))).toBe(true);

    const past = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", { Range: "bytes=999999-" });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${photo.length}`);
    expect(past.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends the whole photo when If-Range names an older version", async () => {
    const res = await get("/assets/photos/home/lake-640-3f9a1c2b.avif", { Range: "bytes=0-9", "If-Range": '"old"' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(photo.length);
  });
});

describe("bad requests", () => {
  const cases: [string, number][] = [
    ["/../secret.txt", 400],
    ["/program/../../secret.txt", 400],
    ["/%2e%2e/secret.txt", 400],
    ["/%2E%2E/%2E%2E/secret.txt", 400],
    ["/..%2fsecret.txt", 400],
    ["/assets%2fapp-ABCD2345.js", 400],
    ["/..\\secret.txt", 400],
    ["/%5c..%5csecret.txt", 400],
    ["/index.html%00.js", 400],
    ["/%00", 400],
    ["/%E0%A4%A", 400],
    ["/%zz", 400],
    ["/%", 400],
    ["*", 400],
    ["http://evil.test/secret.txt", 400],
    ["/" + "a".repeat(3000), 414],
    ["/.env", 404],
    ["/_security.json", 404],
    ["/_headers", 404],
    ["/leak.txt", 404],
    ["/up/secret.txt", 404],
  ];

  it.each(cases)("answers %s with %i and never a file outside the root", async (target, status) => {
    const res = await raw(target);
    expect(res.status).toBe(status);
    expect(res.head).not.toContain("outside the root");
  });

  it("refuses methods other than GET and HEAD", async () => {
    const res = await get("/", {}, "POST");
    expect(res.status).toBe(405);
    expect(res.headers["allow"]).toBe("GET, HEAD");
  });

  it("puts the security headers on every answer, errors included", async () => {
    const answers = await Promise.all([get("/"), get("/nope"), get("/%E0%A4%A"), get("/" + "a".repeat(3000)), get("/", {}, "DELETE"), get("/assets/app-ABCD2345.js")]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400, 414, 405, 200]);
    for (const a of answers) {
      const csp = a.headers["content-security-policy"] as string;
      expect(csp).toContain("script-src 'self';");
      expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(a.headers["x-content-type-options"]).toBe("nosniff");
      expect(a.headers["x-frame-options"]).toBe("DENY");
      expect(a.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(a.headers["permissions-policy"]).toContain("camera=()");
      expect(a.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("answers malformed HTTP with 400 and the security headers", async () => {
    const res = await raw("/ with spaces");
    expect(res.status).toBe(400);
    expect(res.head).toContain("X-Frame-Options: DENY");
  });

  it("sends HSTS only when the request came over HTTPS through a proxy", async () => {
    const res = await get("/", { "X-Forwarded-Proto": "https" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("the last gaps", () => {
  /** Writes `text` on a raw socket and collects everything until the server closes it. */
  function rawText(text: string): Promise<string> {
    return new Promise((ok, fail) => {
      const socket = connect(port, "127.0.0.1", () => socket.write(text));
      let data = "";
      socket.setEncoding("latin1");
      socket.on("data", (c: string) => (data += c));
      socket.on("close", () => ok(data));
      socket.on("error", fail);
    });
  }

  it("never sends a precompressed sibling that is a symlink out of the root", async () => {
    await writeFile(join(dir, "outside.js.gz"), gzipSync("outside the root"));
    await writeFile(join(root, "assets", "sib-ABCD2345.js"), js);
    await symlink(join(dir, "outside.js.gz"), join(root, "assets", "sib-ABCD2345.js.gz"));
    const res = await get("/assets/sib-ABCD2345.js", { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toBe(js);
  });

  it("never sends a 404.html that is a symlink out of the root", async () => {
    const other = join(dir, "other-root");
    await mkdir(other, { recursive: true });
    await writeFile(join(dir, "outside.html"), "outside the root");
    await symlink(join(dir, "outside.html"), join(other, "404.html"));
    const s = createStaticServer({ root: other });
    const otherPort = Number(new URL(await listen(s, 0)).port);
    try {
      const res = await new Promise<Answer>((ok, fail) => {
        const req = request({ host: "127.0.0.1", port: otherPort, path: "/nope", agent: false }, (r) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => ok({ status: r.statusCode!, headers: r.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", fail);
        req.end();
      });
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain("outside the root");
    } finally {
      await new Promise<void>((ok) => s.close(() => ok()));
    }
  });

  it("answers a request without a Host header with 400 and the security headers", async () => {
    const text = await rawText("GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(text.split(" ")[1]).toBe("400");
    expect(text).toContain("X-Frame-Options: DENY");
    expect(text).toContain("Content-Security-Policy: ");
  });

  it("does not hold the socket of a request whose body never finishes arriving", async () => {
    // The head promises 100 kB; one byte comes. The answer must come, and the socket close, anyway.
    const text = await rawText("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\na");
    expect(text.split(" ")[1]).toBe("405");
    expect(text.toLowerCase()).toContain("connection: close");
    expect(text).toContain("X-Frame-Options: DENY");
  });

  it("sets its own timeouts rather than relying on Node's defaults", () => {
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([10_000, 30_000, 5_000]);
  });
});

describe("shutdown", () => {
  it("on SIGTERM stops taking connections, finishes the download in flight, then exits 0", async () => {
    const big = Buffer.alloc(24 * 1024 * 1024, 7);
    await writeFile(join(root, "big.bin"), big);
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
      env: { ...process.env, DIST_DIR: root, PORT: "0" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const url = await new Promise<string>((ok) => {
      let out = "";
      child.stdout!.on("data", (c: Buffer) => {
        out += c;
        const m = /http:\/\/localhost:(\d+)\//.exec(out);
        if (m) ok(`http://127.0.0.1:${m[1]}`);
      });
    });
    const exited = new Promise<number | null>((ok) => child.on("exit", (code) => ok(code)));
    let refused: Promise<string> = Promise.resolve("not tried");
    const received = await new Promise<number>((ok, fail) => {
      request(`${url}/big.bin`, { agent: false }, (res) => {
        let bytes = 0;
        res.pause();
        // The answer is under way and the client is slow: now stop the server.
        child.kill("SIGTERM");
        setTimeout(() => {
          // No new visitor gets in while the download finishes.
          refused = new Promise((done) => {
            request(`${url}/`, { agent: false })
              .on("error", (e: NodeJS.ErrnoException) => done(e.code ?? "error"))
              .on("response", () => done("answered"))
              .end();
          });
          res.on("data", (c: Buffer) => (bytes += c.length));
          res.on("end", () => ok(bytes));
          res.resume();
        }, 300);
      })
        .on("error", fail)
        .end();
    });
    expect(received).toBe(big.length);
    expect(await refused).toBe("ECONNREFUSED");
    expect(await exited).toBe(0);
    await rm(join(root, "big.bin"));
  }, 30_000);
});

describe("the build's host config", () => {
  it("writes _headers with the policy and a year's caching for hashed assets, and a meta policy into each page", async () => {
    const headers = await readFile(join(root, "_headers"), "utf8");
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/m);
    expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    const html = await readFile(join(root, "index.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toContain("style-src 'self' 'sha256-");
    // A <meta> policy cannot carry frame-ancestors; the header does.
    expect(meta).not.toContain("frame-ancestors");
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<style>"));
    expect(await readFile(join(root, "_redirects"), "utf8")).toContain("/programs /program 301");
  });
});
