/**
 * The site served as a static host or CDN serves it: over HTTPS with HTTP/2, so Chromium asks for
 * the brotli copies and HPACK compresses the headers every small script repeats. The handler is the
 * site's own static server (scripts/serve.ts: the same files, encodings and headers); the
 * certificate is a self-signed one for localhost that only the bench's Chromium takes.
 */
import { createSecureServer } from "node:http2";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listen, serverTimeouts, staticHandler, type StaticHandler } from "../scripts/serve";

/** What the bench's Chromium needs to take the self-signed certificate. */
export const certificateArgs = ["--ignore-certificate-errors"];

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/** A fresh self-signed certificate for localhost, made by the openssl CLI. */
export function localhostCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert,
      "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"], { stdio: "ignore" });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (err) {
    throw (err as NodeJS.ErrnoException).code === "ENOENT" ? new Error("No openssl found: the bench makes its localhost certificate with it (apt-get install openssl).") : err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Sends every body `ms` after its headers. Chromium's network emulation holds a response's headers
 * for the latency and for every byte of it already received, then passes the body's bytes again as
 * they are read (services/network/throttling, ThrottlingNetworkTransaction). From a server on the
 * same machine a whole body can be in before Chromium reads the headers, and then it crosses the
 * emulated link twice (PERFORMANCE.md, "How the bench measures"). Half the latency costs the model
 * nothing: the headers wait for the latency anyway.
 */
export function holdBodies(handle: StaticHandler["handle"], ms: number): StaticHandler["handle"] {
  if (ms <= 0) return handle;
  return (req, res) => {
    const { writeHead, write, end } = res;
    let held: Promise<unknown> = Promise.resolve();
    const later = (send: () => void) => void held.then(() => res.destroyed || send());
    res.writeHead = ((...args: Parameters<ServerResponse["writeHead"]>) => {
      writeHead.apply(res, args);
      res.flushHeaders();
      held = new Promise((ok) => setTimeout(ok, ms));
      return res;
    }) as ServerResponse["writeHead"];
    res.write = ((...args: Parameters<ServerResponse["write"]>) => (later(() => write.apply(res, args)), true)) as ServerResponse["write"];
    res.end = ((...args: Parameters<ServerResponse["end"]>) => (later(() => end.apply(res, args)), res)) as ServerResponse["end"];
    handle(req, res);
  };
}

/** Serves `root` on an ephemeral port of 127.0.0.1; the URL has no trailing slash. */
export async function serveSecure(root: string, certificate: Certificate, holdMs = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const handle = holdBodies(staticHandler({ root }).handle, holdMs);
  const server = createSecureServer({ ...certificate, allowHTTP1: true }, handle as unknown as Parameters<typeof createSecureServer>[1]);
  Object.assign(server, serverTimeouts);
  const url = (await listen(server, 0)).replace(/\/$/, "");
  return { url, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}
