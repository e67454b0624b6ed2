// What the photo pipeline (photos.ts) makes of each set: formats, qualities and widths.
import { backgroundColor } from "./site-meta";

/** Quality chosen by comparing 100 % crops (forest stream, pink sky, spaniel fur): AVIF q50 keeps
 * fur and water texture that q40 smears; mozjpeg q72 is indistinguishable from q80 at 20 % fewer bytes.
 * AVIF effort 3: every visitor pays for the encoder's shortcuts, the owner only once per new photo
 * (the cache). Measured 2026-11-27 at 8ea53aa, 88 samples, CPU seconds of a cold encode:
 * effort 1 66 s, 8.76 MB of AVIF; effort 2 110 s, 8.79 MB; effort 3 182 s, 8.16 MB (-6.8 %, and
 * +0.4 dB PSNR); effort 4 647 s, 7.94 MB. The home page at 375 px fetches 5 % fewer AVIF bytes
 * than at effort 1. A new 4000x3000 phone photo: 1.1 to 1.4 s of CPU in the gallery, 9 to 12 s
 * in the hero (16 files). See PERFORMANCE.md. */
export const encoding = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:2:0" },
  jpeg: { quality: 72, mozjpeg: true },
  // 8 px wide is ~70 bytes: blurred by CSS it reads the same as 16 px, at half the bundle bytes.
  placeholder: { width: 8, quality: 30 },
  // JPEG has no transparency: a PNG's transparent parts show the page's own background.
  background: backgroundColor,
} as const;

export interface SetOptions {
  /** Widths to encode, chosen from the largest displayed size at DPR 2; never upscaled. */
  widths: number[];
  /** Narrower originals stop the build with a message: they would look soft in their slot. */
  minWidth?: number;
  /** A place that fills a landscape screen (the hero): a portrait or panoramic photo is a warning. */
  landscape?: boolean;
  /**
   * An extra crop for narrow, tall screens (art direction), cut from the original where the
   * attention strategy finds the most detail: a landscape hero photo stays sharp on a phone.
   */
  portrait?: {
    aspect: [number, number];
    widths: number[];
    media: string;
    /** AVIF quality of the crop's variants, when not encoding.avif's. */
    avifQuality?: number;
    /** Where to cut when the attention strategy picks the wrong part: the horizontal centre of the
     * crop as a fraction of the width (0 left, 1 right), by file name without extension. */
    focus?: Record<string, number>;
  };
}

/** Per set, by displayed size: hero full-bleed, carousel up to the content width, cards and gallery
 * columns about 400 CSS px, avatars under 160 CSS px. */
export const setOptions: Record<string, SetOptions> = {
  home: {
    widths: [240, 640, 960, 1280, 1920],
    minWidth: 960,
    landscape: true,
    portrait: {
      aspect: [9, 16],
      widths: [480, 750, 900],
      // The home page's LCP photo on a phone, full screen under the hero text: AVIF q42 there is
      // a third fewer bytes than q50 (first photo 52 KB, not 79 KB, at 750 px for DPR 1.75), which
      // a village connection needs to paint it within 3 s; the texture q50 keeps is lost at this size.
      avifQuality: 42,
      media: "(max-aspect-ratio: 3/4)",
      focus: { "03-dandelion-clocks-at-golden-hour": 0.31, "06-forest-footpath": 0.4, "10-autumn-maple-leaf": 0.73 },
    },
  },
  program: { widths: [240, 640, 960, 1280, 1600], minWidth: 640 },
  testimonials: { widths: [160, 320], minWidth: 160 },
};
/** Cards, the about photo and the home gallery block: up to ~600 CSS px wide. 480 serves a
 * half-width tile on a phone at DPR 2; 240 the credits page's thumbnails (every set has one). */
export const defaultSetOptions: SetOptions = { widths: [240, 480, 800, 1200], minWidth: 400 };
/** A story's folder (story-<address>): its cover runs across the screen (1600 for a desktop, 800
 * for the 4:3 cover of a phone), its wide photos across the column, its pairs half of it. */
export const storySetOptions: SetOptions = { widths: [480, 800, 1200, 1600], minWidth: 640 };
/** The parallax gallery's three columns are under 420 CSS px wide: 800 covers DPR 2. */
const galleryColumn: SetOptions = { widths: [240, 480, 800], minWidth: 400 };
for (const set of ["wedding", "pre-wedding", "baby"]) setOptions[set] = galleryColumn;
