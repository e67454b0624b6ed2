export function About() {
  return (
    <div className="container page-head">
      <h1>About Us</h1>
    </div>
  );
}
