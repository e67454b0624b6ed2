import { useEffect, useState } from "react";

/**
 * Whether `promise` has settled (resolved or rejected); true at once when there is none. False
 * while prerendered and hydrating, like every answer only the browser can give.
 */
export function useSettled(promise?: Promise<unknown>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!promise) {
      setSettled(true);
      return;
    }
    let live = true;
    const done = () => {
      if (live) setSettled(true);
    };
    promise.then(done, done);
    return () => {
      live = false;
    };
  }, [promise]);
  return settled;
}
