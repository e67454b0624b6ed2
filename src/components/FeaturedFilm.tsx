import { featuredFilm, filmById } from "../content/films";
import { PageLink } from "../shell/PageLink";
import { FilmPlayer } from "./FilmPlayer";
import { ArrowForwardIcon } from "./icons";

/** The home page's featured film (films.json's `featured`), drawn after hydration (LaterPart); nothing when none is named. */
export function FeaturedFilm() {
  const film = filmById(featuredFilm?.film);
  if (!featuredFilm || !film) return null;
  return (
    <section className="section home-film" aria-labelledby="film-title">
      <div className="container home-film__grid">
        <div className="home-film__text">
          <span className="eyebrow home-film__eyebrow">{featuredFilm.eyebrow}</span>
          <h2 id="film-title">{featuredFilm.heading}</h2>
          <p>{featuredFilm.text}</p>
          <PageLink to="stories" hash="films" className="home-film__link">
            {featuredFilm.linkLabel} <ArrowForwardIcon className="home-film__arrow" />
          </PageLink>
        </div>
        <FilmPlayer film={film} sizes="(min-width: 1248px) 680px, (min-width: 1024px) 56vw, 100vw" />
      </div>
    </section>
  );
}
