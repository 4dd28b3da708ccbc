// Money is kept as numbers rounded to the cent.

export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
