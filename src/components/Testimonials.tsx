import type { Testimonial } from "../content/testimonials";
import { photoFor } from "../content/photos";
import { labels } from "../content/labels";
import { Carousel, type CarouselOptions } from "./Carousel";
import { Photo } from "./Photo";
import "./Testimonials.css";

/** The spec's numbers: 3 slides from 1440 px, 2 from 1024 px, 1 below; 500 ms; every 3 s; dots. */
export const testimonialsCarousel: Partial<CarouselOptions> = {
  scope: "testimonials",
  label: labels.testimonials.label,
  slidesPerView: { 0: 1, 1024: 2, 1440: 3 },
  speed: 500,
  autoplay: 3000,
  loop: true,
  dots: true,
  arrows: true,
};

function TestimonialPortrait({ id }: { id: string }) {
  const photo = photoFor(id);
  // Decorative: the name beside it says who it is. No blurred placeholder: on a 56 px circle it
  // shows nothing the background colour does not, and five of them cost the page's HTML ~0.5 KB.
  return <span className="testimonial__img">{photo && <Photo photo={photo} alt="" sizes="56px" cover placeholder={false} />}</span>;
}

/** What clients said, in the shared carousel. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <Carousel options={testimonialsCarousel} className="testimonials">
      {items.map((t) => (
        <figure key={t.name} className="testimonial">
          <blockquote className="testimonial__review">
            <p>{t.review}</p>
          </blockquote>
          <figcaption className="testimonial__who">
            <TestimonialPortrait id={t.img} />
            <span>
              <span className="testimonial__name">{t.name}</span>
              <span className="testimonial__occasion">{t.occasion}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
