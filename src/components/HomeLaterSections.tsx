import { ProgramCard } from "./ProgramCard";
import { ProgramDescriptions } from "./ProgramDescriptions";
import { GalleryBlock } from "./GalleryBlock";
import { FilmPlayer } from "./FilmPlayer";
import { ArrowForwardIcon } from "./icons";
import { PageLink } from "../shell/PageLink";
import { filmById } from "../content/films";
import { useHydrated } from "../hooks/useHydrated";
import { Testimonials } from "./Testimonials";
import { featuredFilm, intro, programSection, testimonialsSection } from "../content/home";
import { programs } from "../content/programs";
import { testimonials } from "../content/testimonials";

/**
 * The home page below its first screens, in the spec's order: program cards, descriptions,
 * gallery, the featured film, testimonials. Its own chunk, hydrated after the rest of the page (pages/Home.tsx);
 * its styles are the home page's (Home.css).
 */
export function HomeLaterSections() {
  const film = filmById(featuredFilm?.film);
  // The film is drawn once the page has hydrated: it plays only with the page's script, it sits
  // far below the first screen, and its half a kilobyte would take the Hindi and Marathi home
  // pages past the 14 KB of the first round trip.
  const hydrated = useHydrated();
  return (
    <>
      <section className="section later home-programs" aria-labelledby="programs-title">
        <div className="container">
          <header className="home__head">
            <span className="eyebrow">{programSection.eyebrow}</span>
            <h2 id="programs-title">{programSection.heading}</h2>
          </header>
          <div className="home-programs__grid">
            {programSection.cards.map((card) => (
              <ProgramCard key={card.title} card={card} />
            ))}
          </div>
        </div>
      </section>

      <section className="section later home-intro" aria-labelledby="intro-title">
        <div className="container home-intro__grid">
          <div className="home-intro__text">
            <span className="eyebrow">{intro.eyebrow}</span>
            <h2 id="intro-title">{intro.heading}</h2>
            {intro.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <div>
            <h3 className="home-intro__list-title">{intro.programsHeading}</h3>
            <ProgramDescriptions programs={programs} />
          </div>
        </div>
      </section>

      <GalleryBlock />

      {hydrated && featuredFilm && film && (
        <section className="section later home-film" aria-labelledby="film-title">
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
      )}

      {/* Not a labelled region itself: the carousel inside is the "Testimonials" region. */}
      <section className="section later home-testimonials">
        <div className="container">
          <header className="home__head">
            <span className="eyebrow">{testimonialsSection.eyebrow}</span>
            <h2>{testimonialsSection.heading}</h2>
          </header>
          <Testimonials items={testimonials} />
        </div>
      </section>
    </>
  );
}
