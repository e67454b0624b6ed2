// What clients said: testimonials.json. `img` is the photo id of their portrait.
import raw from "./testimonials.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

export type Testimonial = ContentOf<"testimonials">["testimonials"][number];

export const testimonials: Testimonial[] = load<"testimonials">(raw).testimonials;
