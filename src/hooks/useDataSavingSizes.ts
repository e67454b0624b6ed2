import { useEffect, useState } from "react";
import { dataSavingSizes } from "../lib/photos";
import { saveDataAsked } from "./useSaveData";

/**
 * A photo's sizes attribute for this visitor: as given, or under Save-Data divided by the screen's
 * pixel ratio, so the browser fetches the variant for one device pixel per CSS pixel (at a ratio
 * of 2, a quarter of the pixels). As given in the prerender and at hydration. `enabled: false`
 * keeps it as given: a photo the HTML has already fetched (the page's priority photo) would be
 * fetched again under a new sizes.
 */
export function useDataSavingSizes(sizes: string, enabled = true): string {
  const [ratio, setRatio] = useState(1);
  useEffect(() => {
    if (enabled && saveDataAsked()) setRatio(window.devicePixelRatio || 1);
  }, [enabled]);
  return dataSavingSizes(sizes, ratio);
}
