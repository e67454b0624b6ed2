// What the route table needs of each story (src/shell/routes.ts): its address, names and title, for
// every page's client-side routing; in the build, the whole story (description, share photo).
import raw from "./stories.json?routes";
import { load } from "./load";
import type { Story } from "./schema";

/** Each story's address, names and title (the browser's route table has nothing more of it). */
export type StoryRoute = Pick<Story, "slug" | "names" | "title"> & Partial<Story>;

/**
 * Every story's route. The list comes from the bundlers' view of the folder (tooling/content/
 * folders.ts: the build's bundles, and vitest); a script run by Node itself sees stories.json
 * alone, so none: such a script takes the pages from the build instead (test/browser/screenshots.ts).
 */
export const storyRoutes: StoryRoute[] = (load<"storyWords">(raw) as unknown as { stories?: StoryRoute[] }).stories ?? [];

export { storyPhotoSet } from "./story-files";
