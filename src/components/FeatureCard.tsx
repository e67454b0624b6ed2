import { Link } from "wouter";
import { photoFor, type FeatureCard as FeatureCardData } from "../content/home";
import { Photo } from "./Photo";
import "./FeatureCard.css";

/** A large photo card for a signature shoot; the whole card is one link (its title). */
export function FeatureCard({ card }: { card: FeatureCardData }) {
  const photo = photoFor(card.photo);
  return (
    <article className="feature-card">
      <div className="feature-card__media">
        {photo && <Photo photo={photo} sizes="(min-width: 1248px) 600px, (min-width: 768px) 48vw, 100vw" cover />}
      </div>
      <div className="feature-card__body">
        <h3 className="feature-card__title">
          <Link href="/program" className="feature-card__link">
            {card.title}
          </Link>
        </h3>
        <p className="feature-card__text">{card.text}</p>
        <span className="feature-card__more" aria-hidden="true">
          {card.linkLabel} <span className="feature-card__arrow">→</span>
        </span>
      </div>
    </article>
  );
}
