// The photographs the sample content is made of, their authors and licences, shown on /credits:
// credits.json. static/photos/CREDITS.md has the same list with the exact crop of every file.
// When the studio's own photos replace these, empty the list (and remove the footer link).
import raw from "./credits.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

export interface Licence {
  name: string;
  url: string;
}

type Credits = ContentOf<"credits">;
export type PhotoCredit = Omit<NonNullable<Credits["credits"]>[number], "licences"> & { licences: Licence[] };

const content = load<"credits">(raw);
const licences = new Map((content.licences ?? []).map((l) => [l.id, { name: l.name, url: l.url }]));

export const creditsIntro = content.intro;

export const photoCredits: PhotoCredit[] = (content.credits ?? []).map((c) => ({
  ...c,
  // The build's content check stops on an unknown licence id.
  licences: c.licences.map((id) => licences.get(id) ?? { name: id, url: "" }),
}));

/** Where each set of photos appears, for the credits page. */
export const photoSetLabels: Record<string, string> = content.setLabels;
