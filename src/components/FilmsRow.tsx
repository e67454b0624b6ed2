import { films } from "../content/films";
import { programRows } from "../content/gallery";
import { PageLink } from "../shell/PageLink";
import { FilmPlayer } from "./FilmPlayer";

/** /program's row of films, drawn after hydration (LaterPart); nothing without films. */
export function FilmsRow() {
  if (!programRows || films.length === 0) return null;
  return (
    <section className="section container program__row" aria-labelledby="program-films">
      <div className="program__row-head">
        <h2 id="program-films">{programRows.filmsHeading}</h2>
        <PageLink to="stories" hash="films" className="program__all">
          {programRows.allLink}
        </PageLink>
      </div>
      <div className="program__films">
        {films.map((film) => (
          <FilmPlayer key={film.id} film={film} sizes="(min-width: 1248px) 380px, (min-width: 960px) 31vw, 80vw" compact />
        ))}
      </div>
    </section>
  );
}
