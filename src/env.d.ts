// Component stylesheets are bundled by esbuild and inlined into each page by build.ts.
declare module "*.css" {}

// A content file with each listed item's id and title only (tooling/content/browser-content.ts).
declare module "*.json?titles" {
  const value: unknown;
  export default value;
}

// A content file with each listed item's id and description only (the same).
declare module "*.json?descriptions" {
  const value: unknown;
  export default value;
}

// A content file with each plan's id and price only (tooling/content/browser-content.ts).
declare module "*.json?prices" {
  const value: unknown;
  export default value;
}

// The views of the stories' folder (tooling/content/folder-view.ts): "./stories.json?cards" ...
declare module "*.json?cards" {
  const value: unknown;
  export default value;
}
declare module "*.json?photos" {
  const value: unknown;
  export default value;
}
declare module "*.json?teasers" {
  const value: unknown;
  export default value;
}
declare module "*.json?routes" {
  const value: unknown;
  export default value;
}
