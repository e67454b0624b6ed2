import { photoSet } from "../content/photos";
import { galleryPhotos, programCopy, sameOriginal } from "../content/gallery";
import { studio } from "../content/studio";
import { spreadBySource } from "../lib/spread";
import { useBooking } from "../hooks/useBooking";
import { useWhatsappLink } from "../hooks/useWhatsappLink";
import { useCurrentRouteId } from "../shell/useCurrentRouteId";
import { WhatsAppIcon } from "../components/icons";
import { Carousel } from "../components/Carousel";
import { Photo } from "../components/Photo";
import { ParallaxGallery } from "../components/ParallaxGallery";
import "./Program.css";

// Which original each sample photo was cropped from: two crops of one are never neighbours.
const originOf = new Map(sameOriginal.flatMap((group) => group.map((id) => [id, group[0]!] as const)));
// Static content: dealt once, so the gallery's columns are the same object on every render.
const gallery = spreadBySource(galleryPhotos(), (p) => originOf.get(p.id), 7);

/** Ten favourite photographs one at a time, then the long parallax gallery of the work. */
export function Program() {
  const slides = photoSet(programCopy.carouselSet);
  const { openBooking } = useBooking();
  const whatsapp = useWhatsappLink(useCurrentRouteId());
  const closing = programCopy.closing;
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
              // The caption says what the photo shows, so the image itself needs no alt of its own.
              <figure key={photo.id} className="program__figure">
                <Photo photo={photo} alt="" sizes="(min-width: 1248px) 1168px, 94vw" priority={i === 0} className="program__slide" />
                <figcaption className="program__caption">{photo.alt}</figcaption>
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
      <section className="section container program__closing" aria-labelledby="program-closing">
        <h2 id="program-closing">{closing.heading}</h2>
        <p>{closing.text}</p>
        <div className="program__actions">
          <button type="button" className="button button--primary" onClick={() => openBooking()}>
            {closing.book}
          </button>
          <a className="button button--ghost" {...whatsapp} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon width={20} height={20} />
            {closing.whatsapp}
          </a>
        </div>
      </section>
    </div>
  );
}
