// One formatter for the whole site: Indian digit grouping (1,30,000), no paise.
const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** A whole number of rupees the Indian way: 130000 → "₹1,30,000". */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(Math.round(amount))}`;
}
