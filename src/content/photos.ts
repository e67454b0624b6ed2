// SAMPLE CONTENT: alt text for every photo under static/photos/, keyed by "<set>/<file name>"
// (without the extension). A studio that replaces a photo adds or edits its line here; a test fails
// for any photo without one. The sample photos are nature and still-life pictures under free
// licences (see /credits), so the text says what they show, not what the section is about.
import manifest from "../generated/photos.json";
import type { Photo, PhotoManifest } from "../lib/photos";

export const photoAlts: Record<string, string> = {
  // Home hero slideshow
  "home/01-rowing-boats-at-sunset": "Wooden rowing boats drawn up on a pebble shore under a glowing sunset sky",
  "home/02-lake-under-a-pink-night-sky": "A still lake mirroring a pink and violet summer night sky, with reeds in the water",
  "home/03-dandelion-clocks-at-golden-hour": "Dandelion seed heads in a meadow, backlit by low golden sun",
  "home/04-sunburst-over-the-mountains": "The sun bursting over distant mountain ridges at the end of the day",
  "home/05-autumn-mountain-meadow": "A green meadow below autumn woods and a rocky mountain",
  "home/06-forest-footpath": "A narrow footpath winding between tall pine trees in a green forest",
  "home/07-lakeside-boardwalk-at-dusk": "Weathered boardwalk planks at the water's edge in warm evening light",
  "home/08-misty-lake-at-blue-hour": "Mist over a calm lake at blue hour, with small wooded islands",
  "home/09-mountain-trail": "A dirt trail crossing a grassy slope towards jagged, snow-streaked peaks",
  "home/10-autumn-maple-leaf": "A dry maple leaf lying on fallen leaves, lit by soft autumn sun",

  // Program carousel
  "program/01-dragonfly-on-a-hazel-twig": "A dragonfly resting on a hazel twig among green leaves against a blue sky",
  "program/02-fig-in-a-red-bowl": "Half a fig in a glossy red bowl on a grey stone surface",
  "program/03-forest-stream-cascade": "A stream tumbling in small cascades between pale rocks in a green forest",
  "program/04-red-marigold-bloom": "Close-up of a red and yellow marigold flower in sunlight",
  "program/05-colourful-party-cups": "Rows of pink and blue plastic cups seen from above",
  "program/06-nuthatch-on-a-tree-trunk": "A nuthatch clinging head-down to the bark of a tree trunk",
  "program/07-wine-on-a-pallet-table": "A bottle of red wine, a glass and a coffee grinder on a table made from pallets",
  "program/08-misty-pier": "Black-and-white photograph of a wooden pier stretching into fog",
  "program/09-ladybird-and-forget-me-nots": "A ladybird on a grass stem among small blue forget-me-not flowers",
  "program/10-yellow-flower-close-up": "Close-up of bright yellow petals around the dark centre of a flower",

  // Parallax gallery: wedding
  "wedding/01-red-marigold": "A red marigold in full bloom against a soft green background",
  "wedding/02-wine-bottle-and-glass": "A room with a pallet table holding wine, a bean bag and a hand drum in warm light",
  "wedding/03-bird-lamp": "A small bird-shaped ornament hanging beneath glowing round lamps",
  "wedding/04-orange-petals": "Close-up of orange flower petals curling into a deep red centre",
  "wedding/05-maple-leaf-in-autumn-light": "A maple leaf standing upright among fallen leaves in golden light",
  "wedding/06-rowing-boats-on-the-shore": "Varnished wooden rowing boats lined up on a dark pebble beach",
  "wedding/07-boardwalk-at-dusk": "Boardwalk planks leading towards a lake at dusk",
  "wedding/08-dandelion-clock": "A single dandelion seed head glowing in evening sun",
  "wedding/09-fig-in-a-red-bowl": "An open fig in the middle of a red bowl, seen from above",
  "wedding/10-mountain-sunburst": "Sunlight flaring over a mountain ridge above a rocky summit",
  "wedding/11-yellow-petals": "Yellow flower petals radiating from a dark seed centre",
  "wedding/12-party-cups": "Close view of pink and blue cups packed side by side",
  "wedding/13-pink-sky-over-the-lake": "Pink dusk sky reflected in a still lake",
  "wedding/14-marigold-stamens": "Macro of the yellow-tipped stamens at the heart of a marigold",
  "wedding/15-wine-bottle": "A bottle of red wine beside a half-full glass on a wooden table",
  "wedding/16-red-leaf-in-autumn-bokeh": "A red leaf blurred among glowing autumn leaves",
  "wedding/17-misty-pier": "Black-and-white view along a pier disappearing into mist",

  // Parallax gallery: pre-wedding
  "pre-wedding/01-mountain-trail": "A path across a mountain pasture beneath rocky peaks and a white cloud",
  "pre-wedding/02-dune-grass-by-the-sea": "Golden dune grass bending in the wind in front of a blue sea",
  "pre-wedding/03-forest-footpath": "A footpath running between dark pine trunks in a mossy forest",
  "pre-wedding/04-mountain-above-autumn-woods": "A grey mountain rising above orange autumn woodland",
  "pre-wedding/05-forest-stream": "A forest stream stepping down over mossy boulders",
  "pre-wedding/06-kite-in-a-blue-sky": "A small rainbow-coloured kite high in a deep blue sky with wisps of cloud",
  "pre-wedding/07-misty-lake-at-blue-hour": "Deep blue mist over a lake, with dark islands on the horizon",
  "pre-wedding/08-end-of-the-pier": "Black-and-white image of the end of a wooden pier fading into fog",
  "pre-wedding/09-sun-over-the-ridge": "The setting sun shining over a hazy mountain ridge",
  "pre-wedding/10-reeds-in-a-still-lake": "Reeds standing in a still lake that reflects a lilac sky",
  "pre-wedding/11-dragonfly": "A dragonfly perched on a budding hazel twig under a blue sky",
  "pre-wedding/12-boardwalk-by-the-water": "Close-up of sunlit boardwalk planks beside the water",
  "pre-wedding/13-nuthatch": "A nuthatch on a tree trunk with a bright, blurred background",
  "pre-wedding/14-clouds-over-the-peaks": "A white cloud drifting between rocky mountain peaks",
  "pre-wedding/15-little-waterfalls": "Water spilling over a series of small rock steps in a stream",
  "pre-wedding/16-wave-facade": "Black-and-white abstract of a building's curving, woven facade",
  "pre-wedding/17-dune-grass": "Dry grass stems in the foreground with the sea behind",

  // Parallax gallery: baby
  "baby/01-dandelion-seeds": "Two dandelion seeds on their stalk against a blurred orange background",
  "baby/02-ladybird": "A ladybird on a grass blade above blue forget-me-nots",
  "baby/03-two-spaniels-at-a-window": "Two cocker spaniels looking out of an open window of a wooden house",
  "baby/04-raindrops-on-a-leaf": "Raindrops beaded on a broad green leaf",
  "baby/05-leaf-veins": "Bright green leaf with fine parallel veins, lit from behind",
  "baby/06-fresh-grass": "Close-up of fresh green grass blades",
  "baby/07-water-droplet": "A water droplet splashing into a crown on a blue surface",
  "baby/08-paint-brushes": "Paint brushes with bristles in blue, pink, green and yellow",
  "baby/09-moss-with-one-orange-star": "Star-shaped moss shoots, one of them orange among the green",
  "baby/10-dandelion-clocks": "Several dandelion seed heads softly lit in a dark meadow",
  "baby/11-heart-of-a-yellow-flower": "The dark stamens at the centre of a yellow flower",
  "baby/12-spaniel-at-the-window": "A cocker spaniel with its tongue out, peering from a window",
  "baby/13-stacked-cups": "Pink and blue cups seen from above in neat rows",
  "baby/14-forget-me-nots": "Small blue forget-me-not flowers against a soft green background",
  "baby/15-green-leaf": "A green leaf with curving veins filling the frame",
  "baby/16-raindrops": "Raindrops on long green leaves",

  // Features section
  "features/01-two-dandelion-seeds": "Two dandelion seeds side by side, glowing against a blurred orange and green background",
  "features/02-dune-grass-by-the-sea": "Golden dune grass swaying above a sandy shore with the blue sea behind",

  // Program cards
  "programs/01-engagement": "Close-up of orange flower petals",
  "programs/02-wedding": "A red marigold in bloom",
  "programs/03-pre-wedding": "Rowing boats on a lakeshore under a sunset sky",
  "programs/04-baby-shower": "A dandelion seed head in golden evening light",

  // About
  "about/01-two-spaniels-at-a-window": "Two cocker spaniels looking out of an open window of a wooden house",

  // Testimonials: small round avatars
  "testimonials/01-spaniel": "A cocker spaniel looking out of a window",
  "testimonials/02-spaniel-resting": "A cocker spaniel resting its chin on a windowsill",
  "testimonials/03-nuthatch": "A nuthatch on a tree trunk",
  "testimonials/04-ladybird": "A ladybird on a grass stem",
  "testimonials/05-dragonfly": "A dragonfly on a twig",

  // Home page gallery block
  "home-gallery/01-paint-brushes": "A bunch of paint brushes with brightly coloured bristles",
  "home-gallery/02-water-droplet-splash": "A water droplet splashing into a crown",
  "home-gallery/03-moss-with-one-orange-star": "Green star-shaped moss with one orange shoot",
  "home-gallery/04-rainbow-kite": "A rainbow-coloured kite against a deep blue sky",
  "home-gallery/05-wave-facade": "Black-and-white abstract of a building's woven, wave-like facade",
  "home-gallery/06-fig-in-a-red-bowl": "Half a fig in a red bowl, seen from above",
};

/** Photos shown purely for decoration (alt=""): none of the samples are. */
export const decorativePhotos: ReadonlySet<string> = new Set<string>();

const sets = manifest as PhotoManifest;

/** The photos of one set (one folder under static/photos/), in file-name order. */
export function photoSet(name: string): Photo[] {
  return (sets[name] ?? []).map((p) => ({ ...p, alt: photoAlts[p.id] ?? "" }));
}

/** One photo by id ("<set>/<file name>"); throws at build time if it is missing. */
export function photoById(id: string): Photo {
  const set = id.split("/")[0] ?? "";
  const found = photoSet(set).find((p) => p.id === id);
  if (!found) throw new Error(`No photo ${id} in static/photos/`);
  return found;
}
