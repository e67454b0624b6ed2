import { contentFolders } from "../src/content/schema";
import { backgroundColor } from "./site-meta";

/** Qualities chosen by comparing 100 % crops. AVIF effort 3, not 1: 6.8 % fewer bytes for every
 * visitor, 2 s of CPU a photo once for the owner (cached); figures in PERFORMANCE.md. */
export const encoding = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:2:0" },
  jpeg: { quality: 72, mozjpeg: true },
  // Blurred by CSS, 8 px reads the same as 16 px at half the bytes.
  placeholder: { width: 8, quality: 30 },
  background: backgroundColor,
} as const;

export interface SetOptions {
  /** From the largest displayed size at DPR 2. */
  widths: number[];
  minWidth?: number;
  /** Fills a landscape screen: a portrait or panoramic photo is a warning. */
  landscape?: boolean;
  /** A crop for tall screens, where the attention strategy finds the most detail. */
  portrait?: {
    aspect: [number, number];
    widths: number[];
    media: string;
    avifQuality?: number;
    /** Where attention cuts wrong: the crop's centre as a fraction of the width, by file name. */
    focus?: Record<string, number>;
  };
}

export const setOptions: Record<string, SetOptions> = {
  home: {
    widths: [240, 640, 960, 1280, 1920],
    minWidth: 960,
    landscape: true,
    portrait: {
      aspect: [9, 16],
      widths: [480, 750, 900],
      // A third fewer bytes than q50 (52 KB, not 79): a village connection paints it within 3 s.
      avifQuality: 42,
      media: "(max-aspect-ratio: 3/4)",
      focus: { "03-dandelion-clocks-at-golden-hour": 0.31, "06-forest-footpath": 0.4, "10-autumn-maple-leaf": 0.73 },
    },
  },
  program: { widths: [240, 640, 960, 1280, 1600], minWidth: 640 },
  testimonials: { widths: [160, 320], minWidth: 160 },
};
/** Up to ~600 CSS px; 240 for the credits page's thumbnails. */
export const defaultSetOptions: SetOptions = { widths: [240, 480, 800, 1200], minWidth: 400 };
export const storySetOptions: SetOptions = { widths: [480, 800, 1200, 1600], minWidth: 640 };
const galleryColumn: SetOptions = { widths: [240, 480, 800], minWidth: 400 };
for (const set of ["wedding", "pre-wedding", "baby"]) setOptions[set] = galleryColumn;

/** A story's own folder ("story-<address>"), filled and listed from its story. */
export const isStorySet = (set: string) => Object.values(contentFolders).some((f) => set.startsWith(f.photoSetPrefix));
