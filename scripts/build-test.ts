/** Builds the site with the browser suite's settings into $TEST_DIST (default .cache/test-dist). */
import { build } from "../build";
import { testConfig, testDistDir } from "../test/browser/test-config";

await build({ outDir: testDistDir, config: testConfig });
