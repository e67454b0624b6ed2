import { useEffect, useState, type ReactNode } from "react";
import type { Film } from "../content/films";
import { loadFullStylesheet } from "../shell/full-stylesheet";
import type { FilmPlayer } from "./FilmPlayer";

export interface FilmKit {
  FilmPlayer: typeof FilmPlayer;
  films: Film[];
}

/**
 * Films on a page that is not about them (the home page's featured film, /program's row): drawn
 * once the page has hydrated, with the player's code and the films fetched then and the whole
 * stylesheet applied. They play only with script and sit far below the first screen, and there
 * their markup, styles and code would take those pages past the 14 KB of the first round trip and
 * the 85 KB of script before hydration. Nothing while the code cannot load.
 */
export function LaterFilms({ children }: { children: (kit: FilmKit) => ReactNode }) {
  const [kit, setKit] = useState<FilmKit | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import("./FilmPlayer"), import("../content/films"), loadFullStylesheet()]).then(
      ([player, content]) => {
        if (live) setKit({ FilmPlayer: player.FilmPlayer, films: content.films });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return kit ? children(kit) : null;
}
