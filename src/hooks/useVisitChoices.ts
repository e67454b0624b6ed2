import { useSyncExternalStore } from "react";
import { getChoices, getServerChoices, subscribeChoices, type VisitChoices } from "../lib/visit-choices";

/** The plan and date the visitor has chosen in this visit; none on the server. */
export function useVisitChoices(): VisitChoices {
  return useSyncExternalStore(subscribeChoices, getChoices, getServerChoices);
}
