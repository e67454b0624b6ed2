import { photoSet } from "../content/photos";
import { galleryPhotos, programCopy } from "../content/gallery";
import { studio } from "../content/studio";
import { Carousel } from "../components/Carousel";
import { Photo } from "../components/Photo";
import { ParallaxGallery } from "../components/ParallaxGallery";
import "./Program.css";

// Static content: dealt once, so the gallery's columns are the same object on every render.
const gallery = galleryPhotos();

/** Ten favourite photographs one at a time, then the long parallax gallery of the work. */
export function Program() {
  const slides = photoSet(programCopy.carouselSet);
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
          <Carousel options={{ label: programCopy.carouselLabel, slidesPerView: { 0: 1 }, speed: 500, loop: true }}>
            {slides.map((photo, i) => (
              <Photo
                key={photo.id}
                photo={photo}
                sizes="(min-width: 1248px) 1168px, 94vw"
                priority={i === 0}
                className="program__slide"
              />
            ))}
          </Carousel>
        </div>
      )}
      <div className="section">
        <div className="container program__gallery">
          <ParallaxGallery photos={gallery} title={studio.name} subtitle={studio.location} />
        </div>
      </div>
    </div>
  );
}
