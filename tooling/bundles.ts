/**
 * The esbuild settings of every bundle: the site's browser bundle (build.ts), the same code
 * measured without react (budgets.ts), and the build's Node bundle that prerenders the pages.
 */
import { build as esbuild, type BuildOptions as EsbuildOptions, type Plugin } from "esbuild";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteConfig } from "../src/config";
import { compactManifest, type PhotoManifest } from "../src/lib/photos";
import { contentFolders } from "../src/content/schema";
import { root, sha } from "./core";

/** Browsers the bundle is written for (DESIGN.md). */
export const browserTarget = ["es2020", "chrome90", "safari15", "firefox90"];

/**
 * The compile-time constants of both bundles; `config` is undefined for measuring bundles.
 * `locale` is the language the bundle shows (src/content/load.ts): one bundle per language.
 */
export function defines(config?: SiteConfig, locale = "en"): Record<string, string> {
  return {
    "process.env.NODE_ENV": '"production"',
    __BUILD_YEAR__: String(new Date().getFullYear()),
    __SITE_CONFIG__: config ? JSON.stringify(config) : "undefined",
    __LOCALE__: JSON.stringify(locale),
  };
}

/**
 * wouter still ships a shim of useSyncExternalStore for React 17; React 19 has the real one, so
 * the browser bundle uses it (about 0.8 KB less for every page).
 */
export const reactSyncExternalStore: Plugin = {
  name: "react-use-sync-external-store",
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: "use-sync-external-store-shim", namespace: "react-uses" }));
    b.onLoad({ filter: /.*/, namespace: "react-uses" }, () => ({ contents: 'export { useSyncExternalStore } from "react";', resolveDir: root, loader: "js" }));
  },
};

/**
 * esbuild splits code by which entry points reach it, and counts each page and dialog loaded with
 * import() as one: the app's own modules, also reached from the pages, were cut into a chunk per
 * combination of pages (the Hindi home page started with 22 files). The app is always loaded
 * before anything it imports lazily, so each lazily loaded module of src/ imports it too: the app
 * and React stay in one chunk (9 files, 2.6 KB less brotli on /hi, 2026-11-27).
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

/** The browser bundle's settings: build.ts adds the output, budgets.ts measures the same code. */
export function browserOptions(config?: SiteConfig, locale?: string): EsbuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { app: "src/entry-client.tsx" },
    bundle: true,
    minify: true,
    format: "esm",
    target: browserTarget,
    jsx: "automatic",
    define: defines(config, locale),
    legalComments: "none",
    // Hindi and Marathi as UTF-8 (3 bytes a letter), not \u0915 escapes (6): module scripts are
    // always read as UTF-8. Measured: /hi 87.5 -> 86.2 KB brotli.
    charset: "utf8",
    logLevel: "warning",
  };
}

/** A Node bundle of `entry` for the build's own use (prerendering); CSS is the browser's business. */
function nodeOptions(entry: string, outfile: string, config?: SiteConfig, locale?: string): EsbuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    packages: "external",
    jsx: "automatic",
    loader: { ".css": "empty" },
    define: defines(config, locale),
    logLevel: "warning",
  };
}

/**
 * For the Node bundle only: every JSX element goes through src/shell/render-facts.ts noteElement, which
 * notes the class names and styles of the page being prerendered (the browser bundle is untouched).
 */
const noteElements: Plugin = {
  name: "note-elements",
  setup(b) {
    const shim = "jsx-runtime-noting";
    b.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) => (args.namespace === shim ? undefined : { path: "jsx", namespace: shim }));
    b.onLoad({ filter: /.*/, namespace: shim }, () => ({
      resolveDir: root,
      loader: "js",
      contents:
        `import { jsx as j, jsxs as js, Fragment } from "react/jsx-runtime";\n` +
        `import { noteElement } from ${JSON.stringify(join(root, "src", "shell", "render-facts.ts"))};\n` +
        `export { Fragment };\n` +
        `export const jsx = (type, props, key) => (noteElement(type, props), j(type, props, key));\n` +
        `export const jsxs = (type, props, key) => (noteElement(type, props), js(type, props, key));\n`,
    }));
  },
};

/**
 * Bundles `entry` for Node and imports it: a fresh copy on every call (the dev server rebuilds in
 * one process), from a file of its own per call, so builds side by side never share one and no
 * module cache can hand back an older copy. The file goes once imported.
 */
export async function importNodeBundle<T>(entry: string, key: string, config?: SiteConfig, plugins: Plugin[] = [], locale?: string): Promise<T> {
  const outfile = join(root, ".cache", "server", `${sha(key, entry, String(process.pid), String(++bundles)).slice(0, 16)}.mjs`);
  await esbuild({ ...nodeOptions(entry, outfile, config, locale), plugins: [...plugins, noteElements] });
  try {
    return (await import(pathToFileURL(outfile).href)) as T;
  } finally {
    await rm(outfile, { force: true });
  }
}
let bundles = 0;

/**
 * Bundles src/generated/photos.json in its compact form (lib/photos.ts compactManifest), or, should
 * a URL not follow the naming, as plain JSON without the placeholders. Without the stories' photos,
 * which come with the views of the stories that show them.
 */
export const compactPhotoManifest: Plugin = {
  name: "compact-photo-manifest",
  setup(b) {
    b.onLoad({ filter: /[\\/]generated[\\/]photos\.json$/ }, async (args) => {
      const all = JSON.parse(await readFile(args.path, "utf8"), (key, value) => (key === "placeholder" ? undefined : value)) as PhotoManifest;
      // Stories' photos travel with the content that shows them (tooling/content/index.ts).
      const manifest = Object.fromEntries(Object.entries(all).filter(([set]) => !Object.values(contentFolders).some((f) => set.startsWith(f.photoSetPrefix))));
      const compact = compactManifest(manifest);
      if (!compact) return { contents: JSON.stringify(manifest), loader: "json" };
      const lib = JSON.stringify(join(root, "src", "lib", "photos.ts"));
      return { contents: `import { expandManifest } from ${lib};\nexport default expandManifest(${JSON.stringify(compact)});`, loader: "js", resolveDir: root };
    });
  },
};
