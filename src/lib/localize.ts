/**
 * Content files hold each text either as a plain string (English) or as {"en": ..., "hi": ...}.
 * `localize` returns a copy with every such text in one language (English where that language has
 * none) and the placeholders ("{studio.name}") filled, so components only ever see plain strings.
 */
export const locales = ["en", "hi", "mr"] as const;
export type Locale = (typeof locales)[number];
/** English is the default and the fallback of every text. */
export const defaultLocale: Locale = "en";

/**
 * Each language's name in English and in itself (the switcher shows that one; the build's
 * messages and /admin/ both), and its BCP 47 tag for India.
 */
export const languageNames: Record<Locale, { name: string; native: string }> = {
  en: { name: "English", native: "English" },
  hi: { name: "Hindi", native: "हिन्दी" },
  mr: { name: "Marathi", native: "मराठी" },
};
export const languageTags: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", mr: "mr-IN" };

export function isLocale(code: unknown): code is Locale {
  return typeof code === "string" && (locales as readonly string[]).includes(code);
}
const languageKeys = new Set<string>(locales);

function isTranslation(v: object): v is Record<string, string> {
  const keys = Object.keys(v);
  return keys.includes("en") && keys.every((k) => languageKeys.has(k)) && Object.values(v).every((x) => typeof x === "string");
}

/** Replaces "{key}" by vars[key]; unknown keys stay as they are (the build reports them). */
export function fill(text: string, vars: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([\w.]+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

export function localize<T>(value: unknown, locale: string, vars: Readonly<Record<string, string | number>> = {}): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return fill(v, vars);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      if (isTranslation(v)) return fill(v[locale] || v.en!, vars);
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}
