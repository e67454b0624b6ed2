// SAMPLE CONTENT: invented testimonials that show the layout. Replace them with real words from
// real clients (with their permission) before the site goes live.
import { studio } from "./studio";

const founder = studio.founder.split(" ")[0];

export interface Testimonial {
  name: string;
  /** Photo id of their portrait. */
  img: string;
  review: string;
  /** What we photographed, and where. */
  occasion: string;
}

export const testimonials: Testimonial[] = [
  {
    name: "Priya & Arjun",
    img: "testimonials/01-spaniel",
    occasion: "Wedding · Nashik",
    review:
      "Three days, four functions, two very loud families, and somehow they never missed a moment. Our album opens with my nani fixing Arjun's safa, and it makes everyone cry.",
  },
  {
    name: "Sneha & Rohan",
    img: "testimonials/02-spaniel-resting",
    occasion: "Pre-wedding shoot · Alibaug",
    review:
      `We were nervous in front of a camera. ${founder} had us walking on the beach and talking, and the photos look like us on a good day. The teaser went out with our invitations.`,
  },
  {
    name: "The Kulkarni family",
    img: "testimonials/03-nuthatch",
    occasion: "Naming ceremony · Pune",
    review:
      "They photographed our daughter's barsa without a single flash going off near her. The close-ups of her tiny hands in Aaji's palm are framed in our living room.",
  },
  {
    name: "Aisha & Imran",
    img: "testimonials/04-ladybird",
    occasion: "Nikah and reception · Aurangabad",
    review:
      "Calm, respectful and always in the right place. They understood which moments were private and which ones the whole family wanted. The photos arrived two weeks early.",
  },
  {
    name: "Meera & Karthik",
    img: "testimonials/05-dragonfly",
    occasion: "Engagement · Kolhapur",
    review:
      "Our families speak three languages between them and the team made everyone feel at home. The golden-hour portraits before the ring ceremony are our favourite photos ever.",
  },
];
