import type { FeatureCard as FeatureCardData } from "../content/home";
import { photoFor } from "../content/photos";
import { PageLink } from "../shell/PageLink";
import { occasionLink } from "../shell/links";
import { Photo } from "./Photo";
import { ArrowForwardIcon } from "./icons";
import "./FeatureCard.css";

/** A large photo card for a signature shoot; the whole card is one link (its title) to its occasion's stories, or its one story. */
export function FeatureCard({ card }: { card: FeatureCardData }) {
  const photo = photoFor(card.photo);
  return (
    <article className="feature-card">
      <div className="feature-card__media">
        {photo && <Photo photo={photo} sizes="(min-width: 1248px) 600px, (min-width: 768px) 48vw, 100vw" cover />}
      </div>
      <div className="feature-card__body">
        <h3 className="feature-card__title">
          <PageLink {...occasionLink(card.occasion, card.story)} className="feature-card__link">
            {card.title}
          </PageLink>
        </h3>
        <p className="feature-card__text">{card.text}</p>
        <span className="feature-card__more" aria-hidden="true">
          {card.linkLabel} <ArrowForwardIcon className="feature-card__arrow" />
        </span>
      </div>
    </article>
  );
}
