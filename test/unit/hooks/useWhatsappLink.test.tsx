import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useWhatsappLink } from "../../../src/hooks/useWhatsappLink";
import { contactCopy } from "../../../src/content/contact";
import { whatsappUrl } from "../../../src/content/studio";
import { fill } from "../../../src/lib/localize";
import { formatEventDate } from "../../../src/lib/format";
import { choose, forgetChoices } from "../../../src/lib/visit-choices";
import { plans } from "../../../src/content/plans";

afterEach(() => act(() => forgetChoices()));

describe("useWhatsappLink", () => {
  it("greets with the topic of the page it is given", () => {
    for (const [id, topic] of Object.entries(contactCopy.topics)) {
      const { result } = renderHook(() => useWhatsappLink(id));
      expect(result.current.href).toBe(whatsappUrl(fill(contactCopy.greeting, { topic })));
    }
  });

  it("falls back to the website as topic on a page without one", () => {
    const { result } = renderHook(() => useWhatsappLink("credits"));
    expect(result.current.href).toBe(whatsappUrl(fill(contactCopy.greeting, { topic: contactCopy.otherTopic })));
  });

  it("names the plan and asks about the date the visitor chose in this visit, and follows a change", () => {
    const plan = plans[plans.length - 1]!.name;
    const { result } = renderHook(() => useWhatsappLink("home"));
    act(() => choose({ plan }));
    const topic = fill(contactCopy.planTopic, { plan });
    expect(result.current.href).toBe(whatsappUrl(fill(contactCopy.greeting, { topic })));
    act(() => choose({ date: "2027-02-14" }));
    expect(result.current.href).toBe(whatsappUrl(fill(contactCopy.greetingWithDate, { topic, date: formatEventDate("2027-02-14") })));
    // A cleared date field: the question is the page's own again.
    act(() => choose({ date: "" }));
    expect(result.current.href).toBe(whatsappUrl(fill(contactCopy.greeting, { topic })));
  });

  it("links the chat without a greeting in the prerendered page", () => {
    function Probe() {
      return <a href={useWhatsappLink("home").href}>chat</a>;
    }
    expect(renderToString(<Probe />)).toContain(`href="${whatsappUrl()}"`);
  });
});
