import { build, type BuildOptions } from "../build";

/** Every build the tests make: quiet, its photos encoded the quick way (`quickPhotos`,
 *  tooling/photos.ts). A build with the site's settings would encode every photo again. */
export const testBuild = (options: BuildOptions) => build({ quiet: true, quickPhotos: true, ...options });
