import type { MouseEvent } from "react";
import { whatsappUrl } from "../content/studio";
import { contactCopy } from "../content/contact";
import { fill } from "../lib/localize";
import { mostVisible } from "../lib/visibility";

function greeting(topic: string): string {
  return whatsappUrl(fill(contactCopy.greeting, { topic }));
}

/**
 * A WhatsApp link whose greeting names the page the visitor is on (its route id, from the shell's
 * useCurrentRouteId). On the plans page, the tap
 * itself names the plan most in view (cards carry data-plan), read then rather than tracked on
 * every scroll.
 */
export function useWhatsappLink(routeId: string): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const href = greeting(contactCopy.topics[routeId] ?? contactCopy.otherTopic);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const cards = [...document.querySelectorAll<HTMLElement>("[data-plan]")].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.dataset.plan ?? "", top: r.top, bottom: r.bottom };
    });
    const plan = mostVisible(cards, window.innerHeight);
    // The browser follows the href as it is once the click handlers have run.
    if (plan) event.currentTarget.href = greeting(fill(contactCopy.planTopic, { plan }));
  }
  return { href, onClick };
}
