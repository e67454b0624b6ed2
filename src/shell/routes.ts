import { locale, studio } from "../content/load";
import { defaultLocale, isLocale, type Locale } from "../lib/localize";
import { pageWords } from "../content/pages";
import { storyPhotoSet, storyRoutes } from "../content/story-routes";
import { photoId } from "../lib/photos";
import { snippet } from "../lib/snippet";

/** A page's component file is src/pages/<PageName>.tsx (loaded by ./load-page.ts). */
export type PageName = "Home" | "Program" | "Stories" | "Story" | "About" | "Pricing" | "ThankYou" | "Credits" | "NotFound";

/** A story's page: "story/<its address>" (see storyRouteId). */
export type StoryRouteId = `story/${string}`;

/** A route's stable name: links say where they go by id, never by path (paths may gain a locale). */
export type RouteId = "home" | "program" | "stories" | "about" | "pricing" | "thankYou" | "credits" | "notFound" | StoryRouteId;

/** The id of a story's page, from its address (its `slug` in src/content/stories/). */
export function storyRouteId(slug: string): StoryRouteId {
  return `story/${slug}`;
}

/**
 * The one route table: it feeds the router, the header and footer links, the document titles
 * and the list of pages build.ts prerenders (after preact-www's route-config). A route's words
 * (title, description, menu labels) are content: src/content/pages.json, under its id.
 */
export interface RouteEntry {
  id: RouteId;
  /** The path in the default locale (unprefixed), ending in a slash: "/pricing/". */
  path: string;
  /** The document title. */
  title: string;
  /** Meta description for search results and link previews. */
  description: string;
  /** Label in the header navigation; absent for pages not in the menu. */
  nav?: string;
  /** Label in the footer's Quick Links; absent for pages not listed there. */
  quickLink?: string;
  /** Where build.ts writes the prerendered page, relative to dist/. */
  file: string;
  /** The page component, in src/pages/<page>.tsx. */
  page: PageName;
  /** Photo id ("set/file") its 1200x630 share image is cropped from (tooling/seo.ts). */
  sharePhoto?: string;
  /** Kept out of search results and the sitemap. */
  noindex?: boolean;
  /** Old or guessed addresses a visitor might type, redirected here by static hosts (301). */
  aliases?: string[];
}

/** Every page the router serves and build.ts prerenders, in menu order. */
export const routes: RouteEntry[] = [
  {
    id: "home",
    ...pageWords.home,
    path: "/",
    aliases: ["/home"],
    file: "index.html",
    page: "Home",
  },
  {
    id: "program",
    ...pageWords.program,
    path: "/program/",
    aliases: ["/programs"],
    file: "program/index.html",
    page: "Program",
  },
  {
    id: "stories",
    ...pageWords.stories,
    path: "/stories/",
    file: "stories/index.html",
    page: "Stories",
    ...(storyRoutes[0]?.cover ? { sharePhoto: photoId(storyPhotoSet(storyRoutes[0].slug), storyRoutes[0].cover.file) } : {}),
  },
  // One page per story of src/content/stories/, newest first on /stories/ (the content's order here).
  ...storyRoutes.map(
    (story): RouteEntry => ({
      id: storyRouteId(story.slug),
      title: `${story.names}: ${story.title} · ${studio.name}`,
      description: snippet(story.summary ?? "", 160),
      path: `/stories/${story.slug}/`,
      file: `stories/${story.slug}/index.html`,
      page: "Story",
      ...(story.cover ? { sharePhoto: photoId(storyPhotoSet(story.slug), story.cover.file) } : {}),
    }),
  ),
  {
    id: "about",
    ...pageWords.about,
    path: "/about/",
    aliases: ["/about-us"],
    file: "about/index.html",
    page: "About",
  },
  {
    id: "pricing",
    ...pageWords.pricing,
    path: "/pricing/",
    aliases: ["/prices", "/packages"],
    file: "pricing/index.html",
    page: "Pricing",
  },
  {
    id: "thankYou",
    ...pageWords.thankYou,
    path: "/thank-you/",
    aliases: ["/thankyou"],
    file: "thank-you/index.html",
    page: "ThankYou",
    noindex: true,
  },
  {
    id: "credits",
    ...pageWords.credits,
    path: "/credits/",
    file: "credits/index.html",
    page: "Credits",
  },
];

/** Any unknown path; prerendered as 404.html. */
export const notFoundRoute: RouteEntry = {
  id: "notFound",
  ...pageWords.notFound,
  path: "/404/",
  file: "404.html",
  page: "NotFound",
  noindex: true,
};

/**
 * Every page's address ends in a slash ("/program/"), the form every static host serves its
 * program/index.html at without a redirect. A host that serves "/program" or
 * "/program/index.html" as they are, or a link written as site + "/" + path ("//program/"),
 * still shows the same page: each is read as "/program/".
 */
export function normalisePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? "/").replace(/\/{2,}/g, "/").replace(/\/index\.html$/, "/");
  return bare.endsWith("/") ? bare : `${bare}/`;
}

/**
 * A language's address of a default-language path: the first language has no prefix, every
 * other one its code: ("/pricing/", "hi") is "/hi/pricing/", ("/", "hi") is "/hi/".
 */
export function localisePath(path: string, language: Locale): string {
  return language === defaultLocale ? path : `/${language}${path}`;
}

/** The language of an address and its path without the prefix: "/mr/about/" is ["mr", "/about/"]. */
export function splitLocale(path: string): [Locale, string] {
  const p = normalisePath(path);
  const code = /^\/([a-z]{2})\//.exec(p)?.[1];
  return code && code !== defaultLocale && isLocale(code) ? [code, p.slice(3)] : [defaultLocale, p];
}

/** The page an address shows in this build's language (a build has one language). */
export function routeFor(path: string): RouteEntry {
  const [language, p] = splitLocale(path);
  if (language !== locale) return notFoundRoute;
  return routes.find((r) => r.path === p) ?? notFoundRoute;
}

/** Where a route's page is written in a language: "hi/pricing/index.html", "hi/404.html". */
export function localiseFile(file: string, language: Locale): string {
  return language === defaultLocale ? file : `${language}/${file}`;
}

/** The route with this id. */
export function routeById(id: RouteId): RouteEntry {
  return routes.find((r) => r.id === id) ?? notFoundRoute;
}
