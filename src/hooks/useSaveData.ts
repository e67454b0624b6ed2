import { useEffect, useState } from "react";

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Whether the visitor asked their browser to save data (`navigator.connection.saveData`, Chromium
 * on Android). `null` until hydrated: the prerendered page cannot know, so nothing optional may
 * start before the answer.
 */
export function useSaveData(): boolean | null {
  const [saveData, setSaveData] = useState<boolean | null>(null);
  useEffect(() => setSaveData(saveDataAsked()), []);
  return saveData;
}

/** The browser's answer, read now: for effects and handlers only. */
export function saveDataAsked(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
}
