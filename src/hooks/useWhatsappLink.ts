import type { MouseEvent } from "react";
import { whatsappUrl } from "../content/studio";
import { contactCopy } from "../content/contact";
import { locale } from "../content/load";
import { fill } from "../lib/localize";
import { formatEventDate } from "../lib/format";
import { mostVisible } from "../lib/visibility";
import { useVisitChoices } from "./useVisitChoices";
import { useHydrated } from "./useHydrated";

/**
 * A WhatsApp link whose greeting names what the visitor is looking at: the plan they chose in this
 * visit, else the page (its route id, from the shell's useCurrentRouteId); and asks about their
 * date once they have chosen one. On the plans page, with no plan chosen, the tap itself names the
 * plan most in view (cards carry data-plan), read then rather than tracked on every scroll.
 * The prerendered page links the chat without a greeting: it is written once the page works
 * (a greeting in Hindi or Marathi is some 200 bytes of every page's first round trip, twice).
 */
export function useWhatsappLink(routeId: string): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const { plan, date } = useVisitChoices();
  const hydrated = useHydrated();
  const greeting = (topic: string) =>
    whatsappUrl(date ? fill(contactCopy.greetingWithDate, { topic, date: formatEventDate(date, locale) }) : fill(contactCopy.greeting, { topic }));
  const planTopic = (name: string) => fill(contactCopy.planTopic, { plan: name });
  const href = hydrated ? greeting(plan ? planTopic(plan) : (contactCopy.topics[routeId] ?? contactCopy.otherTopic)) : whatsappUrl();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (plan) return;
    const cards = [...document.querySelectorAll<HTMLElement>("[data-plan]")].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.dataset.plan ?? "", top: r.top, bottom: r.bottom };
    });
    const inView = mostVisible(cards, window.innerHeight);
    // The browser follows the href as it is once the click handlers have run.
    if (inView) event.currentTarget.href = greeting(planTopic(inView));
  }
  return { href, onClick };
}
