// Addresses and colours shared by head.ts and seo.ts; no content, so the build imports it directly.

/** --paper in src/styles/tokens.css (a test keeps them equal). */
export const themeColor = "#fbf8f3";
export const backgroundColor = "#fbf8f3";

/** From static/, or drawn by seo.ts when missing; no hash in their names, so not under /assets/. */
export const icons = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  png192: "/icons/icon-192.png",
  png512: "/icons/icon-512.png",
  appleTouch: "/icons/apple-touch-icon.png",
};

/** What Open Graph and Twitter's large card both crop to. */
export const shareImageSize = { width: 1200, height: 630 };

/** A fixed name a chat app may fetch again, so not under /assets/: /share/home.jpg ... */
export function shareImagePath(routePath: string): string {
  const slug = routePath === "/" ? "home" : routePath.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
  return `/share/${slug}.jpg`;
}
