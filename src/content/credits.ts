// The photographs the sample content is made of, their authors and licences, shown on /credits.
// Every licence here asks for the author and the licence to be named next to the work (CC BY and
// CC BY-SA also ask that changes be indicated; BY-SA and the GPL ask that adaptations keep the same
// licence). static/photos/CREDITS.md has the same list with the exact crop of every file.
// When the studio's own photos replace these, remove the entries (and the footer link if none remain).

export interface Licence {
  name: string;
  url: string;
}

export interface PhotoCredit {
  /** What the original photograph shows. */
  work: string;
  author: string;
  licences: Licence[];
  /** Where the original comes from: a Debian package and the path inside it. */
  source: { package: string; version: string; path: string };
  /** The site's photos made from it ("<set>/<file name>"). */
  photos: string[];
}

const licence = {
  "GPL-2+": { name: "GNU GPL version 2 or later", url: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html" },
  "LGPLv3": { name: "GNU LGPL version 3", url: "https://www.gnu.org/licenses/lgpl-3.0.html" },
  "CC-BY-4.0": { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
  "CC-BY-SA-4.0": { name: "CC BY-SA 4.0", url: "https://creativecommons.org/licenses/by-sa/4.0/" },
  "CC-BY-SA-3.0": { name: "CC BY-SA 3.0", url: "https://creativecommons.org/licenses/by-sa/3.0/" },
  "CC0-1.0": { name: "CC0 1.0 (public domain)", url: "https://creativecommons.org/publicdomain/zero/1.0/" },
} satisfies Record<string, Licence>;

export const creditsIntro =
  "The sample photographs on this site are by the photographers below, who shared them under free licences; they reached us through Debian's desktop wallpaper packages. We cropped and resized them, and the crops are shared under the same licences.";

export const photoCredits: PhotoCredit[] = [
  {
    work: "Autumn maple leaf",
    author: "Martin Klapetek",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/FallenLeaf/contents/images/2560x1600.jpg" },
    photos: ["home/10-autumn-maple-leaf", "wedding/05-maple-leaf-in-autumn-light", "wedding/16-red-leaf-in-autumn-bokeh"],
  },
  {
    work: "Autumn mountain meadow",
    author: "Aitzol Berasategi (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/aitzgorri_by_Aitzol_Berasategi.jpg" },
    photos: ["home/05-autumn-mountain-meadow", "pre-wedding/04-mountain-above-autumn-woods"],
  },
  {
    work: "Bird lamp warm light",
    author: "Peter Nerlich (2018)",
    licences: [licence["CC-BY-SA-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/free_by_Peter_Nerlich.jpg" },
    photos: ["wedding/03-bird-lamp"],
  },
  {
    work: "Blue hour misty lake",
    author: "Risto Saukonpää",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/DarkestHour/contents/images/2560x1600.jpg" },
    photos: ["home/08-misty-lake-at-blue-hour", "pre-wedding/07-misty-lake-at-blue-hour"],
  },
  {
    work: "Colourful party cups",
    author: "Dmitri Popov",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/ColorfulCups/contents/images/2560x1600.jpg" },
    photos: ["program/05-colourful-party-cups", "wedding/12-party-cups", "baby/13-stacked-cups"],
  },
  {
    work: "Dandelion clocks golden hour",
    author: "Clemens Engelhardt (2018)",
    licences: [licence["CC0-1.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/seeding_by_Clements_Engelhardt.jpg" },
    photos: ["home/03-dandelion-clocks-at-golden-hour", "wedding/08-dandelion-clock", "baby/10-dandelion-clocks", "programs/04-baby-shower"],
  },
  {
    work: "Dandelion seeds orange bokeh",
    author: "Charles Barbin; Hylke Bons (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/TwoWings.jpg" },
    photos: ["baby/01-dandelion-seeds", "features/01-two-dandelion-seeds"],
  },
  {
    work: "Dragonfly on hazel twig",
    author: "\"Bolly\" (2018)",
    licences: [licence["CC-BY-SA-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/Dragonfly_by_Bolly.jpg" },
    photos: ["program/01-dragonfly-on-a-hazel-twig", "pre-wedding/11-dragonfly", "testimonials/05-dragonfly"],
  },
  {
    work: "Dune grass by the sea",
    author: "Marco Cogoni (2007); Hylke Bons (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/Dune.jpg" },
    photos: ["pre-wedding/02-dune-grass-by-the-sea", "pre-wedding/17-dune-grass", "features/02-dune-grass-by-the-sea"],
  },
  {
    work: "Fig in red bowl",
    author: "Trevor \"Freespace\" (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/Picture_0B_by_freespace.jpg" },
    photos: ["program/02-fig-in-a-red-bowl", "wedding/09-fig-in-a-red-bowl", "home-gallery/06-fig-in-a-red-bowl"],
  },
  {
    work: "Forest footpath",
    author: "Risto Saukonpää",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/Path/contents/images/2560x1600.jpg" },
    photos: ["home/06-forest-footpath", "pre-wedding/03-forest-footpath"],
  },
  {
    work: "Forest stream cascade",
    author: "Aitzol Berasategi (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/life_by_Aitzol_Berasategi.jpg" },
    photos: ["program/03-forest-stream-cascade", "pre-wedding/05-forest-stream", "pre-wedding/15-little-waterfalls"],
  },
  {
    work: "Fresh green grass",
    author: "Timothy Schellhase (2005); Lapo Calamandrei (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/GreenMeadow.jpg" },
    photos: ["baby/06-fresh-grass"],
  },
  {
    work: "Green leaf veins",
    author: "Lennart Poettering; Andrea Cimitan (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/Blinds.jpg" },
    photos: ["baby/05-leaf-veins", "baby/15-green-leaf"],
  },
  {
    work: "Ladybird and forget me nots",
    author: "Charles Barbin (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/LadyBird.jpg" },
    photos: ["program/09-ladybird-and-forget-me-nots", "baby/02-ladybird", "baby/14-forget-me-nots", "testimonials/04-ladybird"],
  },
  {
    work: "Lake summer night pink sky",
    author: "Risto Saukonpää",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/summer_1am/contents/images/2560x1600.jpg" },
    photos: ["home/02-lake-under-a-pink-night-sky", "wedding/13-pink-sky-over-the-lake", "pre-wedding/10-reeds-in-a-still-lake"],
  },
  {
    work: "Lakeside boardwalk dusk",
    author: "Maciej Wiklo",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/BytheWater/contents/images/2560x1600.jpg" },
    photos: ["home/07-lakeside-boardwalk-at-dusk", "wedding/07-boardwalk-at-dusk", "pre-wedding/12-boardwalk-by-the-water"],
  },
  {
    work: "Misty pier black and white",
    author: "Risto Saukonpää",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/ColdRipple/contents/images/2560x1600.jpg" },
    photos: ["program/08-misty-pier", "wedding/17-misty-pier", "pre-wedding/08-end-of-the-pier"],
  },
  {
    work: "Moss one orange star",
    author: "Risto Saukonpää",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/OneStandsOut/contents/images/2560x1600.jpg" },
    photos: ["baby/09-moss-with-one-orange-star", "home-gallery/03-moss-with-one-orange-star"],
  },
  {
    work: "Mountain sunset sunburst",
    author: "Aitzol Berasategi (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/sunset_by_Aitzol_Berasategi.jpg" },
    photos: ["home/04-sunburst-over-the-mountains", "wedding/10-mountain-sunburst", "pre-wedding/09-sun-over-the-ridge"],
  },
  {
    work: "Mountain trail picos de europa",
    author: "Aitzol Berasategi (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/picosdeeuropa_by_Aitzol_Berasategi.jpg" },
    photos: ["home/09-mountain-trail", "pre-wedding/01-mountain-trail", "pre-wedding/14-clouds-over-the-peaks"],
  },
  {
    work: "Nuthatch on tree trunk",
    author: "Lukas Baubkus (2021)",
    licences: [licence["CC-BY-SA-3.0"]],
    source: { package: "lomiri-wallpapers-20.04", version: "20.04.0-2", path: "usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg" },
    photos: ["program/06-nuthatch-on-a-tree-trunk", "pre-wedding/13-nuthatch", "testimonials/03-nuthatch"],
  },
  {
    work: "Orange flower petals",
    author: "Jens Ansorg (2005)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/FreshFlower.jpg" },
    photos: ["wedding/04-orange-petals", "programs/01-engagement"],
  },
  {
    work: "Paint brushes colour",
    author: "Trevor \"Freespace\" (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/Picture_1A_by_freespace.jpg" },
    photos: ["baby/08-paint-brushes", "home-gallery/01-paint-brushes"],
  },
  {
    work: "Rainbow kite blue sky",
    author: "Risto Saukonpää",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/Kite/contents/images/2560x1600.jpg" },
    photos: ["pre-wedding/06-kite-in-a-blue-sky", "home-gallery/04-rainbow-kite"],
  },
  {
    work: "Raindrops on green leaf",
    author: "\"blackcombwhistler07\" (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/RainDrops.jpg" },
    photos: ["baby/04-raindrops-on-a-leaf", "baby/16-raindrops"],
  },
  {
    work: "Red marigold bloom",
    author: "Charles Barbin (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/Garden.jpg" },
    photos: ["program/04-red-marigold-bloom", "wedding/01-red-marigold", "wedding/14-marigold-stamens", "programs/02-wedding"],
  },
  {
    work: "Rowing boats lake sunset",
    author: "Ian Hex",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/EveningGlow/contents/images/2560x1600.jpg" },
    photos: ["home/01-rowing-boats-at-sunset", "wedding/06-rowing-boats-on-the-shore", "programs/03-pre-wedding"],
  },
  {
    work: "Two spaniels at window",
    author: "Aitzol Berasategi (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/friends_by_Aitzol_Berasategi.jpg" },
    photos: ["baby/03-two-spaniels-at-a-window", "about/01-two-spaniels-at-a-window", "baby/12-spaniel-at-the-window", "testimonials/01-spaniel", "testimonials/02-spaniel-resting"],
  },
  {
    work: "Water droplet splash",
    author: "Charles Barbin (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/Aqua.jpg" },
    photos: ["baby/07-water-droplet", "home-gallery/02-water-droplet-splash"],
  },
  {
    work: "Wave facade black and white",
    author: "Sigi Sagi",
    licences: [licence["GPL-2+"], licence["LGPLv3"]],
    source: { package: "plasma-workspace-wallpapers", version: "4:5.27.5-2", path: "usr/share/wallpapers/Grey/contents/images/2560x1600.jpg" },
    photos: ["pre-wedding/16-wave-facade", "home-gallery/05-wave-facade"],
  },
  {
    work: "Wine and pallet table",
    author: "Jakub Mede (2018)",
    licences: [licence["CC-BY-4.0"]],
    source: { package: "lomiri-wallpapers-16.04", version: "20.04.0-2", path: "usr/share/backgrounds/Wine_by_Jakkub_Mede.jpg" },
    photos: ["program/07-wine-on-a-pallet-table", "wedding/02-wine-bottle-and-glass", "wedding/15-wine-bottle"],
  },
  {
    work: "Yellow flower close up",
    author: "Charles Barbin (2008)",
    licences: [licence["GPL-2+"]],
    source: { package: "mate-backgrounds", version: "1.26.0-1", path: "usr/share/backgrounds/mate/nature/YellowFlower.jpg" },
    photos: ["program/10-yellow-flower-close-up", "wedding/11-yellow-petals", "baby/11-heart-of-a-yellow-flower"],
  },
];

/** Where each set of photos appears, for the credits page. */
export const photoSetLabels: Record<string, string> = {
  home: "home slideshow",
  program: "program carousel",
  wedding: "wedding gallery",
  "pre-wedding": "pre-wedding gallery",
  baby: "baby gallery",
  features: "feature cards",
  programs: "program cards",
  about: "about page",
  testimonials: "testimonials",
  "home-gallery": "home gallery",
};
