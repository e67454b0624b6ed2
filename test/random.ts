/**
 * A small seeded generator (mulberry32): the same sequence on every run, so a load test sends the
 * same mix and a fuzz failure can be replayed. Returns numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
