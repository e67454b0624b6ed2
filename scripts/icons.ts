/**
 * Renders the app icons in static/assets/icons/ from the logo mark (the same drawing as LogoMark
 * in src/components/icons.tsx): a full-bleed square in the accent colour with the mark in paper
 * colour inside the central 60 %, so it survives the circle and squircle masks of Android
 * ("maskable") and iOS. Run after changing the logo: node --import tsx scripts/icons.ts
 */
import sharp from "sharp";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const dir = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "static", "assets", "icons");
const accent = "#7b1e34";
const paper = "#fbf8f3";

/** The mark, scaled to 60 % of a 100-unit square and centred. */
export function appIconSvg(): string {
  const scale = 60 / 36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${accent}"/>` +
    `<g transform="translate(20 20) scale(${scale.toFixed(4)})" fill="none" stroke="${paper}" stroke-width="1.3">` +
    `<circle cx="18" cy="18" r="16.5"/><circle cx="18" cy="18" r="11"/>` +
    `<path d="M18 7l4.5 7.8M29 18h-9M22.5 25.8L18 18M13.5 25.8l4.5-7.8M7 18h9M13.5 10.2L18 18"/></g></svg>`
  );
}

export async function writeAppIcons(outDir = dir): Promise<void> {
  const svg = Buffer.from(appIconSvg());
  for (const [name, size] of [
    ["icon-192.png", 192],
    ["icon-512.png", 512],
    ["apple-touch-icon.png", 180],
  ] as const) {
    await sharp(svg, { density: (72 * size) / 100 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true, colours: 64 })
      .toFile(join(outDir, name));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeAppIcons();
}
