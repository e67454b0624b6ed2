import { useEffect, useState } from "react";

// The year the page was built, so prerendered HTML and the first client render agree.
declare const __BUILD_YEAR__: number;
const buildYear = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear();

/** The current year: the build's year in prerendered HTML, corrected after hydration. */
export function useCurrentYear(): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    const now = new Date().getFullYear();
    if (now !== buildYear) setYear(now);
  }, []);
  return year;
}
