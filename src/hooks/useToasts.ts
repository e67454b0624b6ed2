import { useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToasts, type Toast } from "../lib/toast-store";

/** The toasts showing now; none on the server. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
}
