import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { contentStrings, interfaceFragments, latinAllowed } from "../i18n-sources";
import { latinWords } from "../latin-words";

// The Hindi and Marathi dictionaries against the English the site shows today: measured from the
// content modules and the components' source, so a new string fails here until it is translated.
const languages = ["hi", "mr"] as const;
const dictionaries = Object.fromEntries(
  languages.map((lang) => [lang, JSON.parse(readFileSync(`src/content/i18n/${lang}.json`, "utf8")) as Record<string, string>]),
) as Record<(typeof languages)[number], Record<string, string>>;

const content = contentStrings();
const fragments = interfaceFragments();

function entries(lang: (typeof languages)[number]): [string, string][] {
  return Object.entries(dictionaries[lang]).filter(([key]) => !key.startsWith("_"));
}

const tokens = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const numbers = (s: string) => [...s.matchAll(/\d[\d,.]*\d|\d/g)].map((m) => m[0]).sort();

describe.each(languages)("the %s dictionary", (lang) => {
  const dict = dictionaries[lang];
  const keys = entries(lang).map(([key]) => key);

  it("is marked as sample text for the studio to review", () => {
    expect(dict._note).toMatch(/sample/i);
  });

  it("translates every English string of the content and the route table", () => {
    const missing = [...content].filter(([key]) => !(key in dict)).map(([key, where]) => `${where}: ${key}`);
    expect(missing).toEqual([]);
  });

  it("covers every piece of text hard-coded in the components and pages", () => {
    const missing = fragments.filter((f) => !keys.some((key) => key.includes(f.text))).map((f) => `${f.file}: ${f.text}`);
    expect(missing).toEqual([]);
  });

  it("keeps no key that nothing on the site uses", () => {
    const unused = keys.filter((key) => !content.has(key) && !fragments.some((f) => key.includes(f.text)));
    expect(unused).toEqual([]);
  });

  it("keeps each key's {placeholders} and figures in its translation", () => {
    const wrong = entries(lang).filter(([key, value]) => tokens(key).join() !== tokens(value).join() || numbers(key).join() !== numbers(value).join());
    expect(wrong).toEqual([]);
  });

  it("writes every translation in Devanagari, leaving only the brand, addresses and numbers in Latin script", () => {
    const latin = entries(lang)
      .map(([key, value]) => [key, latinWords(value.replace(/\{\w+\}/g, " "), { allow: latinAllowed })] as const)
      .filter(([, words]) => words.length > 0);
    expect(latin).toEqual([]);
    const notDevanagari = entries(lang).filter(([, value]) => !/[\u0900-\u097F]/.test(value) && /[A-Za-z]/.test(value.replace(/\{\w+\}/g, "")));
    expect(notDevanagari).toEqual([]);
  });
});

it("the two dictionaries have the same keys", () => {
  expect(Object.keys(dictionaries.mr).sort()).toEqual(Object.keys(dictionaries.hi).sort());
});
