// The films (films.json): a YouTube video each, shown as a poster of the studio's own until the
// visitor taps play (components/FilmPlayer.tsx).
import raw from "./films.json";
import { load } from "./load";
import { photoFor } from "./photos";
import { fill } from "../lib/localize";
import type { Photo } from "../lib/photos";
import type { ContentOf } from "./schema";

type Films = ContentOf<"films">;
export type Film = NonNullable<Films["films"]>[number];

const content = load<"films">(raw);

// An emptied list is left out of the file by the editor.
export const films: Film[] = content.films ?? [];
export const filmWords: Films["words"] = content.words;
/** The film the home page shows at its end, with its words (none when films.json names none). */
export const featuredFilm: Films["featured"] = content.featured;

export function filmById(id: string | undefined): Film | undefined {
  return id === undefined ? undefined : films.find((f) => f.id === id);
}

/** An occasion's (a program's) films. */
export function filmsOf(occasion: string): Film[] {
  return films.filter((f) => f.occasion === occasion);
}

export function posterOf(film: Film): Photo | undefined {
  return photoFor(film.poster);
}

/** "10:35", as a player shows a length. */
export function clockLength(film: Film): string {
  return `${film.minutes}:${String(film.seconds).padStart(2, "0")}`;
}

/** "10 min 35 s", for screen readers. */
export function spokenLength(film: Film): string {
  return fill(filmWords.minutes, { minutes: film.minutes, seconds: film.seconds });
}
