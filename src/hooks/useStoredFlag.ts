import { useCallback, useEffect, useState } from "react";
import { readItem, writeItem, type StorageArea } from "../lib/storage";

export interface StoredFlag {
  /** undefined until read in an effect (the prerendered page cannot know). */
  value: boolean | undefined;
  set: () => void;
}

/** A yes/no remembered under `key` in localStorage, or for this visit only in sessionStorage;
 *  storage failures read as "not set". */
export function useStoredFlag(key: string, area: StorageArea = "local"): StoredFlag {
  const [value, setValue] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    setValue(readItem(key, area) !== null);
  }, [key, area]);
  const set = useCallback(() => {
    writeItem(key, "true", area);
    setValue(true);
  }, [key, area]);
  return { value, set };
}
