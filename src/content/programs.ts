// The programs (kinds of shoot) the studio offers: programs.json.
import raw from "./programs.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

/** A program in the footer list and the home page's descriptive section. */
export type Program = ContentOf<"programs">["programs"][number];

export const programs: Program[] = load<"programs">(raw).programs;
