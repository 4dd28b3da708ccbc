// Reference list of the devices the demo market trades: real brands and model names with a
// plausible release year and new-device price, from which every seeded price is derived.
import type { CategorySlug } from './types';

export interface DeviceModel {
  brand: string;
  model: string;
  /** Models of one family are generations of each other (next-gen checks compare them). */
  family: string;
  generation: number;
  year: number;
  /** New price in EUR of the smallest storage. */
  price: number;
  storages: readonly string[];
  colors: readonly string[];
  /** PCs only. */
  rams?: readonly string[];
  screenInches?: number;
}

const iphoneColors = ['Black', 'White', 'Blue', 'Red', 'Purple', 'Green'] as const;
const proColors = ['Graphite', 'Silver', 'Gold', 'Sierra Blue', 'Space Black'] as const;
const galaxyColors = ['Phantom Black', 'Phantom White', 'Cloud Blue', 'Lavender', 'Cream'] as const;
const pixelColors = ['Obsidian', 'Snow', 'Hazel', 'Sorta Seafoam'] as const;
const macColors = ['Space Grey', 'Silver', 'Gold', 'Midnight', 'Starlight'] as const;

function iphone(gen: number, suffix: string, year: number, price: number): DeviceModel {
  const pro = suffix.includes('Pro');
  return {
    brand: 'Apple',
    model: `iPhone ${gen}${suffix}`,
    family: `iPhone${suffix}`,
    generation: gen,
    year,
    price,
    storages:
      gen >= 15 && pro
        ? ['128GB', '256GB', '512GB', '1TB']
        : gen >= 13
          ? ['128GB', '256GB', '512GB']
          : ['64GB', '128GB', '256GB'],
    colors: pro ? proColors : iphoneColors,
  };
}

function galaxy(gen: number, suffix: string, year: number, price: number): DeviceModel {
  return {
    brand: 'Samsung',
    model: `Galaxy S${gen}${suffix}`,
    family: `Galaxy S${suffix}`,
    generation: gen,
    year,
    price,
    storages: gen >= 22 ? ['128GB', '256GB', '512GB'] : ['128GB', '256GB'],
    colors: galaxyColors,
  };
}

function pixel(gen: number, suffix: string, year: number, price: number): DeviceModel {
  return {
    brand: 'Google',
    model: `Pixel ${gen}${suffix}`,
    family: `Pixel${suffix}`,
    generation: gen,
    year,
    price,
    storages: ['128GB', '256GB'],
    colors: pixelColors,
  };
}

function macbook(line: 'Air' | 'Pro', inches: number, year: number, price: number): DeviceModel {
  return {
    brand: 'Apple',
    model: `MacBook ${line} ${inches}" ${year}`,
    family: `MacBook ${line} ${inches}`,
    generation: year,
    year,
    price,
    storages: year >= 2020 ? ['256GB', '512GB', '1TB'] : ['128GB', '256GB', '512GB'],
    colors: macColors,
    rams: year >= 2021 && line === 'Pro' ? ['16GB', '32GB'] : ['8GB', '16GB'],
    screenInches: inches,
  };
}

function imac(inches: number, year: number, price: number): DeviceModel {
  return {
    brand: 'Apple',
    model: `iMac ${inches}" ${year}`,
    family: `iMac ${inches}`,
    generation: year,
    year,
    price,
    storages: ['256GB', '512GB', '1TB'],
    colors: ['Silver', 'Blue', 'Green', 'Pink'],
    rams: ['8GB', '16GB', '32GB'],
    screenInches: inches,
  };
}

function watch(
  model: string,
  family: string,
  generation: number,
  year: number,
  price: number,
): DeviceModel {
  return {
    brand: model.startsWith('Galaxy') ? 'Samsung' : 'Apple',
    model,
    family,
    generation,
    year,
    price,
    storages: ['32GB'],
    colors: ['Midnight', 'Starlight', 'Silver', 'Red'],
  };
}

function ipad(
  model: string,
  family: string,
  generation: number,
  year: number,
  price: number,
  inches: number,
): DeviceModel {
  return {
    brand: 'Apple',
    model,
    family,
    generation,
    year,
    price,
    storages: ['64GB', '128GB', '256GB'],
    colors: ['Space Grey', 'Silver', 'Blue', 'Pink'],
    screenInches: inches,
  };
}

export const DEVICE_MODELS: Record<CategorySlug, readonly DeviceModel[]> = {
  smartphone: [
    iphone(11, '', 2019, 799),
    iphone(11, ' Pro', 2019, 1149),
    iphone(12, '', 2020, 899),
    iphone(12, ' mini', 2020, 799),
    iphone(12, ' Pro', 2020, 1149),
    iphone(13, '', 2021, 899),
    iphone(13, ' mini', 2021, 799),
    iphone(13, ' Pro', 2021, 1179),
    iphone(14, '', 2022, 1029),
    iphone(14, ' Plus', 2022, 1179),
    iphone(14, ' Pro', 2022, 1329),
    iphone(15, '', 2023, 949),
    iphone(15, ' Plus', 2023, 1099),
    iphone(15, ' Pro', 2023, 1229),
    galaxy(20, '', 2020, 899),
    galaxy(21, '', 2021, 849),
    galaxy(22, '', 2022, 849),
    galaxy(23, '', 2023, 949),
    galaxy(24, '', 2024, 899),
    galaxy(22, ' Ultra', 2022, 1249),
    galaxy(23, ' Ultra', 2023, 1399),
    pixel(6, '', 2021, 649),
    pixel(7, '', 2022, 649),
    pixel(8, '', 2023, 799),
    pixel(7, ' Pro', 2022, 899),
  ],
  pc: [
    macbook('Air', 13, 2017, 1099),
    macbook('Air', 13, 2018, 1349),
    macbook('Air', 13, 2020, 1129),
    macbook('Air', 13, 2022, 1499),
    macbook('Air', 15, 2023, 1599),
    macbook('Pro', 13, 2017, 1499),
    macbook('Pro', 15, 2017, 2399),
    macbook('Pro', 13, 2019, 1499),
    macbook('Pro', 16, 2019, 2699),
    macbook('Pro', 13, 2020, 1449),
    macbook('Pro', 14, 2021, 2249),
    macbook('Pro', 16, 2021, 2749),
    macbook('Pro', 14, 2023, 2399),
    imac(21, 2017, 1299),
    imac(27, 2019, 2099),
    imac(27, 2020, 2199),
    imac(24, 2021, 1449),
  ],
  smartwatch: [
    watch('Apple Watch Series 6', 'Apple Watch Series', 6, 2020, 429),
    watch('Apple Watch Series 7', 'Apple Watch Series', 7, 2021, 429),
    watch('Apple Watch Series 8', 'Apple Watch Series', 8, 2022, 499),
    watch('Apple Watch Series 9', 'Apple Watch Series', 9, 2023, 449),
    watch('Apple Watch SE', 'Apple Watch SE', 1, 2020, 299),
    watch('Apple Watch Ultra', 'Apple Watch Ultra', 1, 2022, 999),
    watch('Galaxy Watch5', 'Galaxy Watch', 5, 2022, 299),
    watch('Galaxy Watch6', 'Galaxy Watch', 6, 2023, 319),
  ],
  tablet: [
    ipad('iPad 9', 'iPad', 9, 2021, 389, 10.2),
    ipad('iPad 10', 'iPad', 10, 2022, 579, 10.9),
    ipad('iPad Air 4', 'iPad Air', 4, 2020, 669, 10.9),
    ipad('iPad Air 5', 'iPad Air', 5, 2022, 769, 10.9),
    ipad('iPad mini 6', 'iPad mini', 6, 2021, 549, 8.3),
    ipad('iPad Pro 11" 2021', 'iPad Pro 11', 3, 2021, 879, 11),
    ipad('iPad Pro 12.9" 2022', 'iPad Pro 12.9', 6, 2022, 1449, 12.9),
  ],
};

/** How much of the new price a refurbished device of each grade fetches (N: as new, R: repaired). */
export const GRADE_VALUE: Record<string, number> = { N: 0.92, A: 0.78, B: 0.68, C: 0.58, R: 0.5 };

/** Each storage step up adds this share of the base price. */
export const STORAGE_STEP = 0.12;
