/** What shows in place of a page whose code could not be loaded (offline, or a new deploy). */
export const pageLoadErrorCopy = {
  message: "This page could not be loaded. Please check your connection and try again.",
  retry: "Try again",
};
