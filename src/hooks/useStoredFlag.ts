import { useCallback, useEffect, useState } from "react";
import { readItem, writeItem } from "../lib/storage";

export interface StoredFlag {
  /** undefined until read in an effect (the prerendered page cannot know). */
  value: boolean | undefined;
  set: () => void;
}

/** A yes/no remembered in localStorage under `key`; storage failures read as "not set". */
export function useStoredFlag(key: string): StoredFlag {
  const [value, setValue] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    setValue(readItem(key) !== null);
  }, [key]);
  const set = useCallback(() => {
    writeItem(key, "true");
    setValue(true);
  }, [key]);
  return { value, set };
}
