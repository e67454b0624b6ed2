import { useSyncExternalStore } from "react";
import { subscribeDialogs, topDialog } from "../lib/dialog-stack";

const serverTop = (): string | null => null;

/** The id of the innermost open modal dialog, or null. */
export function useTopDialog(): string | null {
  return useSyncExternalStore(subscribeDialogs, topDialog, serverTop);
}
