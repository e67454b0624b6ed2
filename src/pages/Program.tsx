import { photoSet } from "../content/photos";
import { galleryPhotos, programCopy, programRows, sameOriginal } from "../content/gallery";
import { studio } from "../content/studio";
import { spreadBySource } from "../lib/spread";
import { ClosingActions } from "../components/ClosingActions";
import { Carousel } from "../components/Carousel";
import { Photo } from "../components/Photo";
import { StoryCard } from "../components/StoryCard";
import { LaterPart } from "../components/LaterPart";
import { PageLink } from "../shell/PageLink";
import { sampleTag, storyTeasers, teaserCover } from "../content/story-teasers";
import { ParallaxGallery } from "../components/ParallaxGallery";
import "./Program.css";

// Which original each sample photo was cropped from: two crops of one are never neighbours.
const originOf = new Map(sameOriginal.flatMap((group) => group.map((id) => [id, group[0]!] as const)));
// Static content: dealt once, so the gallery's columns are the same object on every render.
const gallery = spreadBySource(galleryPhotos(), (p) => originOf.get(p.id), 7);
const loadFilmsRow = () => import("../components/FilmsRow").then((m) => m.FilmsRow);

/** Ten favourite photographs one at a time, the stories, the long parallax gallery of the work, the films. */
export function Program() {
  const slides = photoSet(programCopy.carouselSet);
  const closing = programCopy.closing;
  const rows = programRows;
  return (
    <div className="program">
      {/* .page-head sets its own padding, so the gutter comes from the container inside. */}
      <header className="page-head">
        <div className="container">
          <span className="eyebrow">{programCopy.eyebrow}</span>
          <h1>{programCopy.title}</h1>
          <p>{programCopy.intro}</p>
        </div>
      </header>
      {slides.length > 0 && (
        <div className="container program__carousel">
          <Carousel options={{ scope: "program", label: programCopy.carouselLabel, slidesPerView: { 0: 1 }, speed: 500, loop: true }}>
            {slides.map((photo, i) => (
              // Its caption, where it has one, tells the moment; its alt text says what it shows.
              <figure key={photo.id} className="program__figure">
                <Photo photo={photo} sizes="(min-width: 1248px) 1168px, 94vw" priority={i === 0} className="program__slide" />
                {photo.caption && <figcaption className="program__caption">{photo.caption}</figcaption>}
              </figure>
            ))}
          </Carousel>
        </div>
      )}
      <div className="section">
        <div className="container program__gallery">
          <ParallaxGallery photos={gallery} title={studio.name} subtitle={studio.location} />
        </div>
      </div>
      {/* After the gallery, not before: the gallery's columns slide up under the section above
          it (clipped, but axe's target-size still counts them over a card's link). */}
      {rows && storyTeasers.length > 0 && (
        <section className="section container program__row" aria-labelledby="program-stories">
          <div className="program__row-head">
            <h2 id="program-stories">{rows.storiesHeading}</h2>
            <PageLink to="stories" className="program__all">
              {rows.allLink}
            </PageLink>
          </div>
          <div className="program__stories">
            {storyTeasers.slice(0, 3).map((story) => (
              <StoryCard key={story.slug} story={story} cover={teaserCover(story)} sampleTag={sampleTag} sizes="(min-width: 1248px) 380px, (min-width: 960px) 31vw, 70vw" />
            ))}
          </div>
        </section>
      )}
      {/* Once the page has hydrated: the player's code stays out of the page's first scripts. */}
      <LaterPart load={loadFilmsRow} />
      <section className="section container program__closing" aria-labelledby="program-closing">
        <h2 id="program-closing">{closing.heading}</h2>
        <p>{closing.text}</p>
        <ClosingActions words={closing} className="program__actions" />
      </section>
    </div>
  );
}
