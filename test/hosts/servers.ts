/**
 * The real hosts, on loopback: Debian's nginx with deploy/nginx.conf (plain HTTP on a free port
 * instead of its certificates), and Cloudflare's runtime through `wrangler pages dev`, installed
 * in deploy/cloudflare/ (`npm ci --prefix deploy/cloudflare`), never a dependency of the site.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface Host {
  name: string;
  url: string;
  /** Whether it sends the .br copies (nginx needs Debian's brotli module). */
  brotli: boolean;
  /** What it printed so far. */
  output: () => string;
  close: () => Promise<void>;
}

const root = resolve(__dirname, "../..");
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
const brotliModule = ["/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"].find((p) => existsSync(p));
const wranglerBinary = join(root, "deploy/cloudflare/node_modules/.bin/wrangler");

/** Why a host cannot run here, or null when it can. */
export function missing(host: "nginx" | "cloudflare"): string | null {
  if (host === "nginx") return nginxBinary ? null : "No nginx (apt-get install nginx libnginx-mod-http-brotli-static).";
  return existsSync(wranglerBinary) ? null : "No wrangler (npm ci --prefix deploy/cloudflare).";
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on("error", fail);
  });
}

/** Starts a command in a process group of its own (wrangler starts workerd), collecting its output. */
function start(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, { cwd, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } });
  let output = "";
  // Without the colours wrangler prints even when told not to.
  const read = (c: Buffer) => (output += String(c).replace(/\x1b\[[\d;]*m/g, ""));
  child.stdout!.on("data", read);
  child.stderr!.on("data", read);
  const close = () =>
    new Promise<void>((ok) => {
      if (child.exitCode !== null) return ok();
      child.once("exit", () => ok());
      process.kill(-child.pid!, "SIGTERM");
    });
  return { child, output: () => output, close };
}

/** Resolves once `pattern` shows in the output; rejects if the process exits or takes too long. */
async function waitFor({ child, output }: ReturnType<typeof start>, pattern: RegExp, what: string, ms = 60_000): Promise<void> {
  for (const started = Date.now(); !pattern.test(output()); await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${output()}`);
    if (Date.now() - started > ms) throw new Error(`${what} not ready after ${ms / 1000} s:\n${output()}`);
  }
}

/** Until it answers HTTP (nginx says nothing when it is ready). */
async function answering(url: string, { child, output }: ReturnType<typeof start>): Promise<void> {
  for (const started = Date.now(); !(await fetch(url, { method: "HEAD" }).then(() => true, () => false)); await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    if (Date.now() - started > 15_000) throw new Error(`nginx not answering after 15 s:\n${output()}`);
  }
}

/**
 * deploy/nginx.conf as a test serves it: the port-80 redirect and the certificates go, the site
 * listens on loopback over plain HTTP, and /srv/studio/dist is the build's folder (its root and
 * the policy it includes). Without Debian's brotli module its brotli_static line goes too.
 */
export async function startNginx(dist: string): Promise<Host> {
  const dir = await mkdtemp(join(tmpdir(), "hosts-nginx-"));
  const port = await freePort();
  const site = (await readFile(join(root, "deploy/nginx.conf"), "utf8"))
    .replace(/server\s*\{[^{}]*return 301 https[^{}]*\}/, "")
    .replace(/^(\s*)listen 443[^;]*;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*(listen \[::\]:443|ssl_certificate)[^;]*;/gm, "")
    .replace(/\/srv\/studio\/dist/g, resolve(dist));
  await mkdir(join(dir, "temp"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/temp/${t};`).join("\n  ");
  // Debian's own nginx.conf, in short: the http context sites-enabled/ files are included in.
  const conf = `${brotliModule ? `load_module ${brotliModule};\n` : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  ${temp}
  ${brotliModule ? site : site.replace(/^\s*brotli_static[^;]*;/m, "")}
}
`;
  await writeFile(join(dir, "nginx.conf"), conf);
  const nginx = start(nginxBinary!, ["-c", join(dir, "nginx.conf"), "-p", dir, "-e", "stderr"], dir);
  const url = `http://127.0.0.1:${port}`;
  await answering(url, nginx);
  return { name: "nginx", url, brotli: Boolean(brotliModule), output: nginx.output, close: nginx.close };
}

/** `wrangler pages dev` serving the build as Cloudflare Pages does (workerd, _headers, _redirects). */
export async function startCloudflare(dist: string): Promise<Host> {
  const dir = await mkdtemp(join(tmpdir(), "hosts-wrangler-"));
  const port = await freePort();
  // The runtime refuses compatibility dates past its own; it cannot reach Cloudflare from here and
  // says so, harmlessly.
  const args = ["pages", "dev", resolve(dist), "--ip", "127.0.0.1", "--port", String(port), "--compatibility-date", "2026-04-01"];
  const wrangler = start(wranglerBinary, args, dir);
  await waitFor(wrangler, /Ready on http/, "wrangler pages dev");
  return { name: "Cloudflare Pages (wrangler)", url: `http://127.0.0.1:${port}`, brotli: true, output: wrangler.output, close: wrangler.close };
}
