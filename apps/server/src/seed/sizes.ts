import type { SHIRT_SIZES } from '@coulisse/shared/rules/lookups';
import type { Random } from './random';

type ShirtSize = (typeof SHIRT_SIZES)[number];

export interface BodySizes {
  height: number;
  chest: number;
  waist: number;
  hipSize: number;
  headSize: number;
  clothingSize: string;
  tShirt: ShirtSize;
}

/** Spec 1 §5 ranges; generated values are clamped into them so every profile saves as is. */
export const SIZE_RANGES = {
  height: [50, 230],
  chest: [50, 160],
  waist: [40, 160],
  hipSize: [50, 160],
  headSize: [35, 70],
} as const;

const clamp = (v: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, Math.round(v)));

/** Adult means per sex (0 man, 1 vrouw, 2 X): height, chest, waist, hip, head. */
const ADULT = [
  [179, 101, 90, 99, 57.5],
  [166, 93, 79, 102, 55.5],
  [172, 97, 84, 100, 56.5],
] as const;

/** How far a child has grown towards adult measures: about two thirds at six, all of it at eighteen. */
const growth = (age: number) => (age >= 18 ? 1 : 0.66 + ((Math.max(age, 6) - 6) / 12) * 0.34);

function childShirt(height: number): ShirtSize {
  if (height <= 122) return '116';
  if (height <= 134) return '128';
  if (height <= 146) return '140';
  if (height <= 158) return '152';
  return '164';
}

function adultShirt(chest: number): ShirtSize {
  const steps: [number, ShirtSize][] = [[84, 'XS'], [92, 'S'], [100, 'M'], [108, 'L'], [116, 'XL'], [124, 'XXL'], [132, '3XL']];
  return steps.find(([limit]) => chest < limit)?.[1] ?? '4XL';
}

/** Confection size: children by height, women 34–48, men and X 44–60, from the chest. */
function clothingSize(age: number, sex: number, height: number, chest: number): string {
  if (age < 14) return childShirt(height);
  const base = sex === 1 ? 34 + (chest - 80) / 2 : 44 + (chest - 88) / 2;
  const [min, max] = sex === 1 ? [34, 48] : [44, 60];
  return String(Math.min(max, Math.max(min, 2 * Math.round(base / 2))));
}

/** Body sizes realistic for age and sex; people widen a little with age. */
export function generateSizes(rng: Random, age: number, sex: number): BodySizes {
  // Before puberty boys and girls measure alike, so children grow towards the middle row.
  const [h, c, w, hip, head] = age < 12 ? ADULT[2] : (ADULT[sex] ?? ADULT[2]);
  const g = growth(age);
  const spread = age >= 60 ? 6 : age >= 35 ? 3 : 0;
  const height = clamp(rng.normal(h * g - (age > 70 ? 3 : 0), age < 18 ? 5 : 7), SIZE_RANGES.height);
  const chest = clamp(rng.normal(c * g + spread, 8 * g), SIZE_RANGES.chest);
  const waist = clamp(rng.normal(w * g + spread * 2, 9 * g), SIZE_RANGES.waist);
  const hipSize = clamp(rng.normal(hip * g + spread, 8 * g), SIZE_RANGES.hipSize);
  const headSize = clamp(rng.normal(head * (0.92 + 0.08 * g), 1.5), SIZE_RANGES.headSize);
  const tShirt = age < 14 ? childShirt(height) : adultShirt(chest);
  return { height, chest, waist, hipSize, headSize, clothingSize: clothingSize(age, sex, height, chest), tShirt };
}
