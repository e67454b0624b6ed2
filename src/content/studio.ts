// SAMPLE CONTENT: every value here is a placeholder for the studio to replace.
// This file is the studio's identity: name, contact, address and social links.

export interface Studio {
  name: string;
  /** Short form for the logo and small screens. */
  shortName: string;
  tagline: string;
  /** One line for the parallax gallery heading and structured data. */
  location: string;
  founder: string;
  foundedYear: number;
  phone: { display: string; /** E.164, used for tel: and WhatsApp links */ e164: string };
  email: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  geo?: { latitude: number; longitude: number };
  /** Opening hours in schema.org form, e.g. "Mo-Sa 10:00-19:00". */
  openingHours?: string[];
  /** The same hours in words, for the footer. */
  hoursText?: string;
  /** A maps directions URL for GET IN TOUCH. */
  directionsUrl: string;
  socials: { instagram: string; facebook: string };
  /** Shown in search results and link previews. */
  description: string;
}

export const studio: Studio = {
  name: "Aangan Studio",
  shortName: "Aangan",
  tagline: "Capturing the moments you will want to live again.",
  location: "Sample Town, Maharashtra, India",
  founder: "Ravi Sharma",
  foundedYear: 2010,
  phone: { display: "+91 90000 00000", e164: "+919000000000" },
  email: "hello@example.com",
  address: {
    street: "12 Sample Road, Near Old Market",
    locality: "Sample Town",
    region: "Maharashtra",
    postalCode: "411001",
    country: "IN",
  },
  geo: { latitude: 18.5204, longitude: 73.8567 },
  openingHours: ["Mo-Sa 10:00-19:00"],
  hoursText: "Monday to Saturday, 10 am to 7 pm",
  directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=18.5204,73.8567",
  socials: {
    instagram: "https://www.instagram.com/example",
    facebook: "https://www.facebook.com/example",
  },
  description:
    "Wedding, pre-wedding and family photography and cinematography in Sample Town. Candid, warm and unhurried: packages from ₹50,000.",
};

/** WhatsApp click-to-chat link, optionally with a pre-filled message. */
export function whatsappUrl(text?: string): string {
  const number = studio.phone.e164.replace(/\D/g, "");
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}
