/** The content folder of the site under test: the sample's, or CONTENT_DIR's (CI runs the whole
 * suite on test/fixtures/content-alt as well). Tests that read a content file directly read it here. */
export const contentDir = process.env.CONTENT_DIR ?? "src/content";
