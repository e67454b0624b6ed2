/**
 * The one description of everything a studio edits: the JSON files in src/content/. From it come
 * - the app's types (`ContentOf<"plans">` is what src/content/plans.ts exports),
 * - the build's check of every file (tooling/content/check.ts: file, field path, what is wrong),
 * - the /admin/ editor's collections and fields (tooling/content/admin-config.ts),
 * so the editor, the build and the app can never disagree about a field.
 *
 * Only types and plain objects: the browser bundle imports types from here, never the checker.
 *
 * Every `text` field carries each language of studio.json's `languages`: an object
 * {"en": "...", "hi": "...", "mr": "..."} (a plain string is English, enough for an English-only
 * site). `string` fields (names, numbers, addresses, links) are the same in every language.
 * src/lib/localize.ts turns a file into plain strings for one language before components see it.
 */
export { locales, defaultLocale, languageNames, type Locale } from "../lib/localize";
import { locales } from "../lib/localize";

/** Placeholders any text may use; the loader fills them from studio.json. */
export const studioPlaceholders = ["studio.name", "studio.shortName", "studio.founder", "studio.founderFirstName", "studio.foundedYear", "studio.locality", "studio.hoursText"] as const;

interface Base<T> {
  readonly label: string;
  /** Shown to the owner under the field in /admin/. */
  readonly hint?: string;
  readonly optional?: boolean;
  /**
   * Read by the build only (search results, link previews, structured data): left out of the
   * pages' scripts (tooling/content/browser-content.ts), so in the browser the field is absent.
   */
  readonly buildOnly?: boolean;
  /** A photo or set it names is not shown by it (the gallery deals its sets up to its limit). */
  readonly reference?: boolean;
  /** Type-level only: what the app receives. */
  readonly __out?: T;
}

export interface TextNode extends Base<string> {
  readonly kind: "text";
  /** Several lines in the editor. */
  readonly long?: boolean;
  /** Extra placeholders this text may use, besides the studio's. */
  readonly vars?: readonly string[];
  /** Allowed to be empty (a text is required to have words otherwise). */
  readonly allowEmpty?: boolean;
}
export interface StringNode extends Base<string> {
  readonly kind: "string";
  readonly format?: "email" | "url" | "phone-e164" | "id" | "year" | "date" | "youtube" | "timezone";
  /**
   * The id of an item elsewhere in the content: a program, a film or a story. The build checks it
   * exists (tooling/content/check-stories.ts); /admin/ offers the existing ones as a choice.
   */
  readonly ref?: "programs" | "films" | "stories";
  /** What the page does while the item `ref` names is gone (deleted in the editor): the build warns
   *  with it and the owner's deletion goes live. A `ref` without it stops the build instead. */
  readonly missing?: string;
}
export interface IntNode extends Base<number> {
  readonly kind: "int";
  readonly min?: number;
  readonly max?: number;
  /** How a non-developer reads the number, used in messages: "rupees", "year". */
  readonly unit?: string;
}
export interface NumberNode extends Base<number> {
  readonly kind: "number";
  readonly min?: number;
  readonly max?: number;
}
export interface BooleanNode extends Base<boolean> {
  readonly kind: "boolean";
}
export interface EnumNode<V extends string = string> extends Base<V> {
  readonly kind: "enum";
  readonly values: readonly V[];
  /** What the values are, for messages ("budget"). */
  readonly noun: string;
}
/** The id of one photo: "<set>/<file name without extension>". Must exist. */
export interface PhotoIdNode extends Base<string> {
  readonly kind: "photoId";
}
/** The name of a photo set (a folder under static/photos/). Must exist with photos in it. */
export interface PhotoSetNode extends Base<string> {
  readonly kind: "photoSet";
  readonly min?: number;
  /** The place shows only the set's first photos (in file-name order): the rest warn. */
  readonly max?: number;
}
export interface ListNode<I extends Node = Node> extends Base<Out<I>[]> {
  readonly kind: "list";
  readonly of: I;
  readonly min?: number;
  readonly max?: number;
  /** For lists of objects: the field whose value must differ between items. */
  readonly unique?: string;
}
export interface ObjectNode<F extends Fields = Fields> extends Base<ObjectOut<F>> {
  readonly kind: "object";
  readonly fields: F;
}
/** An object whose keys the owner chooses (photo set names, for instance). */
export interface RecordNode<I extends Node = Node> extends Base<Record<string, Out<I>>> {
  readonly kind: "record";
  readonly of: I;
  /** What the keys are, for messages and the editor. */
  readonly keyNoun: string;
  /** The keys are photo sets: one editor field per set on disk (see admin-config.ts). */
  readonly keysArePhotoSets?: boolean;
}
/** The photos of one set as the editor uploads them: the file name and its alt text. */
export interface PhotoFileNode extends Base<string> {
  readonly kind: "photoFile";
}

export type Node =
  | TextNode
  | StringNode
  | IntNode
  | NumberNode
  | BooleanNode
  | EnumNode
  | PhotoIdNode
  | PhotoSetNode
  | PhotoFileNode
  | ListNode<any> // eslint-disable-line @typescript-eslint/no-explicit-any
  | ObjectNode<any> // eslint-disable-line @typescript-eslint/no-explicit-any
  | RecordNode<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Fields = Record<string, Node>;

/** What the app receives for a node (texts already in one language). */
export type Out<N> = N extends Base<infer T> ? T : never;
type Optional<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];
type ObjectOut<F extends Fields> = { -readonly [K in Exclude<keyof F, Optional<F>>]: Out<F[K]> } & {
  -readonly [K in Optional<F>]?: Out<F[K]>;
};

// The builders: `s.text("Heading")`, `s.list(s.text("Feature"), { min: 1 })`, ...
type Opts<N> = Omit<N, "kind" | "label" | "__out" | "of" | "fields" | "values">;
export const s = {
  text: (label: string, o: Opts<TextNode> = {}): TextNode => ({ kind: "text", label, ...o }),
  string: (label: string, o: Opts<StringNode> = {}): StringNode => ({ kind: "string", label, ...o }),
  int: (label: string, o: Opts<IntNode> = {}): IntNode => ({ kind: "int", label, ...o }),
  number: (label: string, o: Opts<NumberNode> = {}): NumberNode => ({ kind: "number", label, ...o }),
  boolean: (label: string, o: Opts<BooleanNode> = {}): BooleanNode => ({ kind: "boolean", label, ...o }),
  enum: <V extends string>(label: string, values: readonly V[], o: Opts<EnumNode<V>>): EnumNode<V> => ({ kind: "enum", label, values, ...o }),
  photoId: (label: string, o: Opts<PhotoIdNode> = {}): PhotoIdNode => ({ kind: "photoId", label, ...o }),
  photoSet: (label: string, o: Opts<PhotoSetNode> = {}): PhotoSetNode => ({ kind: "photoSet", label, ...o }),
  photoFile: (label: string, o: Opts<PhotoFileNode> = {}): PhotoFileNode => ({ kind: "photoFile", label, ...o }),
  list: <I extends Node>(label: string, of: I, o: Opts<ListNode<I>> = {}): ListNode<I> => ({ kind: "list", label, of, ...o }),
  object: <F extends Fields>(label: string, fields: F, o: Opts<ObjectNode<F>> = {}): ObjectNode<F> => ({ kind: "object", label, fields, ...o }),
  record: <I extends Node>(label: string, of: I, o: Opts<RecordNode<I>>): RecordNode<I> => ({ kind: "record", label, of, ...o }),
};
/** Marks a field as one the file may leave out. */
export function optional<N extends Node>(node: N): N & { readonly optional: true } {
  return { ...node, optional: true };
}


const heading = (label = "Heading") => s.text(label);
const eyebrow = s.text("Small line above the heading");

const studio = s.object("Studio", {
  name: s.string("Studio name"),
  shortName: s.string("Short name", { hint: "For the logo and small screens." }),
  tagline: s.text("Tagline"),
  location: s.text("Location line", { hint: "Town, state, country: shown above the gallery and to search engines." }),
  founder: s.text("Founder's name", { hint: "In each language's script: Ravi Sharma, रवि शर्मा." }),
  foundedYear: s.int("Year founded", { min: 1900, max: 2100 }),
  phone: s.object("Phone", {
    display: s.string("Phone as shown", { hint: "For example +91 98765 43210." }),
    e164: s.string("Phone for links", { format: "phone-e164", hint: "The same number written +91 and ten digits, no spaces: +919876543210. Used for call and WhatsApp links." }),
  }),
  email: s.string("Email", { format: "email" }),
  address: s.object("Address", {
    street: s.text("Street"),
    locality: s.text("Town or city"),
    region: s.text("State"),
    postalCode: s.string("PIN code"),
    country: s.string("Country code", { hint: "Two letters, IN for India." }),
  }),
  geo: optional(
    s.object("Map position", {
      latitude: s.number("Latitude", { min: -90, max: 90 }),
      longitude: s.number("Longitude", { min: -180, max: 180 }),
    }),
  ),
  openingHours: optional(s.list("Opening hours", s.string("Hours", { hint: 'Written "Mo-Sa 10:00-19:00".' }))),
  hoursText: s.text("Opening hours in words", { hint: "For the footer and /thank-you, e.g. Monday to Saturday, 10 am to 7 pm." }),
  directionsUrl: s.string("Directions link", { format: "url", hint: "A Google Maps directions link." }),
  socials: s.object("Social links", {
    instagram: s.string("Instagram", { format: "url" }),
    facebook: s.string("Facebook", { format: "url" }),
  }),
  description: s.text("Description for search results", { long: true, buildOnly: true }),
  languages: s.list("Languages", s.enum("Language", locales, { noun: "language" }), {
    min: 1,
    hint: 'The languages the site is built in, English ("en") first: "hi" is Hindi, "mr" Marathi. Every text needs each of them.',
  }),
});

const programs = s.object("Programs", {
  programs: s.list(
    "Programs",
    s.object("Program", {
      id: s.string("Short id", { format: "id" }),
      title: s.text("Title"),
      occasion: s.text("Occasion in the enquiry forms", { hint: "A short name: Wedding, Engagement, Baby shower." }),
      description: s.text("Description", { long: true }),
    }),
    { min: 1, unique: "id" },
  ),
});

const home = s.object("Home page", {
  hero: s.object("Slideshow", {
    photoSet: s.photoSet("Photo set", { min: 1, max: 10, hint: "The folder of photos the slideshow shows: 1 to 10; of more, the first 10 by file name." }),
    heading: heading("Welcome line (the page's main heading, set small)"),
    headline: s.text("Headline: what the studio is, and where"),
    tagline: s.text("Tagline", { long: true }),
    secondaryLinkLabel: s.text("Label of the link to the programs"),
  }),
  features: s.object("Signature shoots", {
    eyebrow,
    heading: heading(),
    cards: s.list(
      "Cards",
      s.object("Card", {
        title: s.text("Title"),
        text: s.text("Text", { long: true }),
        photo: s.photoId("Photo"),
        linkLabel: s.text("Link label"),
        occasion: s.string("Occasion it leads to", { format: "id", ref: "programs", missing: "the card leads to every story instead", hint: "The card leads to this program's stories on /stories/." }),
        story: optional(s.string("Story it leads to", { format: "id", ref: "stories", missing: "the card leads to its occasion's stories instead", hint: "Instead of all the occasion's stories, this one story." })),
      }),
      { min: 1 },
    ),
  }),
  programSection: s.object("Program cards", {
    eyebrow,
    heading: heading(),
    cards: s.list(
      "Cards",
      s.object("Card", {
        title: s.text("Title"),
        photo: s.photoId("Photo"),
        caption: s.text("Caption"),
        occasion: s.string("Occasion it leads to", { format: "id", ref: "programs", missing: "the card leads to every story instead", hint: "The card leads to this program's stories on /stories/." }),
      }),
      { min: 1 },
    ),
  }),
  intro: s.object("Introduction", {
    eyebrow,
    heading: heading(),
    paragraphs: s.list("Paragraphs", s.text("Paragraph", { long: true }), { min: 1 }),
    programsHeading: heading("Heading of the program list"),
  }),
  galleryBlock: s.object("Gallery block", {
    eyebrow,
    heading: heading(),
    text: s.text("Text", { long: true }),
    photoSet: s.photoSet("Photo set", { min: 1, hint: "Six photos look best." }),
    linkLabel: s.text("Link label"),
  }),
  testimonialsSection: s.object("Testimonials heading", { eyebrow, heading: heading() }),
});

const plans = s.object("Pricing", {
  plans: s.list(
    "Plans",
    s.object("Plan", {
      id: s.string("Short id", { format: "id" }),
      name: s.text("Name"),
      price: s.int("Price", { min: 1, unit: "rupees", hint: "Whole rupees, digits only: 80000. Its BOOK button chooses this budget in the form (see the budgets in Enquiry forms). A text names it as {plans.<id>.price}, e.g. {plans.silver.price}." }),
      summary: s.text("One line under the price"),
      featured: optional(s.boolean("Marked Featured")),
      features: s.list("What is included", s.text("Feature"), { min: 1 }),
    }),
    { min: 1, unique: "id" },
  ),
  copy: s.object("Words on the page", {
    eyebrow,
    title: heading("Title"),
    intro: s.text("Introduction", { long: true }),
    plansTitle: heading("Heading above the plans"),
    note: s.text("Note under the plans", { long: true }),
    faqEyebrow: s.text("Small line above the questions"),
    faqTitle: heading("Heading of the questions"),
  }),
});

const faq = s.object("FAQ", {
  faq: s.list(
    "Questions",
    s.object("Question", {
      title: s.text("Question"),
      answer: s.text("Answer", { long: true }),
    }),
    { min: 1, unique: "title" },
  ),
});

const testimonials = s.object("Testimonials", {
  testimonials: s.list(
    "Testimonials",
    s.object("Testimonial", {
      name: s.text("Who"),
      img: s.photoId("Portrait photo"),
      occasion: s.text("What and where"),
      review: s.text("Their words", { long: true }),
    }),
    { min: 1 },
  ),
});

const item = s.object("Item", { title: s.text("Title"), text: s.text("Text", { long: true }) });
const about = s.object("About page", {
  eyebrow,
  intro: s.text("Introduction", { long: true }),
  profilePhotoSet: s.photoSet("Profile photo set", { min: 1, max: 1, hint: "Its first photo is the profile photo." }),
  profileAlt: s.text("Profile photo description", { hint: "Used when the photo has no alt text of its own." }),
  founder: s.object("Founder", {
    name: s.text("Name"),
    role: s.text("Role"),
    blurb: s.list("Paragraphs", s.text("Paragraph", { long: true }), { min: 1 }),
  }),
  captures: s.object("What we capture", { title: heading("Title"), intro: s.text("Introduction"), items: s.list("Items", s.text("Item"), { min: 1 }) }),
  whyUs: s.object("Why us", { title: heading("Title"), items: s.list("Items", item, { min: 1 }) }),
  skills: s.object("Skills", { title: heading("Title"), items: s.list("Items", s.text("Skill"), { min: 1 }) }),
  roles: s.object("Roles", { title: heading("Title"), intro: s.text("Introduction"), items: s.list("Items", item, { min: 1 }) }),
  closing: s.object("Closing", { title: heading("Title"), text: s.text("Text", { long: true }), cta: s.text("Button label") }),
});

const field = (name: string) =>
  s.object(name, { label: s.text("Label"), placeholder: s.text("Placeholder"), hint: s.text("Message when it is wrong") });
const form = (name: string) =>
  s.object(name, {
    title: heading("Title"),
    intro: s.text("Introduction"),
    submit: s.text("Send button"),
    close: s.text("Close button"),
    emailHint: s.text("Message for a wrong email"),
    invalidMessage: s.text("Message when details are missing"),
    successMessage: s.text("Message when sent"),
  });
const enquiry = s.object("Enquiry forms", {
  fields: s.object("Form fields", {
    name: field("Name"),
    email: field("Email"),
    number: field("Mobile number"),
    pin: field("Pincode"),
    city: field("City"),
    budget: field("Budget"),
  }),
  extraFields: s.object("Optional fields", {
    date: s.object("Event date", { label: s.text("Label"), hint: s.text("Message for a date in the past") }),
    occasion: s.object("Occasion", { label: s.text("Label"), placeholder: s.text("Placeholder") }),
  }),
  tooLongHint: s.text("Message for a name, city or email that is too long", { vars: ["max"] }),
  honeypotLabel: s.text("Label of the hidden anti-spam field"),
  currency: s.string("Currency sign"),
  budgets: optional(
    s.list("Budgets the forms offer", s.int("Budget", { min: 1, unit: "rupees" }), {
      min: 1,
      hint: "Whole rupees, digits only: 80000. Left out, the forms offer the plans' prices; listed, the forms offer these and each plan's price (its BOOK button chooses it), lowest first.",
    }),
  ),
  booking: s.object("Booking popup", {
    ...form("Booking popup").fields,
    planTitle: s.text("Title when a plan's button opened it", { vars: ["plan"], hint: "{plan} is the plan's name." }),
  }),
  lead: form("Packages popup"),
  thankYou: s.object("Thank-you page", {
    title: heading("Title"),
    titleNamed: s.text("Title for the visitor who has just sent an enquiry", { vars: ["name"], hint: "{name} is the name they gave." }),
    lead: s.text("Line under the title, before the page knows the enquiry's state"),
    state: s.object("What the page says of the enquiry", {
      sent: s.text("Delivered"),
      pending: s.text("On its way", { long: true }),
      manual: s.text("Could not be sent automatically", { long: true }),
    }),
    manual: s.object("Buttons to send it yourself", { whatsapp: s.text("WhatsApp"), call: s.text("Call"), email: s.text("Email") }),
    contactHeading: heading("Contact heading"),
    whatsapp: s.text("WhatsApp button"),
    sendOnWhatsapp: s.text("Button sending the enquiry just made on WhatsApp"),
    back: s.text("Back link"),
    whatsappMessage: s.text("Pre-filled WhatsApp message", { long: true, vars: ["name", "city", "budget"], hint: "{name}, {city} and {budget} are filled from the enquiry." }),
    replyTime: s.text("When the studio replies"),
    enquiryMessage: s.text("The whole enquiry, to send by WhatsApp or email", { long: true, vars: ["name", "email", "number", "pin", "city", "budget"] }),
    emailSubject: s.text("Subject of that email", { vars: ["name"] }),
    eventLine: s.text("Line naming the event", { vars: ["event"] }),
    event: s.text("The event, in words", { vars: ["occasion", "date"] }),
    whatsappEvent: s.text("Added to the WhatsApp message", { vars: ["event"] }),
    planLine: s.text("Line naming the plan chosen", { vars: ["plan"] }),
  }),
});

// The days the studio is already booked, and what the forms say of a date.
const availability = s.object("Booked dates", {
  // Optional, as each list that may be empty: the editor leaves an emptied one out of the file.
  booked: optional(
    s.list("Booked dates", s.string("Date", { format: "date" }), {
      hint: "Days the studio already has a booking, in any order. Past days are ignored, so there is no need to remove them.",
    }),
  ),
  timeZone: s.string("Time zone of the dates", { format: "timezone", hint: 'Where the studio is: "Asia/Kolkata" for India. A visitor anywhere sees the studio\'s days.' }),
  words: s.object("What the forms say of a date", {
    free: s.text("A free date", { vars: ["date"], hint: "{date} is the date in words." }),
    booked: s.text("A booked date", { vars: ["date"] }),
  }),
});

// Words every page shows (the enquiry forms' are in enquiry.json, fetched with the forms).
const contact = s.object("WhatsApp bar and notifications", {
  bar: s.object("WhatsApp, Call and Book bar", {
    label: s.text("Name of the bar"),
    whatsapp: s.text("WhatsApp button"),
    call: s.text("Call button"),
    book: s.text("Book button"),
    greeting: s.text("WhatsApp greeting", { vars: ["topic", "question"], hint: "{topic} names what the visitor is looking at, {question} is one of the two below." }),
    question: s.text("Its question", { hint: "Also the label of the date check on the home and pricing pages." }),
    dateQuestion: s.text("Its question once the visitor has chosen a date", { vars: ["date"] }),
    topics: s.object("What each page shows", { home: s.text("Home"), program: s.text("Program"), about: s.text("About"), pricing: s.text("Pricing") }),
    otherTopic: s.text("Any other page", { hint: "Read inside the greeting: not the website itself, which the greeting already names." }),
    planTopic: s.text("A plan on /pricing", { vars: ["plan"] }),
  }),
  toast: s.object("Notifications", {
    dismiss: s.text("Dismiss button"),
    region: s.text("Name of the notification area"),
    bookingOffline: s.text("BOOK NOW tapped offline, before the form has loaded"),
  }),
  pageLoadError: s.object("When a page cannot load", {
    message: s.text("Message"),
    retry: s.text("Try again button"),
    offline: s.text("A page opened without a connection, before its code has come"),
  }),
});

const gallery = s.object("Program page", {
  copy: s.object("Words on the page", {
    eyebrow,
    title: heading("Title"),
    intro: s.text("Introduction", { long: true }),
    carouselLabel: s.text("Name of the carousel"),
    carouselSet: s.photoSet("Carousel photo set", { min: 1 }),
    closing: s.object("Call to book at the end", {
      heading: heading(),
      text: s.text("Text", { long: true }),
      book: s.text("Book button"),
      whatsapp: s.text("WhatsApp button"),
    }),
  }),
  sameOriginal: optional(
    s.list("Photos cropped from one original", s.list("Photos never shown side by side", s.photoId("Photo", { reference: true }), { min: 2 }), {
      hint: "Sample photos only: delete with them.",
    }),
  ),
  sets: s.list("Gallery photo sets", s.photoSet("Photo set", { min: 1, reference: true }), { min: 1, hint: "Dealt in turn, so the columns mix them." }),
  limit: s.int("Most photos in the gallery", { min: 1, max: 1000, hint: "Photos of the sets beyond it are left out of the site (the build names them)." }),
  rows: optional(
    s.object("Rows of stories and films", {
      storiesHeading: heading("Heading of the stories"),
      filmsHeading: heading("Heading of the films"),
      allLink: s.text("Link to every story and film"),
    }),
  ),
});

const photos = s.record(
  "Photos",
  s.list(
    "Photos of the set",
    s.object("Photo", {
      file: s.photoFile("Photo"),
      alt: s.text("What the photo shows", { hint: "For people who cannot see it, and search engines." }),
      caption: optional(s.text("Caption", { hint: "Shown under the photo in the carousel and the large view: the moment, the place. Leave out for none." })),
    }),
  ),
  { keyNoun: "photo set", keysArePhotoSets: true, hint: "Every photo under static/photos/<set>/ needs a line here with its alt text." },
);

const credits = s.object("Photo credits", {
  intro: s.text("Introduction", { long: true }),
  licences: optional(
    s.list(
      "Licences",
      s.object("Licence", { id: s.string("Short id"), name: s.string("Name"), url: s.string("Link", { format: "url" }) }),
      { unique: "id" },
    ),
  ),
  credits: optional(
    s.list(
      "Credits",
      s.object("Credit", {
        work: s.text("What the original shows"),
        author: s.string("Author"),
        licences: s.list("Licences (their short ids)", s.string("Licence id"), { min: 1 }),
        source: s.object("Source", { package: s.string("Package"), version: s.string("Version"), path: s.string("Path") }),
        photos: s.list("Photos made from it", s.photoId("Photo", { reference: true }), { min: 1 }),
      }),
    ),
  ),
  setLabels: s.record("Where each set appears", s.text("Label"), { keyNoun: "photo set", keysArePhotoSets: true }),
});

// The words of buttons, menus and screen-reader labels that belong to no one page's content.
const labels = s.object("Buttons and labels", {
  skipLink: s.text("Skip link (first thing a keyboard reaches)"),
  carousel: s.object("Carousels", {
    name: s.text("Name of a carousel without its own"),
    kind: s.text('What a carousel is, for screen readers ("carousel")'),
    slide: s.text('What a slide is, for screen readers ("slide")'),
    slideOf: s.text("Which slide", { vars: ["n", "count"], hint: "{n} is the slide's number, {count} how many there are." }),
    play: s.text("Play button", { vars: ["label"], hint: "{label} is the carousel's name." }),
    pause: s.text("Pause button", { vars: ["label"], hint: "{label} is the carousel's name." }),
    previous: s.text("Previous button"),
    next: s.text("Next button"),
    dots: s.text("Name of the row of dots"),
    goTo: s.text("One dot", { vars: ["n"] }),
  }),
  dialog: s.object("Popups", { close: s.text("Close button") }),
  header: s.object("Header", {
    nav: s.text("Name of the menu, for screen readers"),
    openMenu: s.text("Open menu button"),
    closeMenu: s.text("Close menu button"),
    book: s.text("Book button"),
    languages: s.text("Name of the list of languages, for screen readers"),
  }),
  hero: s.object("Home slideshow", { book: s.text("Book button"), play: s.text("Play button"), pause: s.text("Pause button") }),
  footer: s.object("Footer", {
    mapLink: s.text("Link to the map"),
    programsHeading: heading("Programs heading"),
    linksHeading: heading("Links heading"),
    followHeading: heading("Social links heading"),
    copyright: s.text("Copyright line", { vars: ["year"], hint: "{year} is this year." }),
    credits: s.text("Photo credits link"),
  }),
  lightbox: s.object("Large photo view", {
    title: s.text("Which photo", { vars: ["n", "count"] }),
    close: s.text("Close button"),
    previous: s.text("Previous button"),
    next: s.text("Next button"),
    offline: s.text("A photo tapped offline, before the large view has loaded"),
  }),
  gallery: s.object("Photo gallery", {
    open: s.text("Button on each photo", { vars: ["alt"], hint: "{alt} is what the photo shows." }),
    photoOf: s.text("A photo without a description", { vars: ["n", "count"] }),
  }),
  plan: s.object("Plan cards", { featured: s.text("Featured badge"), book: s.text("Book button", { vars: ["plan"] }) }),
  dateCheck: s.text("Button of the date check on the home and pricing pages", {
    hint: "Its date is labelled with the WhatsApp bar's question; the answer, free or booked, shows in the booking form it opens (Booked dates).",
  }),
  programCard: s.object("Program cards", {
    book: s.text("Book button"),
    bookFor: s.text("Read after it by screen readers", { vars: ["title"], hint: "{title} is the card's title." }),
  }),
  testimonials: s.object("Testimonials", { label: s.text("Name of the carousel") }),
  about: s.object("About page", { title: heading("Title") }),
  credits: s.object("Photo credits page", {
    eyebrow,
    title: heading("Title"),
    by: s.text("Who took it", { vars: ["author"] }),
    source: s.text("Where it comes from", { long: true, vars: ["path", "package", "version", "where"] }),
  }),
  notFound: s.object("Page not found", { eyebrow, title: heading("Title"), text: s.text("Text", { long: true }) }),
  structuredData: s.object(
    "For search engines",
    {
      service: s.text("What the studio offers"),
      serviceType: s.text("Kind of service"),
      offer: s.text("A plan as an offer", { vars: ["plan"] }),
    },
    { buildOnly: true },
  ),
});

const page = s.object("Page", {
  title: s.text("Title (browser tab and search results)"),
  description: s.text("Description for search results and link previews", { long: true, buildOnly: true }),
  nav: optional(s.text("Label in the header menu")),
  quickLink: optional(s.text("Label in the footer's links")),
  sharePhoto: optional(s.photoId("Photo of its link previews", { buildOnly: true, hint: "Cropped to 1200×630 for WhatsApp and search results; the first hero photo when not given." })),
});
const pages = s.object("Page titles and menus", {
  home: page,
  program: page,
  stories: page,
  about: page,
  pricing: page,
  thankYou: page,
  credits: page,
  notFound: page,
});

// Stories and films: a story is a file of its own in src/content/stories/ (one wedding, shoot or
// function), its photos in a folder of their own, static/photos/story-<address>/; the words
// around them are stories.json, the films films.json.
const storyPhoto = s.object("Photo", {
  file: s.photoFile("Photo", { hint: "Uploaded into this story's own photo folder." }),
  alt: s.text("What the photo shows", { hint: "For people who cannot see it, and search engines." }),
  caption: optional(s.text("Caption", { long: true, hint: "Shown under the photo: the function, the moment. Leave out for none." })),
});
export const story = s.object("Story", {
  slug: s.string("Address", {
    format: "id",
    hint: "Lower-case words and dashes, e.g. ananya-rohan-nashik: the story's page is then /stories/ananya-rohan-nashik/. Choose it once: its file and its photos' folder are named after it, and the page stays at the first address if this is changed later.",
  }),
  title: s.text("Title", { hint: "A few words under the names: From haldi to vidaai." }),
  summary: s.text("Short text", { long: true, hint: "Two or three sentences: shown with the story in lists, at the top of its page and in search results." }),
  names: s.text("Whose story", { hint: "The couple's or family's names, in each language's script: Ananya & Rohan, अनन्या और रोहन." }),
  occasion: s.string("Occasion", { format: "id", ref: "programs", missing: "the story is left off the list on /stories/ (its own page stays)", hint: "Which program it is: the story is listed under it." }),
  town: s.text("Town"),
  venue: s.text("Venue"),
  month: s.int("Month", { min: 1, max: 12, hint: "1 for January, 12 for December." }),
  year: s.int("Year", { min: 1990, max: 2100 }),
  cover: s.object("Cover photo", { file: s.photoFile("Photo", { hint: "Wide, at least 1600 px: it fills the top of the page." }), alt: s.text("What the photo shows") }),
  photos: s.list("Photos, in order", storyPhoto, { min: 1, hint: "Shown in this order; two upright photos in a row sit side by side." }),
  film: optional(s.string("Film", { format: "id", ref: "films", missing: "no film shows there", hint: "Its film (under Films), if it has one." })),
  sample: optional(s.boolean("Sample story", { hint: "Marks a sample made from stand-in photos: delete it when your own stories are in." })),
});

const storiesWords = s.object("Stories: the words", {
  eyebrow,
  title: heading("Title of /stories/"),
  intro: s.text("Introduction", { long: true }),
  filterLabel: s.text("Name of the list of occasions, for screen readers"),
  all: s.text("Link showing every occasion"),
  filmsHeading: heading("Heading of the films"),
  otherHeading: heading("Heading of the programs without a story yet"),
  otherText: s.text("Text under it", { long: true }),
  ask: s.text("Button of one of those programs, short", { hint: "Its words must be part of the next text, which screen readers hear." }),
  askAbout: s.text("The same button, for screen readers", { vars: ["program"], hint: "{program} is the program's title." }),
  placeAndDate: s.text("Where and when", { vars: ["venue", "town", "date"], hint: "{venue}, {town} and {date} (month and year) are the story's." }),
  months: s.list("Names of the months", s.text("Month"), { min: 12, max: 12, hint: "January to December, for a story's date." }),
  sample: s.text("Note on a sample story", { long: true }),
  sampleTag: s.text("Tag on a sample story's card"),
  filmHeading: heading("Heading of a story's film"),
  closing: s.object("At the end of a story", {
    heading: heading(),
    text: s.text("Text", { long: true }),
    book: s.text("Book button"),
    whatsapp: s.text("WhatsApp button"),
  }),
  read: s.text("Link to a story from the list"),
  more: heading("Heading of the other stories"),
  back: s.text("Link back to every story"),
});

const films = s.object("Films", {
  films: optional(
    s.list(
      "Films",
      s.object("Film", {
        id: s.string("Short id", { format: "id" }),
        title: s.text("Title"),
        occasion: s.string("Occasion", { format: "id", ref: "programs", missing: "the film shows under Films only", hint: "Which program it is." }),
        youtube: s.string("YouTube link", {
          format: "youtube",
          hint: "The film's YouTube link (Share > Copy link), or its 11-character id. It plays from youtube-nocookie.com, and only once the visitor taps play.",
        }),
        poster: s.photoId("Poster photo", { hint: "A photo of your own shown until the visitor taps play, e.g. story-ananya-rohan-nashik/07-pheras." }),
        minutes: s.int("Length: minutes", { min: 0, max: 600 }),
        seconds: s.int("Length: seconds", { min: 0, max: 59 }),
        sample: optional(s.boolean("Sample film", { hint: "A stand-in video: replace it with your own film's link." })),
      }),
      { unique: "id" },
    ),
  ),
  words: s.object("Words of the player", {
    play: s.text("Play button, for screen readers", { vars: ["title", "length"] }),
    frameTitle: s.text("Name of the playing film, for screen readers", { vars: ["title"] }),
    offline: s.text("Message when play is tapped without a connection", { long: true }),
    sample: s.text("Note on a sample film"),
    sampleTag: s.text("Tag on a sample film's poster, in a row of films"),
    minutes: s.text("A film's length", { vars: ["minutes", "seconds"], hint: "{minutes} and {seconds}: 4 min 32 s." }),
  }),
  featured: optional(
    s.object("Featured film (at the end of the home page)", {
      eyebrow,
      heading: heading(),
      text: s.text("Text", { long: true }),
      film: s.string("Film", { format: "id", ref: "films", missing: "no film shows there", hint: "One of the films above." }),
      linkLabel: s.text("Link to every story and film"),
    }),
  ),
});

/** Every content file: its name under src/content/, its title in /admin/ and its schema. */
export const contentFiles = {
  studio: { file: "studio.json", title: "Studio and contact", node: studio },
  home: { file: "home.json", title: "Home page", node: home },
  programs: { file: "programs.json", title: "Programs", node: programs },
  plans: { file: "plans.json", title: "Pricing", node: plans },
  faq: { file: "faq.json", title: "FAQ", node: faq },
  testimonials: { file: "testimonials.json", title: "Testimonials", node: testimonials },
  about: { file: "about.json", title: "About page", node: about },
  enquiry: { file: "enquiry.json", title: "Enquiry forms", node: enquiry },
  availability: { file: "availability.json", title: "Booked dates", node: availability },
  contact: { file: "contact.json", title: "WhatsApp bar and notifications", node: contact },
  gallery: { file: "gallery.json", title: "Program page", node: gallery },
  photos: { file: "photos.json", title: "Photos", node: photos },
  credits: { file: "credits.json", title: "Photo credits", node: credits },
  labels: { file: "labels.json", title: "Buttons and labels", node: labels },
  pages: { file: "pages.json", title: "Page titles and menus", node: pages },
  storyWords: { file: "stories.json", title: "Stories: the words", node: storiesWords },
  films: { file: "films.json", title: "Films", node: films },
} as const;

/**
 * Content kept as a folder of files, one per item, so the owner adds one from /admin/ with its
 * own photo folder: src/content/<folder>/<address>.json, its photos in
 * static/photos/<photoSetPrefix><address>/. The site reads them as one list (`<folder>.json?<folder>`).
 */
export const contentFolders = {
  stories: { folder: "stories", title: "Stories", singular: "Story", node: story, photoSetPrefix: "story-" },
} as const;
export type Story = Out<typeof story>;

export type ContentName = keyof typeof contentFiles;
/** What the app receives from one file, texts in one language. */
export type ContentOf<K extends ContentName> = Out<(typeof contentFiles)[K]["node"]>;
