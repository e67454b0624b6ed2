// The studio's packages and the words of /pricing: plans.json. Prices are whole rupees; `budget`
// is the choice the plan's BOOK button preselects in the enquiry form.
import raw from "./plans.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

export type Plan = ContentOf<"plans">["plans"][number];

const content = load<"plans">(raw);
export const plans: Plan[] = content.plans;
/** The words around the plan cards on /pricing. */
export const pricingCopy = content.copy;
