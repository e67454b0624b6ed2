import { featuredFilm } from "../content/home";
import { PageLink } from "../shell/PageLink";
import { ArrowForwardIcon } from "./icons";
import { LaterFilms } from "./LaterFilms";

/** The home page's featured film, once the page has hydrated (LaterFilms); nothing when home.json names none. */
export function FeaturedFilm() {
  if (!featuredFilm) return null;
  return (
    <LaterFilms>
      {({ FilmPlayer, films }) => {
        const film = films.find((f) => f.id === featuredFilm!.film);
        return film ? (
          <section className="section home-film" aria-labelledby="film-title">
            <div className="container home-film__grid">
              <div className="home-film__text">
                <span className="eyebrow home-film__eyebrow">{featuredFilm!.eyebrow}</span>
                <h2 id="film-title">{featuredFilm!.heading}</h2>
                <p>{featuredFilm!.text}</p>
                <PageLink to="stories" hash="films" className="home-film__link">
                  {featuredFilm!.linkLabel} <ArrowForwardIcon className="home-film__arrow" />
                </PageLink>
              </div>
              <FilmPlayer film={film} sizes="(min-width: 1248px) 680px, (min-width: 1024px) 56vw, 100vw" />
            </div>
          </section>
        ) : null;
      }}
    </LaterFilms>
  );
}
