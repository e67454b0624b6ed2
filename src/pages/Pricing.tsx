export function Pricing() {
  return (
    <div className="container page-head">
      <h1>Pricing</h1>
    </div>
  );
}
