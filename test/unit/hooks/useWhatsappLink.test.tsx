import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, render, renderHook, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useWhatsappLink } from "../../../src/hooks/useWhatsappLink";
import { contactCopy } from "../../../src/content/contact";
import { whatsappUrl } from "../../../src/content/studio";
import { fill } from "../../../src/lib/localize";
import { formatEventDate } from "../../../src/lib/format";
import { choose } from "../../../src/lib/visit-choices";
import { plans } from "../../../src/content/plans";

/** The content's WhatsApp greeting about `topic`, asking about `date` once one was chosen. */
const whatsappGreeting = (topic: string, date?: string) => fill(contactCopy.greeting, { topic, question: date ? fill(contactCopy.dateQuestion, { date }) : contactCopy.question });

afterEach(() => choose({ plan: undefined, date: undefined }));

describe("useWhatsappLink", () => {
  it("greets with the topic of the page it is given", () => {
    for (const [id, topic] of Object.entries(contactCopy.topics)) {
      const { result } = renderHook(() => useWhatsappLink(id));
      expect(result.current.href).toBe(whatsappUrl(whatsappGreeting(topic)));
    }
  });

  it("falls back to the other pages' topic on a page without one", () => {
    const { result } = renderHook(() => useWhatsappLink("credits"));
    expect(result.current.href).toBe(whatsappUrl(whatsappGreeting(contactCopy.otherTopic)));
  });

  it("names the plan and asks about the date the visitor chose in this visit, when tapped", () => {
    const plan = plans[plans.length - 1]!.name;
    const date = formatEventDate("2027-02-14");
    function Chat() {
      return <a {...useWhatsappLink("home")}>chat</a>;
    }
    render(<Chat />);
    const link = screen.getByRole("link");
    link.addEventListener("click", (e) => e.preventDefault());
    choose({ plan, date });
    fireEvent.click(link);
    const topic = fill(contactCopy.planTopic, { plan });
    expect(link.getAttribute("href")).toBe(whatsappUrl(whatsappGreeting(topic, date)));
    // A cleared date field: the question is the page's own again.
    choose({ date: "" });
    fireEvent.click(link);
    expect(link.getAttribute("href")).toBe(whatsappUrl(whatsappGreeting(topic)));
  });

  it("links the chat without a greeting in the prerendered page", () => {
    function Probe() {
      return <a href={useWhatsappLink("home").href}>chat</a>;
    }
    expect(renderToString(<Probe />)).toContain(`href="${whatsappUrl()}"`);
  });
});
