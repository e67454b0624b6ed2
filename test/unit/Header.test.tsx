import { describe, expect, it, vi } from "vitest";
import { screen, fireEvent, within } from "@testing-library/react";
import { Header } from "../../src/components/Header";
import { renderAt } from "./render";
import { contactCopy } from "../../src/content/contact";
import { labels } from "../../src/content/labels";
import { pageWords } from "../../src/content/pages";
import { studio, whatsappUrl } from "../../src/content/studio";
import { fill, languageNames } from "../../src/lib/localize";
import { href, languages, locale } from "../../src/shell/links";

/** The content's WhatsApp greeting about `topic`, asking about `date` once one was chosen. */
const whatsappGreeting = (topic: string, date?: string) => fill(contactCopy.greeting, { topic, question: date ? fill(contactCopy.dateQuestion, { date }) : contactCopy.question });

describe("Header", () => {
  it("links HOME, PROGRAM, STORIES, ABOUT US and PRICING in that order, then WhatsApp, and the logo goes home", () => {
    renderAt(<Header />);
    const nav = screen.getByRole("navigation", { name: labels.header.nav });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      [pageWords.home.nav, "/"],
      [pageWords.program.nav, "/program/"],
      [pageWords.stories.nav, href("stories")],
      [pageWords.about.nav, "/about/"],
      [pageWords.pricing.nav, "/pricing/"],
      ...languages.map((l) => [languageNames[l].native, href("home", l)]),
      [contactCopy.whatsapp, whatsappUrl(whatsappGreeting(contactCopy.topics.home!))],
    ]);
    expect(screen.getAllByRole("link")[0]!.getAttribute("href")).toBe("/");
  });

  it("offers the same page in every language of the site, marking the current one", () => {
    renderAt(<Header />, "/pricing/");
    const switcher = screen.getByRole("list", { name: labels.header.languages });
    const links = within(switcher).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("lang")])).toEqual(languages.map((l) => [languageNames[l].native, href("pricing", l), l]));
    expect(links.filter((a) => a.getAttribute("aria-current")).map((a) => a.getAttribute("lang"))).toEqual([locale]);
    expect(languages).toEqual(studio.languages);
  });

  it("offers another language's home page from a page that does not exist", () => {
    renderAt(<Header />, "/no-such-page");
    const links = within(screen.getByRole("list", { name: labels.header.languages })).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(languages.map((l) => href("home", l)));
  });

  it("marks only the current page's link as active", () => {
    renderAt(<Header />, "/pricing/");
    const nav = screen.getByRole("navigation", { name: labels.header.nav });
    const current = within(nav)
      .getAllByRole("link")
      .filter((a) => a.getAttribute("aria-current") === "page");
    expect(current.map((a) => a.textContent)).toEqual([pageWords.pricing.nav]);
    expect(current[0]!.className).toContain("header__link--active");
  });

  it("treats /about/ with a trailing slash as the About page", () => {
    renderAt(<Header />, "/about/");
    expect(screen.getByRole("link", { name: pageWords.about.nav }).getAttribute("aria-current")).toBe("page");
  });

  it("opens and closes the mobile menu with the menu button", () => {
    renderAt(<Header />);
    const button = screen.getByRole("button", { name: labels.header.openMenu });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("navigation", { name: labels.header.nav }).className).not.toContain("header__nav--open");
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: labels.header.closeMenu }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("navigation", { name: labels.header.nav }).className).toContain("header__nav--open");
    fireEvent.click(screen.getByRole("button", { name: labels.header.closeMenu }));
    expect(screen.getByRole("button", { name: labels.header.openMenu }).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the menu and navigates when a link is chosen", () => {
    const { location } = renderAt(<Header />);
    fireEvent.click(screen.getByRole("button", { name: labels.header.openMenu }));
    fireEvent.click(screen.getByRole("link", { name: pageWords.program.nav }));
    expect(location.history.at(-1)).toBe("/program/");
    expect(screen.getByRole("button", { name: labels.header.openMenu }).getAttribute("aria-expanded")).toBe("false");
  });

  it("BOOK NOW calls the app's open-booking action and closes the menu", () => {
    const openBooking = vi.fn();
    renderAt(<Header />, "/", { openBooking });
    fireEvent.click(screen.getByRole("button", { name: labels.header.openMenu }));
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    expect(openBooking).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: labels.header.openMenu }).getAttribute("aria-expanded")).toBe("false");
  });
});
