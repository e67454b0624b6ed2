import { galleryBlock } from "../content/home";
import { photoSet } from "../content/photos";
import { Photo } from "./Photo";
import { PageLink } from "../shell/PageLink";
import "./GalleryBlock.css";

/** How wide each mosaic cell is drawn (see GalleryBlock.css), so each photo is fetched at its size. */
function cellSizes(i: number): string {
  if (i === 1 || i === 2) return "(min-width: 1248px) 300px, (min-width: 768px) 25vw, 50vw";
  if (i === 5) return "(min-width: 1248px) 600px, (min-width: 768px) 50vw, 100vw";
  return "(min-width: 1248px) 600px, 50vw";
}

/** A mosaic of recent work; the whole mosaic is one link to the full gallery on /program. */
export function GalleryBlock() {
  const photos = photoSet(galleryBlock.photoSet).slice(0, 6);
  return (
    <section className="gallery-block section" aria-labelledby="gallery-block-title">
      <div className="container">
        <div className="gallery-block__head">
          <span className="eyebrow">{galleryBlock.eyebrow}</span>
          <h2 id="gallery-block-title">{galleryBlock.heading}</h2>
          <p>{galleryBlock.text}</p>
        </div>
        <PageLink to="program" className="gallery-block__link">
          <span className="gallery-block__grid">
            {photos.map((photo, i) => (
              <span key={photo.id} className="gallery-block__cell">
                {/* Far below the fold: the spinner is enough, and six inline placeholders would weigh on the page. */}
                <Photo photo={photo} alt="" sizes={cellSizes(i)} cover placeholder={false} />
              </span>
            ))}
          </span>
          <span className="gallery-block__cta button button--primary">{galleryBlock.linkLabel}</span>
        </PageLink>
      </div>
    </section>
  );
}
