// The build's Node bundle, afresh every build: the prerender and what is made from content.
export { prepare, render, routes, notFoundRoute, type RouteEntry, type RenderedPage } from "../src/entry-server";
export { headTags, siteFiles } from "./head";
export { localisePath, localiseFile } from "../src/shell/routes";
