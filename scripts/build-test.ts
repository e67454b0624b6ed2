/** Builds the site with the browser suite's settings into $TEST_DIST (default .cache/test-dist),
 *  and the enquiry fault suite's two builds (EmailJS at its fake; no ids). */
import { build } from "../build";
import { faultsConfig, faultsDistDir, noIdsConfig, noIdsDistDir, testConfig, testDistDir } from "../test/browser/test-config";

await build({ outDir: testDistDir, config: testConfig });
await build({ outDir: faultsDistDir, config: faultsConfig, quiet: true });
await build({ outDir: noIdsDistDir, config: noIdsConfig, quiet: true });
