import { useRef } from "react";
import { coverOf, placeAndDate, stories, storiesWords, type Story as StoryData } from "../content/stories";
import { photosOf } from "../content/story-photos";
import { filmById } from "../content/films";
import { programTitles } from "../content/program-titles";
import { labels } from "../content/labels";
import { isUpright, storyRows } from "../lib/story-layout";
import { useCurrentRouteId } from "../shell/useCurrentRouteId";
import { PageLink } from "../shell/PageLink";
import { storyRouteId } from "../shell/links";
import { Photo } from "../components/Photo";
import { useLightbox } from "../hooks/useLightbox";
import { lightboxOnDemand, openerLabel } from "../components/lightbox-chunk";
import { useNearViewport } from "../hooks/useNearViewport";
import { StoryCard } from "../components/StoryCard";
import { FilmPlayer } from "../components/FilmPlayer";
import { ClosingActions } from "../components/ClosingActions";
import "./Story.css";

const sizes = {
  wide: "(min-width: 1248px) 1168px, 100vw",
  pair: "(min-width: 1248px) 576px, (min-width: 600px) 48vw, 100vw",
  single: "(min-width: 1248px) 576px, (min-width: 600px) 60vw, 100vw",
};

/** Up to three other stories: the same occasion's first, then the newest. */
function moreStories(story: StoryData): StoryData[] {
  const others = stories.filter((s) => s.slug !== story.slug);
  return [...others.filter((s) => s.occasion === story.occasion), ...others.filter((s) => s.occasion !== story.occasion)].slice(0, 3);
}

/**
 * One story, told as a magazine would: the cover across the page with whose story it is, where and
 * when; a few lines; the photos in a rhythm of wide and paired frames with their captions; its
 * film; and a way to book the same occasion.
 */
export function Story() {
  const routeId = useCurrentRouteId();
  const photosEl = useRef<HTMLDivElement>(null);
  const { view: box, open, setOpen, choose } = useLightbox(useNearViewport(photosEl), lightboxOnDemand);
  const story = stories.find((s) => storyRouteId(s.slug) === routeId);
  if (!story) return null;
  const cover = coverOf(story);
  const photos = photosOf(story.slug);
  const rows = storyRows(photos.map((p, index) => ({ ...p, index })), (p) => isUpright(p.photo));
  // In the large view, each with its caption, in the story's order.
  const large = photos.map(({ photo, caption }) => ({ ...photo, caption }));
  const film = filmById(story.film);
  const occasion = programTitles.find((p) => p.id === story.occasion);
  const closing = storiesWords.closing;
  return (
    <article className="story">
      <header className="story__cover">
        <div className="story__cover-media">{cover && <Photo photo={cover} sizes="100vw" priority cover />}</div>
        <div className="story__cover-text">
          {occasion && (
            <PageLink to="stories" hash={occasion.id} className="story__occasion">
              {occasion.title}
            </PageLink>
          )}
          <h1 className="story__title">
            <span className="story__names">{story.names}</span>
            <span className="visually-hidden">: </span>
            {story.title}
          </h1>
          <p className="story__place">{placeAndDate(story)}</p>
        </div>
      </header>

      <div className="story__intro container">
        <p className="story__summary">{story.summary}</p>
        {story.sample && (
          <p className="story__sample">
            {storiesWords.sample} <PageLink to="credits">{labels.footer.credits}</PageLink>
          </p>
        )}
      </div>

      <div className="story__photos container" ref={photosEl}>
        {rows.map((row) => (
          <div key={row.items[0].photo.id} className={`story__row story__row--${row.kind}`}>
            {row.items.map(({ photo, caption, index }) => (
              <figure key={photo.id} className="story__figure">
                <button type="button" className="story__open" aria-haspopup="dialog" aria-label={openerLabel(photo.alt, index, large.length)} onClick={() => choose(index)}>
                  <Photo photo={photo} alt="" sizes={sizes[row.kind]} />
                </button>
                {caption && <figcaption className="story__caption">{caption}</figcaption>}
              </figure>
            ))}
          </div>
        ))}
      </div>
      {box && <box.Lightbox photos={large} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />}

      {film && (
        <section className="story__film container" aria-labelledby="story-film">
          <h2 id="story-film" className="story__section-title">
            {storiesWords.filmHeading}
          </h2>
          <FilmPlayer film={film} sizes="(min-width: 1248px) 1000px, 100vw" />
        </section>
      )}

      <section className="story__closing" aria-labelledby="story-closing">
        <div className="container">
          <h2 id="story-closing">{closing.heading}</h2>
          <p>{closing.text}</p>
          <ClosingActions words={closing} occasion={story.occasion} className="story__actions" />
        </div>
      </section>

      <nav className="story__more container" aria-labelledby="story-more">
        <h2 id="story-more" className="story__section-title">
          {storiesWords.more}
        </h2>
        <div className="story__more-grid">
          {moreStories(story).map((s) => (
            <StoryCard key={s.slug} story={s} cover={coverOf(s)} sampleTag={storiesWords.sampleTag} sizes="(min-width: 1248px) 380px, (min-width: 600px) 31vw, 100vw" />
          ))}
        </div>
        <PageLink to="stories" className="story__back">
          {storiesWords.back}
        </PageLink>
      </nav>
    </article>
  );
}
