import clsx from "clsx";
import { useEffect, useRef } from "react";
import { coverOf, placeAndDate, storiesOf, storiesWords } from "../content/stories";
import { films, filmsOf } from "../content/films";
import { programTitles } from "../content/program-titles";
import { useBooking } from "../hooks/useBooking";
import { useLocationHash } from "../hooks/useLocationHash";
import { useTargetOnArrival } from "../hooks/useTargetOnArrival";
import { fill } from "../lib/localize";
import { StoryCard } from "../components/StoryCard";
import { FilmPlayer } from "../components/FilmPlayer";
import "./Stories.css";

const cardSizes = "(min-width: 1248px) 680px, (min-width: 768px) 56vw, 100vw";
const filmSizes = (i: number) => (i === 0 ? "(min-width: 1248px) 1168px, 100vw" : "(min-width: 1248px) 576px, (min-width: 768px) 48vw, 100vw");

/**
 * Every story, occasion by occasion, then the films, then the programs without a story yet. Each
 * occasion is a place on the page (/stories/#wedding): the links at the top, the cards of the
 * home page and the footer's programs lead there, and the page then shows only that occasion
 * (Stories.css, by :target, so it works without JavaScript too).
 */
export function Stories() {
  useTargetOnArrival();
  const hash = useLocationHash();
  const chipRow = useRef<HTMLUListElement>(null);
  // The header's language links lead to this place on the page in each language (here, not in
  // the header, the one page with places: every page's first scripts stay as they were).
  useEffect(() => document.querySelectorAll<HTMLAnchorElement>("a[hreflang]").forEach((a) => (a.hash = hash)), [hash]);
  // On a phone the row scrolls sideways: bring the current chip into it (the page stays put).
  useEffect(() => {
    const row = chipRow.current;
    const chip = row?.querySelector("[aria-current]");
    if (!row || !chip) return;
    const [r, c] = [row.getBoundingClientRect(), chip.getBoundingClientRect()];
    row.scrollLeft += c.left - r.left - (r.width - c.width) / 2;
  }, [hash]);
  const { openBooking } = useBooking();
  const told = programTitles.filter((p) => storiesOf(p.id).length > 0);
  const others = programTitles.filter((p) => storiesOf(p.id).length === 0);
  // The covers alternate sides down the whole page, across occasions.
  const order = told.flatMap((p) => storiesOf(p.id).map((s) => s.slug));
  const chips = [...told.map((p) => ({ id: p.id, label: p.title })), ...(films.length ? [{ id: "films", label: storiesWords.filmsHeading }] : [])];
  return (
    <div className="stories">
      <header className="page-head">
        <div className="container">
          <span className="eyebrow">{storiesWords.eyebrow}</span>
          <h1>{storiesWords.title}</h1>
          <p>{storiesWords.intro}</p>
        </div>
      </header>
      <nav className="stories__filter container" aria-label={storiesWords.filterLabel}>
        <ul className="stories__chips" ref={chipRow}>
          {[{ id: "all", label: storiesWords.all }, ...chips].map((chip) => {
            // A program without a story yet (#event) is none of them.
            const current = hash === `#${chip.id}` || (chip.id === "all" && (hash === "" || hash === "#"));
            return (
              <li key={chip.id}>
                <a href={`#${chip.id}`} className={clsx("stories__chip", current && "stories__chip--current")} aria-current={current ? "location" : undefined}>
                  {chip.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="stories__list container" id="all">
        {told.map((program) => (
          <section key={program.id} id={program.id} className="stories__occasion" aria-labelledby={`${program.id}-title`}>
            <h2 id={`${program.id}-title`} className="stories__heading">
              {program.title}
            </h2>
            <div className="stories__grid">
              {storiesOf(program.id).map((story) => (
                <StoryCard
                  key={story.slug}
                  story={story}
                  cover={coverOf(story)}
                  sampleTag={storiesWords.sampleTag}
                  sizes={cardSizes}
                  priority={order[0] === story.slug}
                  details={{ place: placeAndDate(story), summary: story.summary, read: storiesWords.read }}
                  flip={order.indexOf(story.slug) % 2 === 1}
                />
              ))}
            </div>
          </section>
        ))}
        {films.length > 0 && (
          <section id="films" className="stories__occasion stories__films" aria-labelledby="films-title">
            <h2 id="films-title" className="stories__heading">
              {storiesWords.filmsHeading}
            </h2>
            <div className="stories__film-grid">
              {films.map((film, i) => (
                <FilmPlayer key={film.id} film={film} sizes={filmSizes(i)} />
              ))}
            </div>
          </section>
        )}
        {others.length > 0 && (
          <section className="stories__others" aria-labelledby="others-title">
            <h2 id="others-title" className="stories__heading">
              {storiesWords.otherHeading}
            </h2>
            <p className="stories__others-text">{storiesWords.otherText}</p>
            <ul className="stories__other-list">
              {others.map((program) => (
                <li key={program.id} id={program.id} className="stories__occasion stories__other">
                  <span className="stories__other-title">{program.title}</span>
                  {filmsOf(program.id).length > 0 && (
                    <a className="stories__other-films" href="#films">
                      {storiesWords.filmsHeading}
                    </a>
                  )}
                  <button
                    type="button"
                    className="button button--ghost stories__ask"
                    aria-label={fill(storiesWords.askAbout, { program: program.title })}
                    onClick={() => openBooking({ occasion: program.id })}
                  >
                    {storiesWords.ask}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
