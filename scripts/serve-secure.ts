/**
 * The static server over HTTPS with HTTP/2, as a static host or CDN serves dist/, for the bench:
 * only over HTTPS does Chromium ask for brotli, and only HTTP/2 compresses the headers (HPACK) that
 * every small script repeats. The handler is scripts/serve.ts's own; HTTP/1.1 clients still work
 * (allowHTTP1). Its certificate is a self-signed one for localhost, made by the openssl CLI.
 */
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { execFile } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { chmod, mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { answerClientErrors } from "./serve-headers";
import { serverTimeouts, staticHandler } from "./serve";

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

export function createSecureStaticServer({ root, key, cert, bodyDelayMs }: { root: string; bodyDelayMs?: number } & Certificate): Http2SecureServer {
  const { handle, security } = staticHandler({ root, bodyDelayMs });
  // The compat API's request and response stand in for node:http's: the handler uses only what
  // both have, and sends no connection headers over HTTP/2 (test/node/server-secure.test.ts).
  const server = createSecureServer({ key, cert, allowHTTP1: true }, handle as unknown as Parameters<typeof createSecureServer>[1]);
  // The same limits as the plain server for its HTTP/1.1 connections (Node reads them off the server).
  Object.assign(server, serverTimeouts);
  answerClientErrors(server, security);
  return server;
}

/** What the bench's Chromium needs to take the self-signed certificate; never for the tests' Chromium. */
export const certificateArgs = ["--ignore-certificate-errors"];

/** Remade when it has less than this left: a bench run never meets an expired one. */
const minValidMs = 24 * 3600_000;

async function current(dir: string): Promise<Certificate | null> {
  try {
    const [key, cert] = await Promise.all([readFile(join(dir, "key.pem")), readFile(join(dir, "cert.pem"))]);
    return Date.parse(new X509Certificate(cert).validTo) - Date.now() > minValidMs ? { key, cert } : null;
  } catch {
    return null;
  }
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 in `dir` (key.pem, cert.pem), made by
 * openssl when missing or about to expire. Chromium takes it with --ignore-certificate-errors.
 */
export async function localhostCertificate(dir: string): Promise<Certificate> {
  const kept = await current(dir);
  if (kept) return kept;
  await mkdir(dir, { recursive: true });
  const args = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")];
  args.push("-days", "30", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1");
  try {
    await promisify(execFile)("openssl", args);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new Error("No openssl found: the HTTPS bench makes its localhost certificate with it, so install openssl (apt-get install openssl).");
    throw err;
  }
  await chmod(join(dir, "key.pem"), 0o600);
  const made = await current(dir);
  if (!made) throw new Error(`openssl made no usable certificate in ${dir}.`);
  return made;
}
