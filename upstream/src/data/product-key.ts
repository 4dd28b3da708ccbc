// The key linking catalog items, competitor offers and market statistics to one market product.
import type { BatteryType, Grade } from './types';

export function marketProductKey(
  categoryId: number,
  model: string,
  storage: string | null,
  grade: Grade,
  batteryType: BatteryType,
): string {
  return `${categoryId}|${model}|${storage ?? ''}|${grade}|${batteryType}`;
}
