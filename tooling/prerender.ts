// The build's Node bundle (bundled afresh by every build, so what it reads from content is never
// stale in the dev server): the app's prerender and what the build makes from content.
export { prepare, render, routes, notFoundRoute, type RouteEntry, type RenderedPage } from "../src/entry-server";
export { headTags, siteFiles } from "./head";
export { localisePath, localiseFile } from "../src/shell/routes";
export { languages } from "../src/content/load";
