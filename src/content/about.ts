// SAMPLE CONTENT: the About Us page. The names are placeholders for the studio to replace,
// and so is the profile photo (static/photos/about/).
import { studio } from "./studio";

export interface AboutItem {
  title: string;
  text: string;
}

export interface AboutContent {
  eyebrow: string;
  intro: string;
  /** The photo set (folder under static/photos/) whose first photo is the profile photo. */
  profilePhotoSet: string;
  /** Used when the photo has no alt text of its own in content/photos.ts. */
  profileAlt: string;
  founder: { name: string; role: string; blurb: string[] };
  captures: { title: string; intro: string; items: string[] };
  whyUs: { title: string; items: AboutItem[] };
  skills: { title: string; items: string[] };
  roles: { title: string; intro: string; items: AboutItem[] };
  closing: { title: string; text: string; cta: string };
}

const years = 15;

export const about: AboutContent = {
  eyebrow: `Since ${studio.foundedYear}`,
  intro: `${studio.name} is a small family studio in ${studio.address.locality}. We photograph and film weddings and the milestones around them, the way you will want to remember them.`,
  profilePhotoSet: "about",
  profileAlt: `${studio.founder}, founder of ${studio.name}`,
  founder: {
    name: studio.founder,
    role: "Founder and lead photographer",
    blurb: [
      `For over ${years} years, ${studio.founder} has been the quiet person at the edge of the mandap: close enough to catch a grandmother's tears during the pheras, far enough never to be in the way. What began with a borrowed camera at a cousin's wedding is now a team of photographers and filmmakers who have covered hundreds of weddings across India.`,
      "We still work the way we started. We meet every couple before the wedding, learn the names of the people who matter, and plan each function with the family so that nothing important happens while we are looking elsewhere.",
    ],
  },
  captures: {
    title: "What we capture",
    intro: "From the first shoot together to the first birthday after, we are there for the days you will retell for years.",
    items: ["Weddings", "Pre-wedding", "Family", "Newborn", "Nature", "Candid", "Milestones"],
  },
  whyUs: {
    title: "Why couples choose us",
    items: [
      {
        title: "Over 15 years behind the camera",
        text: "Long sangeets, late muhurats and monsoon receptions: we have seen them all, and we know where to stand when the moment comes.",
      },
      {
        title: "One team, start to finish",
        text: "The people you meet are the people who shoot your wedding and edit your photos. No hand-offs, no strangers on the day.",
      },
      {
        title: "Honest, written prices",
        text: "Our packages list exactly what you receive. Travel and extras are agreed before you book, never added to the bill later.",
      },
      {
        title: "Delivered on time",
        text: "Sneak peeks within a week, the full set in about four, and albums printed on archival paper that will outlast us all.",
      },
    ],
  },
  skills: {
    title: "Our skills",
    items: [
      "Candid and documentary photography",
      "Traditional group portraits",
      "Cinematic wedding films and teasers",
      "Drone coverage",
      "Low-light and night photography",
      "Hand-edited colour and retouching",
      "Album design and printing",
    ],
  },
  roles: {
    title: "Who we are on your day",
    intro: "Three roles, one promise: you enjoy your wedding, and we make sure it is remembered.",
    items: [
      {
        title: "Storytellers",
        text: "We look for the story of your day: the nervous laugh before the varmala, the father who cannot let go of a hand. Every album reads from first light to the vidaai.",
      },
      {
        title: "Artists",
        text: "Light, colour and composition are our craft. We find the golden hour in a crowded courtyard and the one clean frame in a busy baraat.",
      },
      {
        title: "Collaborators",
        text: "Your wedding, your way. We plan with you, your family and your planner, respect every ritual, and keep the list of must-have photos in our pocket.",
      },
    ],
  },
  closing: {
    title: "Let's tell your story",
    text: "Tell us your date and your plans. We will call you back, talk it through, and never rush you.",
    cta: "Book now",
  },
};
