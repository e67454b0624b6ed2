// SAMPLE CONTENT: the words and photo choices of the home page. A studio edits its copy here;
// photos are ids ("<set>/<file name>") of files under static/photos/.
import { studio } from "./studio";
import { photoById } from "./photos";
import type { Photo } from "../lib/photos";

/**
 * The photo for a content id, or undefined when it is missing, so a page still renders while a
 * set is being replaced; test/unit/homeContent.test.ts fails for any id that does not exist.
 */
export function photoFor(id: string): Photo | undefined {
  try {
    return photoById(id);
  } catch {
    return undefined;
  }
}

export const hero = {
  /** The photo set the full-screen slideshow shows, in file-name order; the first paints first. */
  photoSet: "home",
  /** The page's h1, set small above the headline (the spec's welcome). */
  heading: `Welcome to ${studio.name}`,
  /** The large line: what the studio is, and where. */
  headline: `Candid wedding photography in ${studio.address.locality}`,
  tagline: "We capture the memories you will hold on to for a lifetime: the rituals, the laughter and the quiet looks in between.",
  secondaryLink: { label: "See our work", href: "/program" },
};

export interface FeatureCard {
  title: string;
  text: string;
  /** Photo id. */
  photo: string;
  /** Where the card leads. */
  href: string;
  linkLabel: string;
}

export const features = {
  eyebrow: "Signature shoots",
  heading: "Stories told before and after the big day",
  cards: [
    {
      title: "Pre-Wedding & Post-Wedding Shoots",
      text: "An unhurried day for the two of you: a hill fort at sunrise, your favourite café, or the streets where you first met. We plan the light, the outfits and the places with you.",
      photo: "features/01-two-dandelion-seeds",
      href: "/program",
      linkLabel: "Plan your shoot",
    },
    {
      title: "Beach-Themed Shoots",
      text: "Sea breeze in the dupatta, bare feet in the sand and the last of the golden hour. We know the quiet stretches of the Konkan coast and the hour when the beach is yours.",
      photo: "features/02-dune-grass-by-the-sea",
      href: "/program",
      linkLabel: "See beach shoots",
    },
  ] satisfies FeatureCard[],
};

/** A program card (the spec's title and imageUrl; the image is a photo id the pipeline sizes). */
export interface ProgramCard {
  title: string;
  /** Photo id. */
  photo: string;
  /** One line under the title. */
  caption: string;
}

export const programSection = {
  eyebrow: "What we photograph",
  heading: "Our programs",
  cards: [
    { title: "Engagement", photo: "programs/01-engagement", caption: "Rings, roka and the first family portrait" },
    { title: "Wedding", photo: "programs/02-wedding", caption: "Haldi to vidaai, traditional and candid" },
    { title: "Pre-Wedding", photo: "programs/03-pre-wedding", caption: "A day of the two of you, anywhere you love" },
    { title: "Baby Shower", photo: "programs/04-baby-shower", caption: "Godh bharai and gentle family portraits" },
  ] satisfies ProgramCard[],
};

export const intro = {
  eyebrow: `Since ${studio.foundedYear}`,
  heading: "Photographs your grandchildren will ask about",
  paragraphs: [
    `${studio.name} is a family-run photography and cinematography studio in ${studio.address.locality}. For over fifteen years we have photographed weddings, pre-wedding journeys, baby showers and the small family milestones that matter just as much.`,
    "We work quietly and stay close: traditional coverage for the album your parents will show everyone, and candid moments nobody posed for. Every photograph is edited by hand, and your album is designed with you, page by page.",
  ],
  programsHeading: "Every occasion we cover",
};

export const galleryBlock = {
  eyebrow: "Recent work",
  heading: "A glimpse of the celebrations we have kept",
  text: "Colour, texture and light from the weddings, shoots and family days of the last few seasons.",
  /** The set whose photos fill the mosaic (six look best). */
  photoSet: "home-gallery",
  href: "/program",
  linkLabel: "View the full gallery",
};

export const testimonialsSection = {
  eyebrow: "Kind words",
  heading: "Testimonials",
};
