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
