import clsx from "clsx";
import type { Photo as PhotoData } from "../lib/photos";
import { PageLink } from "../shell/PageLink";
import { storyRouteId } from "../shell/links";
import { Photo } from "./Photo";
import { ArrowForwardIcon } from "./icons";
import "./StoryCard.css";

export interface StoryCardProps {
  story: { slug: string; names: string; title: string; sample?: boolean };
  cover: PhotoData | undefined;
  /** The tag on a sample story's cover. */
  sampleTag: string;
  /** How wide the cover is shown (a sizes attribute). */
  sizes: string;
  /** The cover is the page's largest paint (the first card of /stories/). */
  priority?: boolean;
  /** The heading level of its title in the page's outline. */
  level?: 2 | 3;
  /** Beside its cover on a wide screen, with where and when, its short text and a "read" line: the list on /stories/. */
  details?: { place: string; summary: string; read: string };
  /** With details, the cover on the right. */
  flip?: boolean;
}

/**
 * A story in a list: its cover, whose story it is and its title (one link over the whole card);
 * with details, where and when and its short text too. Its words come from the page, which has
 * them from the view of the stories it needs (content/stories.ts, content/story-teasers.ts).
 */
export function StoryCard({ story, cover, sampleTag, sizes, priority = false, level = 3, details, flip = false }: StoryCardProps) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <article className={clsx("story-card", details && "story-card--wide", details && flip && "story-card--flip")}>
      <div className="story-card__media">
        {cover && <Photo photo={cover} alt="" sizes={sizes} cover priority={priority} placeholder={priority} />}
        {story.sample && <span className="story-card__tag">{sampleTag}</span>}
      </div>
      <div className="story-card__body">
        <Title className="story-card__title">
          <PageLink to={storyRouteId(story.slug)} className="story-card__link">
            <span className="story-card__names">{story.names}</span>
            <span className="visually-hidden">: </span>
            {story.title}
          </PageLink>
        </Title>
        {details && (
          <>
            <p className="story-card__place">{details.place}</p>
            <p className="story-card__summary">{details.summary}</p>
            <span className="story-card__more" aria-hidden="true">
              {details.read} <ArrowForwardIcon className="story-card__arrow" />
            </span>
          </>
        )}
      </div>
    </article>
  );
}
