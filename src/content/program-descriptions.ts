// The programs with their descriptions, for the home page. In the browser bundle this import is
// programs.json with only each program's id and description (tooling/content/browser-content.ts):
// the titles come with the footer's import, which every page has already.
import raw from "./programs.json?descriptions";
import { load } from "./load";
import { programTitles } from "./program-titles";
import type { Program } from "./programs";

export const programDescriptions: Pick<Program, "id" | "title" | "description">[] = load<"programs">(raw).programs.map(({ id, description }) => ({
  id,
  title: programTitles.find((p) => p.id === id)?.title ?? "",
  description,
}));
