// Each page's title, search description and menu labels: pages.json, keyed by route id. The
// route table (src/shell/routes.ts) adds the paths, files and photos.
import raw from "./pages.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

export type PageWords = ContentOf<"pages">;

export const pageWords: PageWords = load<"pages">(raw);
