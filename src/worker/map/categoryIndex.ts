import { DEVICE_CATEGORIES } from '@farol/model';

const INDEX = new Map<string, number>(
  DEVICE_CATEGORIES.map((category, index) => [category, index]),
);

/** The icon atlas index of a category; unknown or missing categories use 'default' (0). */
export function categoryIndex(category: string | null): number {
  return (category && INDEX.get(category)) || 0;
}
