// SAMPLE CONTENT: the studio's packages. Prices are whole rupees; `budget` is the choice the
// plan's BOOK button preselects in the enquiry form (one of the form's budget options).
import type { Budget } from "../types";

export interface Plan {
  id: string;
  name: string;
  /** Price in rupees. */
  price: number;
  budget: Budget;
  /** One line under the price. */
  summary: string;
  featured?: boolean;
  features: string[];
}

export const plans: Plan[] = [
  {
    id: "bronze",
    name: "Bronze",
    price: 50000,
    budget: "50,000",
    summary: "The essentials, beautifully done.",
    features: [
      "200 image album sheets",
      "Traditional photography and video",
      "Pre-wedding shoot plus 35 edited pictures",
      "1 candid photographer",
      "Unlimited soft copies on a pendrive",
    ],
  },
  {
    id: "silver",
    name: "Silver",
    price: 80000,
    budget: "80,000",
    summary: "Our most loved package for the full wedding.",
    featured: true,
    features: [
      "Everything in Bronze",
      "300 image album of 40 sheets",
      "Candid and traditional photography and video",
      "1 reel and a cinematic teaser",
    ],
  },
  {
    id: "gold",
    name: "Gold",
    price: 130000,
    budget: "1,30,000",
    summary: "Every frame, every film, nothing left out.",
    features: [
      "Everything in Bronze and Silver",
      "350 image album of 50 sheets",
      "Pre-wedding teaser",
      "Cinematic video song",
      "35 edited pictures",
      "5 save-the-date posters",
    ],
  },
];

/** The words around the plan cards on /pricing. */
export const pricingCopy = {
  eyebrow: "Wedding packages",
  title: "Pricing",
  intro:
    "Three packages, each with everything written down: no hidden charges, no surprises on the day. Every one can be shaped around your functions.",
  plansTitle: "Our packages",
  note: "Prices in Indian rupees for one wedding day of 8 to 10 hours. Extra functions and travel beyond 50 km are quoted in writing before you book.",
  faqEyebrow: "Good to know",
  faqTitle: "Frequently asked questions",
};
