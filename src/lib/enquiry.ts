/** The budget choices of the enquiry forms, in rupees, formatted the Indian way. */
export const budgets = ["50,000", "80,000", "1,30,000"] as const;
export type Budget = (typeof budgets)[number];
