import { Hero } from "../components/Hero";
import { FeatureCard } from "../components/FeatureCard";
import { DateCheck } from "../components/DateCheck";
import { ProgramCard } from "../components/ProgramCard";
import { ProgramDescriptions } from "../components/ProgramDescriptions";
import { GalleryBlock } from "../components/GalleryBlock";
import { Testimonials } from "../components/Testimonials";
import { LaterPart } from "../components/LaterPart";
import { features, intro, programSection, testimonialsSection } from "../content/home";
import { programDescriptions } from "../content/program-descriptions";
import { testimonials } from "../content/testimonials";
import "./Home.css";

const loadFeaturedFilm = () => import("../components/FeaturedFilm").then((m) => m.FeaturedFilm);

/** The home page, in the spec's order: hero, features, program cards, descriptions, gallery, testimonials; then the featured film. */
export function Home() {
  return (
    <>
      <Hero />

      <section className="section home-features" aria-labelledby="features-title">
        <div className="container">
          <header className="home__head">
            <span className="eyebrow">{features.eyebrow}</span>
            <h2 id="features-title">{features.heading}</h2>
          </header>
          <div className="home-features__grid">
            {features.cards.map((card) => (
              <FeatureCard key={card.title} card={card} />
            ))}
          </div>
          <DateCheck />
        </div>
      </section>

      <section className="section home-programs" aria-labelledby="programs-title">
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

      <section className="section home-intro" aria-labelledby="intro-title">
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
            <ProgramDescriptions programs={programDescriptions} />
          </div>
        </div>
      </section>

      <GalleryBlock />

      {/* Not a labelled region itself: the carousel inside is the "Testimonials" region. */}
      <section className="section home-testimonials">
        <div className="container">
          <header className="home__head">
            <span className="eyebrow">{testimonialsSection.eyebrow}</span>
            <h2>{testimonialsSection.heading}</h2>
          </header>
          <Testimonials items={testimonials} />
        </div>
      </section>

      {/* The featured film, last: it is drawn once the page has hydrated, and there it moves
          nothing a visitor may be reading or a link may have scrolled to. */}
      <LaterPart load={loadFeaturedFilm} />
    </>
  );
}
