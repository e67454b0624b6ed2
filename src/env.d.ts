// Component stylesheets are bundled by esbuild and inlined into each page by build.ts.
declare module "*.css" {}

// A content file with each listed item's id and title only (tooling/content/browser-content.ts).
declare module "*.json?titles" {
  const value: unknown;
  export default value;
}

// A content file with each plan's id and price only (tooling/content/browser-content.ts).
declare module "*.json?prices" {
  const value: unknown;
  export default value;
}
