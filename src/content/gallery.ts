// SAMPLE CONTENT: which photo sets fill the /program gallery and in what mix.
import type { Photo } from "../lib/photos";
import { photoSet } from "./photos";

/** The sets, dealt in turn (one wedding, one pre-wedding, one baby, ...) so the columns mix them. */
export const gallerySets = ["wedding", "pre-wedding", "baby"] as const;

/** About 50 photos, as the spec asks; more would only cost the visitor data. */
export const galleryLimit = 51;

/** The gallery's photos, the sets interleaved. */
export function galleryPhotos(): Photo[] {
  const sets = gallerySets.map((name) => photoSet(name));
  const longest = Math.max(0, ...sets.map((s) => s.length));
  const mixed: Photo[] = [];
  for (let i = 0; i < longest; i++) {
    for (const set of sets) {
      const photo = set[i];
      if (photo) mixed.push(photo);
    }
  }
  return mixed.slice(0, galleryLimit);
}

/**
 * SAMPLE: gallery photos cropped from one original (see credits.ts), which the gallery never
 * shows side by side. Delete with the sample photos.
 */
export const sameOriginal: string[][] = [
  ["wedding/05-maple-leaf-in-autumn-light", "wedding/16-red-leaf-in-autumn-bokeh"],
  ["wedding/12-party-cups", "baby/13-stacked-cups"],
  ["wedding/08-dandelion-clock", "baby/10-dandelion-clocks"],
  ["pre-wedding/02-dune-grass-by-the-sea", "pre-wedding/17-dune-grass"],
  ["pre-wedding/05-forest-stream", "pre-wedding/15-little-waterfalls"],
  ["baby/05-leaf-veins", "baby/15-green-leaf"],
  ["baby/02-ladybird", "baby/14-forget-me-nots"],
  ["wedding/13-pink-sky-over-the-lake", "pre-wedding/10-reeds-in-a-still-lake"],
  ["wedding/07-boardwalk-at-dusk", "pre-wedding/12-boardwalk-by-the-water"],
  ["wedding/17-misty-pier", "pre-wedding/08-end-of-the-pier"],
  ["wedding/10-mountain-sunburst", "pre-wedding/09-sun-over-the-ridge"],
  ["pre-wedding/01-mountain-trail", "pre-wedding/14-clouds-over-the-peaks"],
  ["baby/04-raindrops-on-a-leaf", "baby/16-raindrops"],
  ["wedding/01-red-marigold", "wedding/14-marigold-stamens"],
  ["baby/03-two-spaniels-at-a-window", "baby/12-spaniel-at-the-window"],
  ["wedding/02-wine-bottle-and-glass", "wedding/15-wine-bottle"],
  ["wedding/11-yellow-petals", "baby/11-heart-of-a-yellow-flower"],
];

/** The words on /program around the carousel and the gallery. */
export const programCopy = {
  eyebrow: "Our work",
  title: "Programs",
  intro:
    "Weddings, pre-wedding shoots, engagements, baby showers and every celebration in between. A few favourites from recent seasons, then a longer look at the work.",
  carouselLabel: "Programs",
  carouselSet: "program",
  /** The call to book that closes the page. */
  closing: {
    heading: "Tell us about your day",
    text: "Share your date and your functions: we reply within one working day with what we would suggest and what it costs.",
    book: "Book now",
    whatsapp: "WhatsApp us",
  },
};
