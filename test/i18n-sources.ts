/**
 * The English the site shows, gathered for the translation dictionaries (src/content/i18n/*.json):
 * - contentStrings(): every visible string of the content modules and the route table, imported,
 *   with the studio's own values written back as tokens ("Welcome to {studio}");
 * - interfaceFragments(): every piece of text hard-coded in src/App.tsx, src/components, src/pages
 *   and the JSON-LD (JSX text, visible attributes such as aria-label, label/title properties), parsed
 *   from the source, so a new button label is found without anyone listing it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAst } from "rolldown/parseAst";
import { studio } from "../src/content/studio";
import { programs } from "../src/content/programs";
import * as home from "../src/content/home";
import { testimonials } from "../src/content/testimonials";
import { programCopy } from "../src/content/gallery";
import { about } from "../src/content/about";
import { plans, pricingCopy } from "../src/content/plans";
import { faq } from "../src/content/faq";
import * as enquiry from "../src/content/enquiry";
import { photoAlts } from "../src/content/photos";
import { creditsIntro, photoCredits, photoSetLabels } from "../src/content/credits";
import { notFoundRoute, routes } from "../src/shell/routes";
import { latinWords } from "./latin-words";

/** What stays in Latin script in every language: the brand, its contacts. */
export const latinAllowed = [studio.name, studio.shortName];

/** The studio's own values that templates insert, and the token each becomes in a key. */
export const studioTokens: [token: string, value: string][] = [
  ["{studio}", studio.name],
  ["{founder}", studio.founder],
  ["{founderFirstName}", studio.founder.split(" ")[0] ?? ""],
  ["{locality}", studio.address.locality],
  ["{foundedYear}", String(studio.foundedYear)],
];

/** "Welcome to Aangan Studio" → "Welcome to {studio}"; a value on its own stays as it is. */
export function templateKey(text: string): string {
  // A value on its own ("Ravi Sharma", the founder's name) is a string to translate, not a template.
  if (studioTokens.some(([, value]) => value === text)) return text;
  let key = text;
  for (const [token, value] of studioTokens) {
    if (!value) continue;
    key = key.replace(new RegExp(`(?<![\\w])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w])`, "g"), token);
  }
  return key;
}

/** Fields that hold ids, addresses, numbers or data, never words a visitor reads. */
const notText = new Set([
  "id", "img", "photo", "href", "photoSet", "carouselSet", "profilePhotoSet", "flag", "e164",
  "directionsUrl", "socials", "url", "path", "file", "page", "sharePhoto", "criticalBlocks",
  "openingHours", "geo", "country", "postalCode", "display", "languages",
]);

function walk(value: unknown, where: string, out: Map<string, string>): void {
  if (typeof value === "string") {
    if (latinWords(value, { allow: latinAllowed }).length > 0) out.set(templateKey(value), where);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${where}[${i}]`, out));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) if (!notText.has(k)) walk(v, `${where}.${k}`, out);
  }
}

/** Each key (an English string, templated) with where it was found first. */
export function contentStrings(): Map<string, string> {
  const out = new Map<string, string>();
  const modules: Record<string, unknown> = {
    studio: { ...studio, address: { street: studio.address.street, locality: studio.address.locality, region: studio.address.region } },
    programs,
    home: { hero: home.hero, features: home.features, programSection: home.programSection, intro: home.intro, galleryBlock: home.galleryBlock, testimonialsSection: home.testimonialsSection },
    testimonials,
    gallery: programCopy,
    about,
    plans: { plans, pricingCopy },
    faq,
    enquiry: {
      fieldCopy: enquiry.fieldCopy,
      honeypotLabel: enquiry.honeypotLabel,
      bookingCopy: enquiry.bookingCopy,
      leadCopy: enquiry.leadCopy,
      thankYouCopy: {
        ...enquiry.thankYouCopy,
        whatsappMessage: enquiry.thankYouCopy.whatsappMessage({ name: "{name}", city: "{city}", budget: "{budget}" }),
        enquiryMessage: enquiry.thankYouCopy.enquiryMessage({ name: "{name}", email: "{email}", number: "{number}", pin: "{pin}", city: "{city}", budget: "{budget}" }),
        emailSubject: enquiry.thankYouCopy.emailSubject({ name: "{name}" }),
      },
      tooLongHint: enquiry.tooLongHint(Number.NaN).replace("NaN", "{max}"),
      pageLoadErrorCopy: enquiry.pageLoadErrorCopy,
      toastCopy: enquiry.toastCopy,
      extraFieldCopy: enquiry.extraFieldCopy,
      contactCopy: enquiry.contactCopy,
    },
    photos: photoAlts,
    credits: { creditsIntro, works: photoCredits.map((c) => c.work), photoSetLabels },
    routes: [...routes, notFoundRoute].map((r) => ({ title: r.title, description: r.description, nav: r.nav, quickLink: r.quickLink })),
  };
  for (const [name, value] of Object.entries(modules)) walk(value, name, out);
  return out;
}

// ---- Interface text hard-coded in the components ----

/** JSX attributes and object properties whose string values people see or hear. */
const visibleAttributes = new Set([
  "aria-label", "aria-roledescription", "title", "alt", "placeholder", "label", "closeLabel", "description",
  "submitLabel", "emailHint", "subtitle",
]);
const visibleProperties = new Set(["label", "name", "serviceType", "title", "closeLabel"]);

type AstNode = { type: string; [key: string]: unknown };

function isNode(v: unknown): v is AstNode {
  return !!v && typeof v === "object" && typeof (v as AstNode).type === "string";
}

function keyName(node: AstNode): string | undefined {
  const k = (node.key ?? node.name) as AstNode | undefined;
  if (!k) return undefined;
  if (k.type === "Identifier" || k.type === "JSXIdentifier") return k.name as string;
  if (k.type === "Literal") return String(k.value);
  return undefined;
}

export interface Fragment {
  text: string;
  file: string;
}

function fragmentsOf(source: string, file: string): Fragment[] {
  const out: Fragment[] = [];
  const add = (raw: string) => {
    const text = raw.replace(/\s+/g, " ").trim();
    if (/[A-Za-z]/.test(text)) out.push({ text, file });
  };
  const visit = (node: unknown, collecting: boolean, parent?: AstNode): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, collecting, parent));
    if (!isNode(node)) return;
    switch (node.type) {
      case "ImportDeclaration":
      case "ExportAllDeclaration":
      case "TSTypeAnnotation":
      case "TSInterfaceDeclaration":
      case "TSTypeAliasDeclaration":
        return;
      case "JSXText":
        return add(node.value as string);
      case "JSXAttribute":
        return visit(node.value, visibleAttributes.has(keyName(node) ?? ""), node);
      case "JSXExpressionContainer":
        // A child expression ({" "}, {cond ? "a" : "b"}) is text; an attribute's follows the attribute.
        return visit(node.expression, parent?.type === "JSXAttribute" ? collecting : true, node);
      case "Property":
        return visit(node.value, visibleProperties.has(keyName(node) ?? ""), node);
      case "CallExpression": {
        const callee = node.callee as AstNode;
        const object = callee.type === "MemberExpression" ? (callee.object as AstNode) : undefined;
        if (object?.type === "Identifier" && object.name === "console") return;
        break;
      }
      case "BinaryExpression":
        // `state === "paused"` compares; its strings are not shown.
        if (["===", "!==", "==", "!="].includes(node.operator as string)) return;
        break;
      case "Literal":
        if (collecting && typeof node.value === "string") add(node.value);
        return;
      case "TemplateElement":
        if (collecting) add((node.value as { cooked: string }).cooked);
        return;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === "type" || k === "start" || k === "end") continue;
      // Inside an element, children are text again whatever the surrounding attribute was.
      visit(v, node.type === "JSXElement" || node.type === "JSXFragment" ? false : collecting, node);
    }
  };
  visit(parseAst(source, { lang: "tsx" }, file), false);
  return out;
}

/** Source files whose hard-coded strings reach a visitor. */
export function interfaceFiles(root = "src"): string[] {
  const dir = (d: string) => readdirSync(join(root, d)).filter((f) => f.endsWith(".tsx")).map((f) => join(root, d, f));
  return [join(root, "App.tsx"), ...dir("components"), ...dir("pages"), ...dir("shell"), join(root, "../tooling/structured-data.ts")];
}

export function interfaceFragments(root = "src"): Fragment[] {
  return interfaceFiles(root).flatMap((f) => fragmentsOf(readFileSync(f, "utf8"), f));
}
