export function Program() {
  return (
    <div className="container page-head">
      <h1>Programs</h1>
    </div>
  );
}
