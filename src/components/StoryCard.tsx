import clsx from "clsx";
import { coverOf, placeAndDate, storiesWords, type Story } from "../content/stories";
import { PageLink } from "../shell/PageLink";
import { storyRouteId } from "../shell/links";
import { Photo } from "./Photo";
import { ArrowForwardIcon } from "./icons";
import "./StoryCard.css";

export interface StoryCardProps {
  story: Story;
  /** How wide the cover is shown (a sizes attribute). */
  sizes: string;
  /** The heading level of its title in the page's outline. */
  level?: 2 | 3;
  /** Beside its cover on a wide screen, with where and when and its short text: the list on /stories/. */
  wide?: boolean;
  /** Wide, with the cover on the right. */
  flip?: boolean;
}

/**
 * A story in a list: its cover, whose story it is and its title (one link over the whole card);
 * wide, where and when and its short text too.
 */
export function StoryCard({ story, sizes, level = 3, wide = false, flip = false }: StoryCardProps) {
  const cover = coverOf(story);
  const Title = level === 2 ? "h2" : "h3";
  return (
    <article className={clsx("story-card", wide && "story-card--wide", wide && flip && "story-card--flip")}>
      <div className="story-card__media">
        {cover && <Photo photo={cover} alt="" sizes={sizes} cover placeholder={false} />}
        {story.sample && <span className="story-card__tag">{storiesWords.sampleTag}</span>}
      </div>
      <div className="story-card__body">
        <Title className="story-card__title">
          <PageLink to={storyRouteId(story.slug)} className="story-card__link">
            <span className="story-card__names">{story.names}</span>
            <span className="visually-hidden">: </span>
            {story.title}
          </PageLink>
        </Title>
        {wide && <p className="story-card__place">{placeAndDate(story)}</p>}
        {wide && <p className="story-card__summary">{story.summary}</p>}
        {wide && (
          <span className="story-card__more" aria-hidden="true">
            {storiesWords.read} <ArrowForwardIcon className="story-card__arrow" />
          </span>
        )}
      </div>
    </article>
  );
}
