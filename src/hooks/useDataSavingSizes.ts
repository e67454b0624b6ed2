import { useSyncExternalStore } from "react";
import { dataSavingSizes } from "../lib/photos";
import { saveDataAsked } from "./useSaveData";

const unchanging = () => () => {};
/** The pixel ratio to divide by: the screen's under Save-Data, otherwise 1. */
const savingRatio = () => (saveDataAsked() ? window.devicePixelRatio || 1 : 1);
const prerendered = () => 1;

/**
 * A photo's sizes attribute for this visitor: as given, or under Save-Data divided by the screen's
 * pixel ratio, so the browser fetches the variant for one device pixel per CSS pixel (at a ratio
 * of 2, a quarter of the pixels). As given in the prerender and while hydrating, then at once
 * (and from its first render for anything rendered later). `enabled: false` keeps it as given:
 * for a photo the HTML has already fetched, which a new sizes would fetch again.
 */
export function useDataSavingSizes(sizes: string, enabled = true): string {
  const ratio = useSyncExternalStore(unchanging, savingRatio, prerendered);
  return enabled ? dataSavingSizes(sizes, ratio) : sizes;
}
