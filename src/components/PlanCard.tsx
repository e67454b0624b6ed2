import clsx from "clsx";
import type { Plan } from "../content/plans";
import { formatRupees } from "../lib/format";
import { budgetOf } from "../lib/enquiry";
import { useBooking } from "../hooks/useBooking";
import { labels } from "../content/labels";
import { fill } from "../lib/localize";
import "./PlanCard.css";

/** One package: name, price, features and a BOOK button that opens the form for this plan (titled for it, its price chosen as the budget). */
export function PlanCard({ plan }: { plan: Plan }) {
  const { openBooking } = useBooking();
  const headingId = `plan-${plan.id}`;
  return (
    <article className={clsx("plan", plan.featured && "plan--featured")} aria-labelledby={headingId} data-plan={plan.name}>
      {plan.featured && <p className="plan__badge">{labels.plan.featured}</p>}
      <h3 id={headingId} className="plan__name">
        {plan.name}
      </h3>
      <p className="plan__summary">{plan.summary}</p>
      <p className="plan__price">
        <span className="plan__amount">{formatRupees(plan.price)}</span>
      </p>
      <ul className="plan__features">
        {plan.features.map((f) => (
          <li key={f} className="plan__feature">
            {f}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={clsx("button", "plan__button", plan.featured ? "button--primary" : "plan__button--outline")}
        onClick={() => openBooking({ budget: budgetOf(plan.price), plan: plan.name })}
      >
        {fill(labels.plan.book, { plan: plan.name })}
      </button>
    </article>
  );
}
