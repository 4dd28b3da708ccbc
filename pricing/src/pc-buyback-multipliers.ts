/**
 * The PC buyback multipliers: shown to the seller as information (the strategies screen's PC
 * card), not applied by the repricer. "2020, 2022" is one line of the table as the product
 * defines it (there is no 2021 line); `years` is written the way the screen shows it.
 */
export interface PcBuybackMultiplier {
  family: 'MacBook' | 'iMac';
  years: string;
  /** Screen size in inches; null when the line covers every size of those years. */
  screenInches: number | null;
  multiplier: number;
}

export const PC_BUYBACK_MULTIPLIERS: readonly PcBuybackMultiplier[] = [
  { family: 'MacBook', years: '2014–2017', screenInches: 13, multiplier: 1.45 },
  { family: 'MacBook', years: '2014–2017', screenInches: 15, multiplier: 0.6 },
  { family: 'MacBook', years: '2018–2019', screenInches: null, multiplier: 1.4 },
  { family: 'MacBook', years: '2020, 2022', screenInches: null, multiplier: 1.2 },
  { family: 'iMac', years: '2014–2015', screenInches: 21, multiplier: 1.25 },
  { family: 'iMac', years: '2017', screenInches: 21, multiplier: 0.8 },
  { family: 'iMac', years: '2014', screenInches: 27, multiplier: 0.7 },
  { family: 'iMac', years: '2019–2020', screenInches: null, multiplier: 0.8 },
];
