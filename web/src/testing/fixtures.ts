// Builders for GraphQL answers, shaped exactly as the BFF sends them (with __typename), so the
// Apollo cache in tests behaves as in the browser.

export interface AccessFlags {
  catalog: boolean;
  resell: boolean;
  buyback: boolean;
  competitors: boolean;
  exportItems: boolean;
  manualUpload: boolean;
  catalogDownload: boolean;
  multiCountry: boolean;
  dryRun: boolean;
}

export const fullAccess: AccessFlags = {
  catalog: true,
  resell: true,
  buyback: true,
  competitors: true,
  exportItems: true,
  manualUpload: true,
  catalogDownload: true,
  multiCountry: true,
  dryRun: false,
};

export function aViewer(
  overrides: {
    access?: Partial<AccessFlags>;
    locale?: string;
    categories?: Array<{ id: string; name: string }>;
    vendors?: Array<{ id: string; name: string; country: string }>;
    notificationCount?: number;
  } = {},
) {
  const access = { ...fullAccess, ...overrides.access };
  const categories = overrides.categories ?? [
    { id: '1', name: 'Smartphone' },
    { id: '2', name: 'Tablet' },
  ];
  const vendors =
    overrides.vendors ??
    (access.competitors ? [{ id: '7', name: 'BackMarket', country: 'fr' }] : []);
  return {
    __typename: 'Viewer' as const,
    id: 'viewer-1',
    name: 'Demo Seller',
    email: 'demo@example.com',
    language: overrides.locale === 'it-IT' ? 'it' : 'en',
    preferredLocale: overrides.locale === 'it-IT' ? ('IT_IT' as const) : ('EN_GB' as const),
    displayName: 'Demo Store',
    supportEmail: 'support@example.com',
    notificationCount: overrides.notificationCount ?? 0,
    access: { __typename: 'Access' as const, ...access },
    categories: categories.map((category) => ({
      __typename: 'Category' as const,
      slug: category.name.toLowerCase(),
      ...category,
    })),
    vendors: vendors.map((vendor) => ({ __typename: 'Vendor' as const, ...vendor })),
    configuration: {
      __typename: 'StoreConfiguration' as const,
      integrationActive: true,
      integrationType: access.catalogDownload ? 's3' : 'api',
      repricingMode: access.dryRun ? 'dry_run' : 'live',
      googleFeedUrl: 'https://feeds.example.com/demo.xml',
    },
    extra: { __typename: 'Extra' as const, catalogCurrencySymbol: '€' },
  };
}

let nextItemId = 1;

export function aCatalogItem(overrides: Record<string, unknown> = {}) {
  const id = String(nextItemId++);
  return {
    __typename: 'CatalogItem' as const,
    id,
    externalId: `EXT-${id}`,
    ean: `80000000000${id}`,
    name: `iPhone 12 #${id}`,
    storage: '128GB',
    ram: null,
    grade: 'A',
    color: 'Black',
    batteryType: 'std',
    price: 499.9,
    basePrice: 450,
    currencySymbol: '€',
    stock: 3,
    marginPercentage: 12.5,
    automaticPriceEnabled: true,
    notificationsCount: 0,
    belowBasePrice: false,
    ...overrides,
  };
}

const option = (value: string) => ({ __typename: 'FilterOption' as const, value, label: value });

export function aWorkQueue(overrides: Record<string, number> = {}) {
  return {
    __typename: 'CatalogWorkQueue' as const,
    atMinimum: 12,
    atMaximum: 5,
    withNotifications: 98,
    dynamicPricingOff: 40,
    belowBasePrice: 7,
    ...overrides,
  };
}

/**
 * One page of the catalog's connection (`catalogItems`, aliased `catalog` by the list query):
 * page `page` of `pageSize` items, its cursors `page:N:i`, the end cursor `page:N`.
 */
export function aCatalogPage(
  items: Array<ReturnType<typeof aCatalogItem>>,
  {
    page = 1,
    totalCount = items.length,
    pageSize = 50,
    workQueue = aWorkQueue(),
  }: {
    page?: number;
    totalCount?: number;
    pageSize?: number;
    workQueue?: ReturnType<typeof aWorkQueue> | null;
  } = {},
) {
  return {
    __typename: 'CatalogItemConnection' as const,
    workQueue,
    edges: items.map((node, index) => ({
      __typename: 'CatalogItemEdge' as const,
      cursor: `page:${page}:${index}`,
      node,
    })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage: page * pageSize < totalCount,
      endCursor: items.length > 0 ? `page:${page}` : null,
    },
    totalCount,
    lastUpdate: '2026-03-01T10:00:00.000Z',
    filters: {
      __typename: 'CatalogFilterOptions' as const,
      categories: [option('smartphone')],
      brands: [option('Apple'), option('Samsung')],
      models: [option('iPhone 12'), option('Galaxy S21')],
      grades: [option('A'), option('B')],
      storage: [option('128GB')],
    },
  };
}

/** The page a catalog request asks for: 1 without `after`, else the page after the cursor's. */
export function catalogPageAfter(after: unknown): number {
  return typeof after === 'string' ? Number(after.split(':')[1]) + 1 : 1;
}

/** One of a mutation payload's userErrors, as the BFF sends it. */
export function aUserError(
  code: string,
  message: string,
  field: string[] | null = null,
  extra: { retryAfterSeconds?: number | null; maybeApplied?: boolean } = {},
) {
  return {
    __typename: 'UserError' as const,
    field,
    message,
    code,
    retryAfterSeconds: null,
    maybeApplied: false,
    ...extra,
  };
}

/** signIn's answer: the profile when signed in, else null and why not. */
export function aSignInPayload(
  viewer: ReturnType<typeof aViewer> | null,
  userErrors: Array<ReturnType<typeof aUserError>> = [],
) {
  return { signIn: { __typename: 'SignInPayload' as const, viewer, userErrors } };
}
