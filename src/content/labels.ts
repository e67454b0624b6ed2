// The words of buttons, menus and screen-reader labels: labels.json. A template such as
// "{n} of {count}" is filled by its component with `fill` (src/lib/localize.ts).
import raw from "./labels.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

export type Labels = ContentOf<"labels">;

export const labels: Labels = load<"labels">(raw);
