import { beforeAll, describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { App } from "../../src/App";
import { routes, notFoundRoute } from "../../src/shell/routes";
import { prepare } from "../../src/entry-server";
import { labels } from "../../src/content/labels";

// Runs in Node with no DOM: any module touching window, document or storage at import or
// render time fails here, before it can break the prerender (wouter's ssr.test idea).
describe("prerendering", () => {
  beforeAll(prepare);

  it("renders every route to HTML with its own h1 and no browser globals", () => {
    expect(typeof window).toBe("undefined");
    for (const route of [...routes, notFoundRoute]) {
      const html = renderToString(<App ssrPath={route.path} />);
      expect(html.match(/<h1[\s>]/g), route.path).toHaveLength(1);
      expect(html).toContain('id="main"');
    }
  });

  it("renders the not-found page for an unknown path", () => {
    expect(renderToString(<App ssrPath="/nope" />)).toContain(`<h1>${labels.notFound.title}</h1>`);
  });
});
