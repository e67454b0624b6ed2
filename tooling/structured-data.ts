// JSON-LD from content: in the build's Node bundle, never in the browser's.
import { studio } from "../src/content/studio";
import { plans, type Plan } from "../src/content/plans";
import { faq } from "../src/content/faq";
import { labels } from "../src/content/labels";
import { programs } from "../src/content/programs";
import { coverOf, type Story } from "../src/content/stories";
import { photosOf } from "../src/content/story-photos";
import { filmById, posterOf } from "../src/content/films";
import type { Photo } from "../src/lib/photos";
import { fill } from "../src/lib/localize";
import { formatRupees } from "../src/lib/format";
import { isoDuration, youtubeEmbedUrl, youtubeId } from "../src/lib/youtube";
import { icons, shareImagePath } from "./site-meta";

export type JsonLd = Record<string, unknown>;

export const studioId = (siteUrl: string) => `${siteUrl}/#studio`;

/** "₹50,000–₹1,30,000", from the cheapest to the dearest plan. */
function priceRange(plans: Plan[]): string {
  const low = formatRupees(Math.min(...plans.map((p) => p.price)));
  const high = formatRupees(Math.max(...plans.map((p) => p.price)));
  return low === high ? low : `${low}–${high}`;
}

/** What Google shows in its knowledge panel and on Maps. */
export function studioJsonLd(siteUrl: string): JsonLd {
  const { address, geo, openingHours, socials } = studio;
  const knowsAbout = programs.map((p) => p.title);
  return {
    // schema.org has no studio type; Google accepts any LocalBusiness subtype.
    "@type": "ProfessionalService",
    "@id": studioId(siteUrl),
    name: studio.name,
    description: studio.description,
    url: `${siteUrl}/`,
    logo: siteUrl + icons.png512,
    image: siteUrl + shareImagePath("/"),
    telephone: studio.phone.e164,
    email: studio.email,
    priceRange: priceRange(plans),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude } } : {}),
    ...(openingHours && openingHours.length > 0 ? { openingHours } : {}),
    ...(studio.foundedYear ? { foundingDate: String(studio.foundedYear) } : {}),
    ...(studio.founder ? { founder: { "@type": "Person", name: studio.founder } } : {}),
    ...(knowsAbout.length > 0 ? { knowsAbout } : {}),
    sameAs: Object.values(socials).filter(Boolean),
  };
}

/** The page node's own fields, its address among them, come from head.ts. */
export function faqJsonLd(): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function plansJsonLd(pageUrl: string, siteUrl: string): JsonLd {
  return {
    "@type": "Service",
    name: labels.structuredData.service,
    serviceType: labels.structuredData.serviceType,
    provider: { "@id": studioId(siteUrl) },
    url: pageUrl,
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: fill(labels.structuredData.offer, { plan: plan.name }),
      // One sentence a line, whatever the owner ended each with (".", "।" or nothing).
      description: [plan.summary, ...plan.features].map((line) => line.trim().replace(/[.।]+$/, "")).join(". ") + ".",
      price: plan.price,
      priceCurrency: "INR",
      url: pageUrl,
      availability: "https://schema.org/InStock",
    })),
  };
}

/** "<" escaped: no text in content can close the script early or open a comment. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

function imageObject(photo: Photo, siteUrl: string, caption?: string): JsonLd {
  const largest = photo.variants[photo.variants.length - 1];
  return {
    "@type": "ImageObject",
    contentUrl: siteUrl + (largest?.jpeg ?? ""),
    width: largest?.width ?? photo.width,
    height: largest ? Math.round((largest.width * photo.height) / photo.width) : photo.height,
    description: photo.alt,
    ...(caption ? { caption } : {}),
  };
}

/** A story's page as an ImageGallery; the page node's own fields come from head.ts. */
export function storyGalleryJsonLd(story: Story, siteUrl: string): JsonLd {
  const film = filmById(story.film);
  const poster = film && posterOf(film);
  const occasion = programs.find((p) => p.id === story.occasion)?.title;
  const cover = coverOf(story);
  const video = film && {
    "@type": "VideoObject",
    name: film.title,
    description: story.summary,
    embedUrl: youtubeEmbedUrl(youtubeId(film.youtube) ?? "").replace(/\?.*$/, ""),
    duration: isoDuration(film.minutes, film.seconds),
    ...(poster ? { thumbnailUrl: imageObject(poster, siteUrl).contentUrl } : {}),
  };
  return {
    "@type": "ImageGallery",
    headline: `${story.names}: ${story.title}`,
    dateCreated: `${story.year}-${String(story.month).padStart(2, "0")}`,
    contentLocation: { "@type": "Place", name: story.venue, address: { "@type": "PostalAddress", addressLocality: story.town } },
    ...(occasion ? { genre: occasion } : {}),
    creator: { "@id": studioId(siteUrl) },
    ...(cover ? { thumbnailUrl: imageObject(cover, siteUrl).contentUrl } : {}),
    image: photosOf(story.slug).map((p) => imageObject(p.photo, siteUrl, p.caption)),
    ...(video ? { video } : {}),
  };
}
