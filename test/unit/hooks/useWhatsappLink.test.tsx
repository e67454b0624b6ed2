import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { useWhatsappLink } from "../../../src/hooks/useWhatsappLink";
import { contactCopy } from "../../../src/content/contact";
import { whatsappUrl } from "../../../src/content/studio";
import { fill } from "../../../src/lib/localize";

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
});
