// Component stylesheets are bundled by esbuild and inlined into each page by build.ts.
declare module "*.css" {}

// A content file with each listed item's id and title only (tooling/content/browser-content.ts).
declare module "*.json?titles" {
  const value: unknown;
  export default value;
}

// A content file with the items of its folder (tooling/content/folders.ts): "./stories.json?stories".
declare module "*.json?stories" {
  const value: unknown;
  export default value;
}
declare module "*.json?routes" {
  const value: unknown;
  export default value;
}
