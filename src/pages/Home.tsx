import { Hero } from "../components/Hero";
import { FeatureCard } from "../components/FeatureCard";
import { DateCheck } from "../components/DateCheck";
import { features } from "../content/home";
import { laterPart } from "../shell/later-part";
import "./Home.css";

// The sections below the first screens (programs, descriptions, gallery, testimonials) are a
// chunk of their own that hydrates after the rest: the first screen is usable sooner on a slow
// connection, and the page's first scripts are smaller (shell/later-part.tsx).
const sections = laterPart(() => import("../components/HomeLaterSections").then((m) => m.HomeLaterSections));
/** For the page loader: what the page loads after its first screen hydrates. */
export const later = [sections];

/** The home page, in the spec's order: hero, features, program cards, descriptions, gallery, testimonials. */
export function Home() {
  return (
    <>
      {/* Its slideshow preloads wait for the later sections, so they never share a slow connection. */}
      <Hero after={sections.hydrated} />

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

      <sections.Part />
    </>
  );
}
