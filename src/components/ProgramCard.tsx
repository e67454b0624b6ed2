import type { ProgramCard as ProgramCardData } from "../content/home";
import { photoFor } from "../content/photos";
import { useBooking } from "../hooks/useBooking";
import { labels } from "../content/labels";
import { fill } from "../lib/localize";
import { PageLink } from "../shell/PageLink";
import { occasionLink } from "../shell/links";
import { Photo } from "./Photo";
import "./ProgramCard.css";

/**
 * One program: photo, title and caption link to its occasion's stories (the title's link covers the card);
 * BOOK NOW sits above that link and opens the booking dialog instead of navigating.
 */
export function ProgramCard({ card }: { card: ProgramCardData }) {
  const { openBooking } = useBooking();
  const photo = photoFor(card.photo);
  return (
    <article className="program-card">
      <div className="program-card__media">
        {photo && (
          // No inline placeholder: four would push the home page past its 14 KB; the spinner shows instead.
          <Photo photo={photo} sizes="(min-width: 1248px) 290px, (min-width: 1024px) 23vw, 47vw" cover placeholder={false} />
        )}
      </div>
      <div className="program-card__body">
        <h3 className="program-card__title">
          <PageLink {...occasionLink(card.occasion)} className="program-card__link">
            {card.title}
          </PageLink>
        </h3>
        <p className="program-card__caption">{card.caption}</p>
        <button type="button" className="button button--ghost program-card__book" onClick={() => openBooking({ occasion: card.occasion })}>
          {labels.programCard.book}
          <span className="visually-hidden">{` ${fill(labels.programCard.bookFor, { title: card.title })}`}</span>
        </button>
      </div>
    </article>
  );
}
