// The seeded demo data generator: the same seed, size and clock give the same database.
import { hashPassword } from '../auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, extraDemoAccounts } from './demo-accounts';
import { buildMarket } from './generate-market';
import { buildStore } from './generate-store';
import { createRandom, hashSeed } from './prng';
import type { DeviceModel } from './product-catalog';
import { snapshotMarket } from './past-market';
import type { Database, UserRecord } from './types';

export interface GenerateOptions {
  seed: number;
  /** Catalog size of demo@example.com's store. */
  items: number;
  /** The clock the history is relative to; pass one to get byte-identical data. */
  now?: number;
  /** Load-test accounts user1…userN@example.com after the demo accounts (default 0). */
  extraUsers?: number;
}

/** Device model of each market product, for fields the product record does not carry (colours, RAM). */
export interface GeneratedDatabase extends Database {
  deviceModels: Map<string, DeviceModel>;
}

export function generateDatabase(options: GenerateOptions): GeneratedDatabase {
  const now = options.now ?? Date.now();
  const seed = options.seed >>> 0;
  const deviceModels = new Map<string, DeviceModel>();
  const market = buildMarket(seed, now, deviceModels);
  const database: GeneratedDatabase = {
    seed,
    generatedAt: now,
    market,
    seededMarket: snapshotMarket(market, now),
    users: [],
    stores: new Map(),
    nextItemId: 1,
    nextOfferId: market.offers.size + 1,
    nextNotificationId: 1,
    deviceModels,
  };
  const extraAccounts = extraDemoAccounts(options.extraUsers ?? 0);
  [...DEMO_ACCOUNTS, ...extraAccounts].forEach((account, index) => {
    const userId = index + 1;
    const random = createRandom(hashSeed(seed, `store:${account.email}`));
    const loadTestAccount = index >= DEMO_ACCOUNTS.length;
    const user: UserRecord = {
      id: userId,
      name: account.name,
      email: account.email,
      language: account.language,
      // scrypt is slow on purpose: the seeded accounts, whose password is public (demo1234),
      // share one hash (same password, same salt), so they do not add a hash each to the start.
      passwordHash: demoPasswordHash(seed, 'seeded-accounts@example.com'),
      twoFactor: account.twoFactor,
      storeId: userId,
    };
    database.users.push(user);
    const itemCount = account.items ?? options.items;
    const storeSeed = { account, storeId: userId, itemCount, loadTestAccount };
    database.stores.set(userId, buildStore(database, storeSeed, random, now));
  });
  return database;
}

const passwordHashes = new Map<string, string>();

/** scrypt is deliberately slow: hash each seeded account once per process, not once per build. */
function demoPasswordHash(seed: number, email: string): string {
  const salt = hashSeed(seed, email).toString(16).padStart(8, '0').repeat(4);
  let hash = passwordHashes.get(salt);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, Buffer.from(salt, 'hex'));
    passwordHashes.set(salt, hash);
  }
  return hash;
}
