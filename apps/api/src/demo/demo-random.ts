/** The same pseudo-random sequence on every run, so the demo data is the same everywhere. */
export function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    between: (min: number, max: number) => min + next() * (max - min),
    /** A whole number from min to max, both included. */
    whole: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    digits: (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
  };
}
export type DemoRandom = ReturnType<typeof sequence>;
