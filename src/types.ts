/**
 * The data shapes content and code share. Type-only and importing nothing, so any part may import
 * this. Photo shapes live with the one photo module, src/lib/photos.ts.
 */

/** A budget choice of the enquiry forms (enquiry.json's budgets), in rupees, formatted the Indian way: "1,30,000". */
export type Budget = string;

/** The six fields of both enquiry forms. */
export type EnquiryFieldName = "name" | "email" | "number" | "pin" | "city" | "budget";
