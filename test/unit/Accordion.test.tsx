import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Accordion } from "../../src/components/Accordion";

const items = [
  { title: "Do you travel?", answer: "Yes, anywhere in India." },
  { title: "How do we pay?", answer: "A 30% advance confirms your date." },
];

describe("Accordion", () => {
  it("toggles an answer by its title, and only that one", () => {
    render(<Accordion items={items} />);
    const travel = screen.getByRole("button", { name: "Do you travel?" });
    const pay = screen.getByRole("button", { name: "How do we pay?" });
    // Collapsed answers stay in the HTML (for search engines and readers without script), hidden.
    expect(screen.getByText("Yes, anywhere in India.").closest("[hidden]")).not.toBeNull();
    expect(screen.queryByRole("region")).toBeNull();

    fireEvent.click(travel);
    expect(travel.getAttribute("aria-expanded")).toBe("true");
    expect(pay.getAttribute("aria-expanded")).toBe("false");
    const panel = screen.getByRole("region", { name: "Do you travel?" });
    expect(panel.textContent).toBe("Yes, anywhere in India.");
    expect(travel.getAttribute("aria-controls")).toBe(panel.id);

    fireEvent.click(travel);
    expect(travel.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Do you travel?" })).toBeNull();
  });

  it("uses real buttons inside headings, so Enter, Space and the tab order work", () => {
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => [b.tagName, b.getAttribute("type"), b.parentElement?.tagName])).toEqual([
      ["BUTTON", "button", "H3"],
      ["BUTTON", "button", "H3"],
    ]);
  });
});
