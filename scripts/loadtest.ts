/**
 * `npm run loadtest`: a bounded load on the static server over loopback only. Builds the site with
 * the test settings, serves it on 127.0.0.1, sends 20,000 requests 50 at a time (pages, photos,
 * scripts, conditional, range and HEAD requests, and bad paths), and fails unless every answer has
 * the expected status and full body, and the heap did not grow. Stops by itself.
 * LOADTEST_REQUESTS and LOADTEST_CONCURRENCY change the size; DIST_DIR serves an existing build instead.
 */
import { Agent, request } from "node:http";
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { build } from "../build";
import { exitWith, mb } from "../tooling/core";
import { testConfig } from "../test/browser/test-config";
import { createStaticServer, listen, closeGracefully } from "./serve";
import { seededRandom } from "./random";

const total = Number(process.env.LOADTEST_REQUESTS ?? 20_000);
const concurrency = Number(process.env.LOADTEST_CONCURRENCY ?? 50);
const warmup = Math.min(2_000, Math.floor(total / 10));
const outDir = process.env.DIST_DIR ?? ".cache/loadtest-dist";
/** Retained heap after a full GC may grow by this much at most (caches, JIT, the agent's pools). */
const maxHeapGrowthMb = 4;
const deadline = setTimeout(() => {
  console.error("loadtest: still running after 5 minutes; giving up");
  process.exit(1);
}, 300_000);

interface Case {
  name: string;
  path: string;
  method?: "GET" | "HEAD";
  headers?: Record<string, string>;
  status: number;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

function send(agent: Agent, port: number, c: Case): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: "127.0.0.1", port, path: c.path, method: c.method ?? "GET", headers: c.headers, agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => ok({ status: res.statusCode!, headers: res.headers, bytes }));
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

function settle(): { heap: number; rss: number } {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

async function main(): Promise<number> {
  if (!globalThis.gc) console.warn("loadtest: run with node --expose-gc for exact heap figures (npm run loadtest does)");
  if (!process.env.DIST_DIR) await build({ outDir, config: testConfig, quiet: true });
  const server = createStaticServer({ root: outDir });
  const port = Number(new URL(await listen(server, 0, "127.0.0.1")).port);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(outDir, join(e.parentPath, e.name)).split(sep).join("/"));
  const pages = files.filter((f) => f === "index.html" || f.endsWith("/index.html")).map((f) => "/" + f.replace(/\/?index\.html$/, ""));
  const assets = files.filter((f) => f.startsWith("assets/") && !/\.(br|gz|map)$/.test(f)).map((f) => "/" + f);
  const images = assets.filter((f) => /\.(avif|webp|jpe?g|png)$/.test(f));
  const etags = new Map<string, string>();
  for (const path of pages) etags.set(path, String((await send(agent, port, { name: "etag", path, status: 200, headers: { "Accept-Encoding": "br" } })).headers.etag));

  const pageCases: Case[] = pages.flatMap((path): Case[] => [
    { name: "page br", path, headers: { "Accept-Encoding": "gzip, deflate, br" }, status: 200 },
    { name: "page gzip", path, headers: { "Accept-Encoding": "gzip" }, status: 200 },
    { name: "page plain", path, status: 200 },
    { name: "page 304", path, headers: { "Accept-Encoding": "br", "If-None-Match": etags.get(path)! }, status: 304 },
    { name: "page HEAD", path, method: "HEAD", status: 200 },
  ]);
  const assetCases: Case[] = assets.map((path) => ({ name: images.includes(path) ? "photo" : "asset", path, headers: { "Accept-Encoding": "br, gzip" }, status: 200 }));
  const rangeCases: Case[] = images.map((path) => ({ name: "photo range", path, headers: { Range: "bytes=0-1023" }, status: 206 }));
  const badCases: Case[] = [
    { name: "not found", path: "/no-such-page", status: 404 },
    { name: "dotfile", path: "/.env", status: 404 },
    { name: "traversal", path: "/../../etc/passwd", status: 400 },
    { name: "encoded traversal", path: "/%2e%2e/%2e%2e/etc/passwd", status: 400 },
    { name: "encoded slash", path: "/assets%2f..%2f..%2fetc%2fpasswd", status: 400 },
    { name: "bad escape", path: "/%E0%A4%A", status: 400 },
    { name: "NUL", path: "/index.html%00", status: 400 },
    { name: "long URL", path: "/" + "x".repeat(4000), status: 414 },
  ];
  // What a busy day looks like: pages and their photos mostly, some range requests, some junk.
  const groups: [weight: number, cases: Case[]][] = [
    [0.35, pageCases],
    [0.35, assetCases],
    [0.1, rangeCases.length ? rangeCases : assetCases],
    [0.2, badCases],
  ];
  const next = seededRandom(9);
  const failures: string[] = [];
  const counts = new Map<string, number>();
  let sent = 0;
  let before = { heap: 0, rss: 0 };

  async function worker(limit: number) {
    while (sent < limit) {
      sent++;
      let r = next();
      const group = groups.find(([w]) => (r -= w) < 0)?.[1] ?? badCases;
      const c = group[Math.floor(next() * group.length)]!;
      counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
      try {
        const a = await send(agent, port, c);
        const length = Number(a.headers["content-length"] ?? -1);
        const bodyOk = c.method === "HEAD" || a.status === 304 || a.bytes === length;
        if (a.status !== c.status || !bodyOk) failures.push(`${c.name} ${c.path.slice(0, 60)}: ${a.status}, ${a.bytes}/${length} bytes`);
      } catch (err) {
        failures.push(`${c.name} ${c.path.slice(0, 60)}: ${(err as Error).message}`);
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, () => worker(warmup)));
  before = settle();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => worker(total)));
  const seconds = (performance.now() - started) / 1000;
  const after = settle();

  agent.destroy();
  await closeGracefully(server, 2_000);
  clearTimeout(deadline);

  const heapGrowth = (after.heap - before.heap) / 1024 / 1024;
  console.log(`\n${sent} requests (${concurrency} concurrent, 127.0.0.1) in ${seconds.toFixed(1)} s after a ${warmup}-request warm-up: ${Math.round((total - warmup) / seconds)} per second`);
  console.log(`mix: ${[...counts].map(([k, v]) => `${k} ${v}`).join(", ")}`);
  console.log(`heap after GC ${mb(before.heap)} → ${mb(after.heap)} (${heapGrowth >= 0 ? "+" : ""}${heapGrowth.toFixed(2)} MB); RSS ${mb(before.rss)} → ${mb(after.rss)}`);
  console.log(`failed answers: ${failures.length}`);
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  const heapOk = heapGrowth <= maxHeapGrowthMb;
  if (!heapOk) console.log(`heap grew by more than ${maxHeapGrowthMb} MB`);
  return failures.length === 0 && heapOk ? 0 : 1;
}

exitWith(main());
