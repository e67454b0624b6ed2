/**
 * The content step of the build (build.ts calls `prepareContent` first): checks every content
 * file against the schema and says where the content and photos come from. By default that is
 * src/content/ and static/photos/; CONTENT_DIR (or the build's contentDir option) points the
 * whole build at another set of JSON files, with its photos in <dir>/photos/ if it has one, so a
 * second studio's content builds without touching the sample (test/node/content-alt.test.ts).
 */
import type { Plugin } from "esbuild";
import { existsSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { assertContent } from "./check";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const defaultContentDir = join(root, "src", "content");
export const defaultPhotosDir = join(root, "static", "photos");
export const defaultManifestFile = join(root, "src", "generated", "photos.json");

export interface ContentSource {
  contentDir: string;
  photosDir: string;
  /** Where the photo pipeline writes the manifest the bundle imports. */
  manifestFile: string;
  /** For both esbuild bundles: content JSON and the manifest from the folders above. */
  plugin: Plugin;
}

export async function prepareContent(options: { contentDir?: string; outDir: string }): Promise<ContentSource> {
  const contentDir = resolve(root, options.contentDir ?? defaultContentDir);
  const own = contentDir !== defaultContentDir && existsSync(join(contentDir, "photos"));
  const photosDir = own ? join(contentDir, "photos") : defaultPhotosDir;
  // Another content set's manifest goes beside its build, never over the sample's.
  const manifestFile = own
    ? join(root, ".cache", "content", createHash("sha256").update(options.outDir).digest("hex").slice(0, 12), "generated", "photos.json")
    : defaultManifestFile;
  await assertContent({ contentDir, photosDir });
  const plugin: Plugin = {
    name: "content-dir",
    setup(b) {
      if (contentDir === defaultContentDir && manifestFile === defaultManifestFile) return;
      const contentSrc = join("src", "content");
      b.onResolve({ filter: /^\.\/[\w-]+\.json$/ }, (args) =>
        args.importer.includes(contentSrc) ? { path: join(contentDir, args.path.slice(2)) } : undefined,
      );
      b.onResolve({ filter: /[\\/]generated[\\/]photos\.json$/ }, () => ({ path: manifestFile }));
    },
  };
  return { contentDir, photosDir, manifestFile, plugin };
}
