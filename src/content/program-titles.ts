// The programs' titles, for the footer's list on every page. In the browser bundle this import is
// programs.json with only each program's id and title (tooling/content/browser-content.ts), so a
// page does not carry every description (2.5 KB brotli in Marathi) that only the home page shows.
import raw from "./programs.json?titles";
import { load } from "./load";
import type { Program } from "./programs";

export const programTitles: Pick<Program, "id" | "title">[] = load<"programs">(raw).programs.map(({ id, title }) => ({ id, title }));
