import { studio } from "../content/studio";

export function ThankYou() {
  return (
    <div className="container page-head">
      <h1>Thank you</h1>
      <p>Your enquiry has reached {studio.name}. We will call you soon.</p>
    </div>
  );
}
