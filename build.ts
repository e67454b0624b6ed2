/**
 * Builds the static site into dist/ (or $OUT_DIR):
 * 1. bundles src/entry-client.tsx (minified, hashed names, external source maps) and its CSS;
 * 2. bundles src/entry-server.tsx for Node and prerenders every route into <route>/index.html;
 * 3. inlines the CSS into each page and copies static/.
 * Run with `npm run build`.
 */
import { build as esbuild } from "esbuild";
import { cp, mkdir, readFile, rm, writeFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { configFromEnv, type SiteConfig } from "./src/config";
import { headTags } from "./src/lib/head";
import { writeSeoFiles } from "./scripts/seo";
import { finishOutput } from "./scripts/finish-output";
import { buildPhotos, priorityPreloads } from "./scripts/photos";

const root = dirname(fileURLToPath(import.meta.url));

export interface BuildOptions {
  outDir?: string;
  config?: SiteConfig;
  /** Extra HTML before </body>, used by the dev server's live reload. */
  bodyExtra?: string;
  quiet?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: { path: string; file: string; bytes: number; gzip: number }[];
  js: { file: string; bytes: number; gzip: number };
  css: { bytes: number; gzip: number };
  /** esbuild's metafile of the browser bundle: which inputs the JS is made of (size budgets). */
  metafile?: import("esbuild").Metafile;
}

function loadDotEnv() {
  const file = join(root, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}

function warnAboutEmailjs(config: SiteConfig) {
  const { serviceId, templateId, publicKey } = config.emailjs;
  if (serviceId && templateId && publicKey) return;
  const bar = "!".repeat(72);
  console.warn(
    `\n${bar}\n! EmailJS is not configured: EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and\n` +
      `! EMAILJS_PUBLIC_KEY must be set at build time (see .env.example).\n` +
      `! The site works, but enquiries cannot be sent: they wait in each visitor's\n` +
      `! browser outbox until a build with the ids is deployed.\n${bar}\n`,
  );
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  loadDotEnv();
  const outDir = resolve(root, options.outDir ?? process.env.OUT_DIR ?? "dist");
  const config = options.config ?? configFromEnv(process.env);
  const log = options.quiet ? () => {} : console.log;
  if (!options.quiet) warnAboutEmailjs(config);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, "assets"), { recursive: true });

  const define = {
    "process.env.NODE_ENV": '"production"',
    __BUILD_YEAR__: String(new Date().getFullYear()),
    __SITE_CONFIG__: JSON.stringify(config),
  };

  // Photos first: the bundle imports the manifest they write.
  await buildPhotos({ outDir, log });

  // 1. The browser bundle: one hashed JS file and one CSS file (the CSS is inlined below).
  const client = await esbuild({
    absWorkingDir: root,
    entryPoints: { app: "src/entry-client.tsx" },
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2020", "chrome90", "safari15", "firefox90"],
    outdir: join(outDir, "assets"),
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    sourcemap: "external",
    jsx: "automatic",
    define,
    // Self-hosted fonts are copied from static/ as they are, not bundled.
    external: ["/fonts/*"],
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const outputs = Object.keys(client.metafile.outputs);
  const jsOut = outputs.find((f) => f.endsWith(".js"));
  const cssOut = outputs.find((f) => f.endsWith(".css"));
  if (!jsOut) throw new Error("esbuild produced no JavaScript");
  const jsFile = resolve(root, jsOut);
  const jsUrl = "/" + relative(outDir, jsFile).split("\\").join("/");
  const css = cssOut ? await readFile(resolve(root, cssOut), "utf8") : "";
  if (cssOut) {
    // Inlined into every page; the file itself is not needed.
    await rm(resolve(root, cssOut), { force: true });
    await rm(resolve(root, cssOut) + ".map", { force: true });
  }

  // 2. The server bundle, for prerendering only.
  // One file per output folder, so builds running side by side (tests, engineers) never share it.
  const serverFile = join(root, ".cache", "server", `entry-server-${createHash("sha256").update(outDir).digest("hex").slice(0, 12)}.mjs`);
  await esbuild({
    absWorkingDir: root,
    entryPoints: ["src/entry-server.tsx"],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: serverFile,
    packages: "external",
    jsx: "automatic",
    loader: { ".css": "empty" },
    define,
    logLevel: "warning",
  });
  const server = (await import(`${pathToFileURL(serverFile).href}?t=${Date.now()}`)) as typeof import("./src/entry-server");

  // 3. Every route, plus the not-found page.
  const template = await readFile(join(root, "index.html"), "utf8");
  const pages: BuildResult["pages"] = [];
  for (const route of [...server.routes, server.notFoundRoute]) {
    const app = server.render(route.path);
    const html = template
      .replace("<!--head-->", [...headTags(route, config), ...priorityPreloads(app)].join("\n    "))
      .replace("<!--styles-->", `<style>${css}</style>`)
      .replace("<!--app-->", app)
      .replace("<!--scripts-->", `<script type="module" src="${jsUrl}"></script>${options.bodyExtra ?? ""}`);
    const file = join(outDir, route.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    pages.push({ path: route.path, file: route.file, bytes: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length });
  }

  // 4. Static files (favicon, icons, ...) as they are.
  if (existsSync(join(root, "static"))) {
    for (const entry of await readdir(join(root, "static"))) {
      if (entry === "photos") continue; // originals: the photo pipeline derives what is served
      await cp(join(root, "static", entry), join(outDir, entry), { recursive: true });
    }
  }
  await writeSeoFiles(outDir, [...server.routes, server.notFoundRoute], config);

  const js = await readFile(jsFile);
  const result: BuildResult = {
    outDir,
    pages,
    js: { file: jsUrl, bytes: js.length, gzip: gzipSync(js, { level: 9 }).length },
    css: { bytes: Buffer.byteLength(css), gzip: gzipSync(css, { level: 9 }).length },
    metafile: client.metafile,
  };
  log(sizeTable(result));
  await finishOutput(outDir, config, log);
  return result;
}

function kb(n: number): string {
  return (n / 1024).toFixed(1) + " KB";
}

/** The size table every build prints, so a growing page is noticed the day it grows. */
export function sizeTable(r: BuildResult): string {
  const rows = [
    ["file", "raw", "gzip"],
    [r.js.file, kb(r.js.bytes), kb(r.js.gzip)],
    ["(inlined CSS)", kb(r.css.bytes), kb(r.css.gzip)],
    ...r.pages.map((p) => [p.file, kb(p.bytes), kb(p.gzip)]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")).join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  build()
    .then((r) => console.log(`\nBuilt ${r.pages.length} pages into ${relative(process.cwd(), r.outDir) || "."} in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
