import { useEffect, useState } from "react";
import { enquiryState, readLastEnquiry, subscribeEnquiries, type EnquiryState, type LastEnquiry } from "../lib/enquiry-notes";

/** The enquiry this browser sent last and its delivery state, kept current as the outbox (this
 *  page's or another tab's) works. Null until hydrated: the prerendered page cannot know. */
export function useLastEnquiry(): { note: LastEnquiry; state: EnquiryState | null } | null {
  const [value, setValue] = useState<{ note: LastEnquiry; state: EnquiryState | null } | null>(null);
  useEffect(() => {
    const read = () => {
      const note = readLastEnquiry();
      setValue(note ? { note, state: enquiryState(note.id) } : null);
    };
    read();
    return subscribeEnquiries(read);
  }, []);
  return value;
}
