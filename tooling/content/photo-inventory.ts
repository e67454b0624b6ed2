// The photo folders as they are on disk: the content check and the /admin/ editor's per-folder
// fields start from here.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { isPhotoOriginal, photoId } from "../../src/lib/photos";

export interface PhotoInventory {
  /** Set name -> the files in its folder (photos only), in name order. */
  sets: Map<string, string[]>;
  /** Every photo id on disk. */
  ids: Set<string>;
}

export async function photoInventory(photosDir: string): Promise<PhotoInventory> {
  const sets = new Map<string, string[]>();
  const ids = new Set<string>();
  if (!existsSync(photosDir)) return { sets, ids };
  for (const d of (await readdir(photosDir, { withFileTypes: true })).filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const files = (await readdir(join(photosDir, d.name))).filter((f) => !f.startsWith(".")).sort();
    sets.set(d.name, files);
    for (const f of files) if (isPhotoOriginal(f)) ids.add(photoId(d.name, f));
  }
  return { sets, ids };
}
