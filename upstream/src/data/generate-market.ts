// The seeded market of the demo data: every product of the device catalog in every grade and
// battery, with competitor offers in each country.
import { createRandom, hashSeed, type Random } from './prng';
import { DEVICE_MODELS, GRADE_VALUE, STORAGE_STEP, type DeviceModel } from './product-catalog';
import { marketProductKey } from './product-key';
import {
  CATEGORIES,
  COUNTRY_MONEY,
  SELLER_NAMES,
  VENDORS,
  marketplaceDomain,
  vendorFor,
} from './reference';
import { roundMoney } from './money';
import type { BatteryType, CompetitorOffer, Country, Grade, Market, MarketProduct } from './types';
import { COUNTRIES, GRADES } from './types';

const BATTERIES: readonly BatteryType[] = ['std', 'new'];
const MAIN_MARKETS = new Set(['it', 'de', 'fr']);

/** The generator's state while it adds offers. */
interface OfferScope {
  random: Random;
  offers: Map<number, CompetitorOffer>;
  now: number;
}

/** The market, and the device model of each product in `deviceModels`. */
export function buildMarket(
  seed: number,
  now: number,
  deviceModels: Map<string, DeviceModel>,
): Market {
  const scope: OfferScope = {
    random: createRandom(hashSeed(seed, 'market')),
    offers: new Map(),
    now,
  };
  const products = new Map<string, MarketProduct>();
  for (const category of CATEGORIES) {
    for (const model of DEVICE_MODELS[category.slug]) {
      model.storages.forEach((storage, storageIndex) => {
        for (const grade of GRADES) {
          for (const batteryType of BATTERIES) {
            const variant = { storage, storageIndex, grade, batteryType };
            const product = marketProduct(category.id, model, variant);
            deviceModels.set(product.key, model);
            addOffers(product, model, scope);
            products.set(product.key, product);
          }
        }
      });
    }
  }
  return {
    categories: [...CATEGORIES],
    vendors: [...VENDORS],
    products,
    offers: scope.offers,
    lastUpdate: now - 12 * 60_000,
    version: 1,
  };
}

interface Variant {
  storage: string | null;
  storageIndex: number;
  grade: Grade;
  batteryType: BatteryType;
}

function marketProduct(categoryId: number, model: DeviceModel, variant: Variant): MarketProduct {
  const { storage, storageIndex, grade, batteryType } = variant;
  const ageFactor = 0.88 ** Math.max(0, 2024 - model.year);
  const referencePrice = roundMoney(
    model.price *
      (1 + STORAGE_STEP * storageIndex) *
      (GRADE_VALUE[grade] ?? 0.6) *
      ageFactor *
      (batteryType === 'new' ? 1.05 : 1),
  );
  return {
    key: marketProductKey(categoryId, model.model, storage, grade, batteryType),
    categoryId,
    brand: model.brand,
    model: model.model,
    name: model.model.startsWith(model.brand) ? model.model : `${model.brand} ${model.model}`,
    storage,
    grade,
    batteryType,
    year: model.year,
    family: model.family,
    generation: model.generation,
    referencePrice,
    offerIds: [],
  };
}

/** Resell and buyback offers for the product in every country, more for popular ones. */
function addOffers(product: MarketProduct, model: DeviceModel, scope: OfferScope): void {
  const { random, offers } = scope;
  // Recent models in good grades are what most sellers list.
  const popularity = Math.round(
    (product.grade === 'A' || product.grade === 'B' ? 1.6 : 0.9) *
      (model.year >= 2021 ? 1.6 : 1) *
      random.int(1, 5),
  );
  for (const country of COUNTRIES) {
    // The big three markets always list the product; smaller ones may not.
    const resellCount = random.int(MAIN_MARKETS.has(country) ? 1 : 0, popularity);
    const buybackCount = random.int(0, Math.max(1, Math.floor(popularity / 2)));
    for (let index = 0; index < resellCount + buybackCount; index += 1) {
      const kind = index < resellCount ? 'resell' : 'buyback';
      const offer = competitorOffer(product, model, country, kind, scope);
      offers.set(offer.id, offer);
      product.offerIds.push(offer.id);
    }
  }
}

function competitorOffer(
  product: MarketProduct,
  model: DeviceModel,
  country: Country,
  kind: 'resell' | 'buyback',
  { random, offers, now }: OfferScope,
): CompetitorOffer {
  const id = offers.size + 1;
  const vendor = vendorFor(country, product.categoryId);
  const sellerName = random.pick(SELLER_NAMES);
  const sellerSlug = sellerName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const rating = random.chance(0.8) ? Math.round((3.2 + random.next() * 1.8) * 10) / 10 : null;
  const factor = kind === 'resell' ? 1 : 0.62;
  const perEuro = COUNTRY_MONEY[country].perEuro;
  return {
    id,
    vendorId: vendor.id,
    productKey: product.key,
    kind,
    sellerName,
    price: roundMoney(product.referencePrice * factor * perEuro * (1 + random.gaussian() * 0.05)),
    color: random.chance(0.95) ? random.pick(model.colors) : null,
    batteryType: product.batteryType,
    url: `https://${marketplaceDomain(country)}/${kind === 'resell' ? 'p' : 'trade-in'}/${slugify(product.name)}-${id}`,
    rating,
    reviewsUrl: rating === null ? null : `${vendor.reviewsBaseUrl}/${sellerSlug}/reviews`,
    updatedAt: now - random.int(0, 36) * 3_600_000,
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}
