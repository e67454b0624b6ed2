import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { studio } from "../../src/content/studio";
import { labels } from "../../src/content/labels";
import { pageWords } from "../../src/content/pages";
import { programs } from "../../src/content/programs";
import { fill } from "../../src/lib/localize";
import { renderAt } from "./render";
import { href } from "../../src/shell/links";

function column(name: string) {
  return screen.getByRole("heading", { name }).closest("section") as HTMLElement;
}

describe("Footer", () => {
  it("has the studio column with a tel: phone, a mailto: email and GET IN TOUCH to maps directions", () => {
    renderAt(<Footer />);
    const col = column(studio.name);
    expect(within(col).getByRole("link", { name: studio.phone.display }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    expect(within(col).getByRole("link", { name: studio.email }).getAttribute("href")).toBe(`mailto:${studio.email}`);
    expect(within(col).getByRole("link", { name: labels.footer.mapLink }).getAttribute("href")).toBe(studio.directionsUrl);
  });

  it("lists the programs in programs.json's order, each a link to its stories on /stories/", () => {
    renderAt(<Footer />);
    const col = column(labels.footer.programsHeading);
    expect(within(col).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual(programs.map((p) => [p.title, `${href("stories")}#${p.id}`]));
  });

  it("has quick links to Program, Stories, About Us and Pricing, named in pages.json", () => {
    renderAt(<Footer />);
    const links = within(column(labels.footer.linksHeading)).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      [pageWords.program.quickLink, "/program/"],
      [pageWords.stories.quickLink, href("stories")],
      [pageWords.about.quickLink, "/about/"],
      [pageWords.pricing.quickLink, "/pricing/"],
    ]);
  });

  it("links Instagram, a wa.me click-to-chat WhatsApp and Facebook", () => {
    renderAt(<Footer />);
    const col = column(labels.footer.followHeading);
    expect(within(col).getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(studio.socials.instagram);
    expect(within(col).getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      `https://wa.me/${studio.phone.e164.replace("+", "")}`,
    );
    expect(within(col).getByRole("link", { name: "Facebook" }).getAttribute("href")).toBe(studio.socials.facebook);
  });

  it("ends with the current year and the studio name", () => {
    renderAt(<Footer />);
    expect(screen.getByText(fill(labels.footer.copyright, { year: new Date().getFullYear() }))).toBeTruthy();
  });
});
