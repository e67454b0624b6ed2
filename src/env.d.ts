// Component stylesheets are bundled by esbuild and inlined into each page by build.ts.
declare module "*.css" {}
