import { plans, pricingCopy } from "../content/plans";
import { faq } from "../content/faq";
import { PlanCard } from "../components/PlanCard";
import { Accordion } from "../components/Accordion";
import { LeadPopup } from "../components/LeadPopup";
import { DateCheck } from "../components/DateCheck";
import "./Pricing.css";

/** The three packages side by side, then the questions couples ask before booking. */
export function Pricing() {
  return (
    <div className="pricing">
      {/* .page-head sets its own padding, so the gutter comes from the container inside. */}
      <header className="page-head">
        <div className="container">
          <span className="eyebrow">{pricingCopy.eyebrow}</span>
          <h1>{pricingCopy.title}</h1>
          <p>{pricingCopy.intro}</p>
        </div>
      </header>
      <section className="container pricing__plans" aria-labelledby="pricing-plans">
        <h2 id="pricing-plans" className="visually-hidden">
          {pricingCopy.plansTitle}
        </h2>
        <div className="pricing__grid">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="pricing__note">{pricingCopy.note}</p>
        <DateCheck />
      </section>
      <section className="section" aria-labelledby="pricing-faq">
        <div className="container pricing__faq">
          <div className="pricing__faq-head">
            <span className="eyebrow">{pricingCopy.faqEyebrow}</span>
            <h2 id="pricing-faq">{pricingCopy.faqTitle}</h2>
          </div>
          <Accordion items={faq} />
        </div>
      </section>
      <LeadPopup />
    </div>
  );
}
