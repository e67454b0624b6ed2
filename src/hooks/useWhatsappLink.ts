import type { MouseEvent } from "react";
import { whatsappUrl } from "../content/studio";
import { contactCopy } from "../content/contact";
import { fill } from "../lib/localize";
import { mostVisible } from "../lib/visibility";
import { getChoices } from "../lib/visit-choices";
import { useHydrated } from "./useHydrated";

/**
 * A WhatsApp link whose greeting names what the visitor is looking at: the page (its route id,
 * from the shell's useCurrentRouteId). The tap itself names the plan they chose in this visit, or
 * on the plans page the plan most in view (cards carry data-plan), and asks about the date they
 * chose: all read then rather than tracked. The prerendered page links the chat without a
 * greeting, which is written once the page works (a greeting in Hindi or Marathi is some 200
 * bytes of every page's first round trip, twice).
 */
/** The greeting about `topic`, asking about `date` (in words) once the visitor chose one. */
const greeting = (topic: string, date?: string) =>
  whatsappUrl(fill(contactCopy.greeting, { topic, question: date ? fill(contactCopy.dateQuestion, { date }) : contactCopy.question }));

export function useWhatsappLink(routeId: string): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const hydrated = useHydrated();
  const topic = contactCopy.topics[routeId] ?? contactCopy.otherTopic;
  const href = hydrated ? greeting(topic) : whatsappUrl();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const { plan, date } = getChoices();
    const cards = [...document.querySelectorAll<HTMLElement>("[data-plan]")].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.dataset.plan ?? "", top: r.top, bottom: r.bottom };
    });
    const named = plan || mostVisible(cards, window.innerHeight);
    // The browser follows the href as it is once the click handlers have run.
    event.currentTarget.href = greeting(named ? fill(contactCopy.planTopic, { plan: named }) : topic, date || undefined);
  }
  return { href, onClick };
}
