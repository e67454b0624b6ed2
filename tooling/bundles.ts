// The esbuild settings of the browser bundle and of the build's Node bundle that prerenders.
import { build as esbuild, type BuildOptions as EsbuildOptions, type Plugin } from "esbuild";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteConfig } from "../src/config";
import { root, sha } from "./core";

/** DESIGN.md's browsers. */
export const browserTarget = ["es2020", "chrome90", "safari15", "firefox90"];

/** `config` is undefined for measuring bundles; one bundle per `locale`. */
export function defines(config?: SiteConfig, locale = "en"): Record<string, string> {
  return {
    "process.env.NODE_ENV": '"production"',
    __BUILD_YEAR__: String(new Date().getFullYear()),
    __SITE_CONFIG__: config ? JSON.stringify(config) : "undefined",
    __LOCALE__: JSON.stringify(locale),
  };
}

/** What the browser bundle and the Node bundle have in common. */
const bothBundles = { absWorkingDir: root, bundle: true, format: "esm", jsx: "automatic", logLevel: "warning" } as const;

/**
 * esbuild cut the app's modules into a chunk per combination of lazy pages (22 files on /hi). The
 * app always loads first, so each lazy module imports it: one chunk (9 files, 2.6 KB less brotli).
 */
export const appFirst: Plugin = {
  name: "app-first",
  setup(b) {
    const app = join(root, "src", "App.tsx");
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== "dynamic-import" || args.pluginData === "app-first") return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: "app-first" });
      return found.errors.length ? found : { path: found.path, pluginData: "lazy" };
    });
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.pluginData !== "lazy") return undefined;
      const source = await readFile(args.path, "utf8");
      return { contents: `import ${JSON.stringify(app)};\n${source}`, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

/** The browser bundle as build.ts writes it, chunks and all (test/budgets.ts builds it again without react). */
export function browserOptions(config: SiteConfig | undefined, locale: string, content: Plugin): EsbuildOptions {
  return {
    ...bothBundles,
    define: defines(config, locale),
    entryPoints: { app: "src/entry-client.tsx" },
    splitting: true,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "[name]-[hash]",
    external: ["/fonts/*"],
    plugins: [content, appFirst, noPhotoManifest],
    // wouter's useSyncExternalStore shim is for React 17: React 19's own is 0.8 KB less a page.
    alias: { "use-sync-external-store/shim/index.js": "react" },
    minify: true,
    target: browserTarget,
    legalComments: "none",
    // Devanagari in 3 bytes a letter, not 6 as escapes (/hi 87.5 -> 86.2 KB brotli).
    charset: "utf8",
    // V8 compiles every function while the file streams in, off the main thread (evaluation at 4x
    // slowdown: 168 ms -> 116 ms median).
    banner: { js: "//# allFunctionsCalledOnLoad" },
    metafile: true,
  };
}

/** A module's function, called at once, as one minified script: each page's start script, /admin/'s live note. */
export async function browserScript(file: string, call: string): Promise<string> {
  const out = await esbuild({
    stdin: { contents: `import { ${call} } from ${JSON.stringify(join(root, file))};\n${call}();`, resolveDir: root, loader: "ts" },
    bundle: true,
    minify: true,
    format: "iife",
    target: browserTarget,
    write: false,
  });
  return out.outputFiles[0]!.text.trim();
}

/** A fresh copy on every call, from a file of its own: no module cache hands back an older one. */
export async function importNodeBundle<T>(entry: string, key: string, config?: SiteConfig, plugins: Plugin[] = [], locale?: string): Promise<T> {
  const outfile = join(root, ".cache", "server", `${sha(key, entry, String(process.pid), String(++bundles)).slice(0, 16)}.mjs`);
  await esbuild({
    ...bothBundles,
    define: defines(config, locale),
    entryPoints: [entry],
    platform: "node",
    outfile,
    packages: "external",
    loader: { ".css": "empty" },
    plugins,
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as T;
  } finally {
    await rm(outfile, { force: true });
  }
}
let bundles = 0;

/** In the browser each content file brings the photos it names (tooling/content/index.ts). */
export const noPhotoManifest: Plugin = {
  name: "no-photo-manifest",
  setup(b) {
    b.onLoad({ filter: /[\\/]generated[\\/]photos\.json$/ }, () => ({ contents: "{}", loader: "json" }));
  },
};
