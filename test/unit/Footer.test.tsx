import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { studio } from "../../src/content/studio";
import { renderAt } from "./render";

function column(name: string) {
  return screen.getByRole("heading", { name }).closest("section") as HTMLElement;
}

describe("Footer", () => {
  it("has the studio column with a tel: phone, a mailto: email and GET IN TOUCH to maps directions", () => {
    renderAt(<Footer />);
    const col = column(studio.name);
    expect(within(col).getByRole("link", { name: studio.phone.display }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    expect(within(col).getByRole("link", { name: studio.email }).getAttribute("href")).toBe(`mailto:${studio.email}`);
    expect(within(col).getByRole("link", { name: /get in touch/i }).getAttribute("href")).toBe(studio.directionsUrl);
  });

  it("lists the nine programs as plain text, in the spec's order", () => {
    renderAt(<Footer />);
    const col = column("Programs");
    expect(within(col).queryAllByRole("link")).toEqual([]);
    expect(within(col).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Event Photography",
      "Festival Photography",
      "Birthday Photography",
      "Pre-Wedding Photoshoot",
      "Wedding Cinematography",
      "Wedding Photography",
      "Naming Ceremony Photography",
      "Baby Shower Photography",
      "Engagement Photography",
    ]);
  });

  it("has quick links to Program, About Us and Pricing", () => {
    renderAt(<Footer />);
    const links = within(column("Quick Links")).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Program", "/program"],
      ["About Us", "/about"],
      ["Pricing", "/pricing"],
    ]);
  });

  it("links Instagram, a wa.me click-to-chat WhatsApp and Facebook", () => {
    renderAt(<Footer />);
    const col = column("Follow Us");
    expect(within(col).getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(studio.socials.instagram);
    expect(within(col).getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      `https://wa.me/${studio.phone.e164.replace("+", "")}`,
    );
    expect(within(col).getByRole("link", { name: "Facebook" }).getAttribute("href")).toBe(studio.socials.facebook);
  });

  it("ends with the current year and the studio name", () => {
    renderAt(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} ${studio.name}. All rights reserved.`)).toBeTruthy();
  });
});
