// SAMPLE CONTENT: questions couples ask before they book. Edit freely; keep each question distinct.

export interface FaqItem {
  title: string;
  answer: string;
}

export const faq: FaqItem[] = [
  {
    title: "How much do your wedding packages cost?",
    answer:
      "Our packages start at ₹50,000 for Bronze, with Silver at ₹80,000 and Gold at ₹1,30,000. Each covers the photography, film and album listed on its card; tell us about your functions and we will suggest the one that fits.",
  },
  {
    title: "How far ahead should we book?",
    answer:
      "Three to six months before the wedding is ideal. Dates in the wedding season (November to February) fill first, so if yours falls then, write to us as soon as the date is fixed.",
  },
  {
    title: "How many hours of coverage is included?",
    answer:
      "A typical wedding day is 8 to 10 hours of coverage, from the bride's and groom's preparations to the vidaai. Extra functions such as the haldi, mehendi or sangeet can be added on their own days.",
  },
  {
    title: "Do you photograph destination weddings?",
    answer:
      "Yes, gladly. We have travelled for weddings across India, from palace venues in Rajasthan to beach weddings in Goa, and we plan the day with your planner well before we arrive.",
  },
  {
    title: "What will we receive at the end?",
    answer:
      "Every edited photograph in full resolution on a pendrive, your printed album, and the films your package includes: the traditional video, and on Silver and Gold the reel, teaser or cinematic video song.",
  },
  {
    title: "When will our photos and films be ready?",
    answer:
      "You get a handful of sneak-peek pictures within a week. The full edited set follows in about four weeks, and the films and album in six to eight weeks, once you have chosen the album photos.",
  },
  {
    title: "Do you charge for travel?",
    answer:
      "Within 50 km of our studio, travel is included. Further away, we charge only actual travel and stay for the team, agreed in writing before you book, never added later.",
  },
  {
    title: "How do we pay?",
    answer:
      "A 30% advance confirms your date. The next 50% is due on the wedding day and the balance when you receive your album. We accept UPI, bank transfer and cheque, with a receipt for every payment.",
  },
  {
    title: "How do you edit the photographs?",
    answer:
      "Every photo we deliver is colour-corrected and edited by hand, true to skin tones and the colours of your outfits. The 35 specially edited pictures also get detailed retouching, and you can ask for changes.",
  },
  {
    title: "Can we choose the photos and design of our album?",
    answer:
      "Yes. You pick your favourite photographs from an online gallery, we lay out the album, and you approve the design, cover and paper before it goes to print. Extra copies for parents can be ordered.",
  },
];
