// SAMPLE CONTENT: the programs (kinds of shoot) the studio offers.

/** The nine programs in the footer list and the home page's descriptive section. */
export interface Program {
  id: string;
  title: string;
  /** The short name the enquiry forms offer as an occasion. */
  occasion: string;
  /** Expandable description on the home page. */
  description: string;
}

export const programs: Program[] = [
  {
    id: "event",
    title: "Event Photography",
    occasion: "Event",
    description:
      "Corporate evenings, school annual days, shop openings and family functions. We arrive early, learn who matters, and cover the speeches, the guests and the small moments in between, with same-week delivery of edited photos.",
  },
  {
    id: "festival",
    title: "Festival Photography",
    occasion: "Festival",
    description:
      "Diwali lamps, Holi colours, Ganpati processions and Navratri garba. We photograph your family's festival at home or your society's celebration, with fast lenses that keep the glow of diyas without harsh flash.",
  },
  {
    id: "birthday",
    title: "Birthday Photography",
    occasion: "Birthday",
    description:
      "From a first birthday to a grandparent's seventy-fifth: decor details, the cake moment, games and the family portrait everyone asks for afterwards. Two hours of coverage suits most parties.",
  },
  {
    id: "pre-wedding",
    title: "Pre-Wedding Photoshoot",
    occasion: "Pre-wedding shoot",
    description:
      "A relaxed half-day or full-day shoot at a fort, a beach, tea gardens or a café you love. We help plan outfits, locations and the light, and deliver a short teaser film for your save-the-date.",
  },
  {
    id: "cinematography",
    title: "Wedding Cinematography",
    occasion: "Wedding film",
    description:
      "A cinematic film of your wedding days: vows, pheras, the baraat and the laughter, cut to music with clean sound of the speeches. Delivered as a 4 to 6 minute highlight film, a teaser reel and the full ceremony edit.",
  },
  {
    id: "wedding",
    title: "Wedding Photography",
    occasion: "Wedding",
    description:
      "Haldi, mehendi, sangeet, the wedding and the reception: traditional coverage for the family album and candid photographs of the moments nobody posed for, by a team that has stood through hundreds of muhurats.",
  },
  {
    id: "naming",
    title: "Naming Ceremony Photography",
    occasion: "Naming ceremony",
    description:
      "Namkaran and barsa ceremonies at home or at the temple: the cradle, the rituals, the grandparents' blessings and gentle close-ups of the baby, photographed quietly without flash.",
  },
  {
    id: "baby-shower",
    title: "Baby Shower Photography",
    occasion: "Baby shower",
    description:
      "Godh bharai and seemantham ceremonies and modern baby showers: the rituals, the decor and soft portraits of the mother-to-be with her family.",
  },
  {
    id: "engagement",
    title: "Engagement Photography",
    occasion: "Engagement",
    description:
      "The ring ceremony and the roka: the exchange of rings, both families together, and relaxed couple portraits in the golden hour before the evening's function.",
  },
];
