// The operations the benchmarks send: what the dashboard's screens ask for.

/**
 * The catalog list screen's page: every list field of 50 items (those of GET /api/catalog, as the
 * web's CatalogRow_item asks them), the filters and the counts. Not `priceLimit`: it is a detail
 * field, one GET /api/catalog/{id} per row.
 */
export const CATALOG_LIST = /* GraphQL */ `
  query CatalogList($filter: CatalogFilter, $sort: CatalogSort, $page: Int) {
    catalog(filter: $filter, sort: $sort, page: $page) {
      totalCount
      page
      hasMore
      lastUpdate
      filters {
        categories {
          value
          label
        }
        brands {
          value
          label
        }
        models {
          value
          label
        }
        grades {
          value
          label
        }
        storage {
          value
          label
        }
      }
      items {
        id
        externalId
        ean
        name
        storage
        ram
        grade
        color
        batteryType
        price
        basePrice
        currencySymbol
        stock
        marginPercentage
        automaticPriceEnabled
        notificationsCount
        belowBasePrice
      }
    }
  }
`;

const catalogListHeader =
  'query CatalogList($filter: CatalogFilter, $sort: CatalogSort, $page: Int) {\n    catalog(filter: $filter, sort: $sort, page: $page) {';
if (!CATALOG_LIST.includes(catalogListHeader)) throw new Error('CATALOG_LIST changed its header');

/**
 * Benchmark 1's peers (peers/apollo-server.mjs, peers/mesh-compose.config.mjs): CATALOG_LIST's
 * selection, word for word, on a schema that takes only the page. Their answers must equal the
 * BFF's.
 */
export const PEER_CATALOG_LIST = CATALOG_LIST.replace(
  catalogListHeader,
  'query CatalogList($page: Int) {\n    catalog(page: $page) {',
);

/** The catalog detail screen: detail fields (GET /api/catalog/{id}) and the buybox (…/buybox). */
export const CATALOG_DETAIL = /* GraphQL */ `
  query CatalogDetail($id: ID!) {
    catalogItem(id: $id) {
      id
      name
      url
      grade
      batteryType
      currencySymbol
      price
      basePrice
      hasPrices
      automaticPriceEnabled
      details {
        key
        value
      }
      notifications {
        type
        message
        createdAt
      }
      prices {
        suggested
        marketPrice
        min
        max
      }
      countryPrices {
        country
        currencySymbol
        resell {
          minPrice
          maxPrice
          avgPrice
          change30d
          change60d
        }
        buyback {
          minPrice
          maxPrice
          avgPrice
          change30d
          change60d
        }
      }
      competitorsByGrade {
        grade
        counter
        catalogItemId
      }
      buybox {
        vendorName
        vendorCountry
        sellerName
        price
        suggestedPrice
        isMine
        url
        color
        createdAt
        currencySymbol
      }
    }
  }
`;

/** Only the detail call (no buybox): the single-call baseline of benchmark 2. */
export const CATALOG_DETAIL_WITHOUT_BUYBOX = /* GraphQL */ `
  query CatalogDetailOnly($id: ID!) {
    catalogItem(id: $id) {
      id
      name
      url
      details {
        key
        value
      }
      prices {
        suggested
        marketPrice
        min
        max
      }
    }
  }
`;

export const PRICE_LIST = /* GraphQL */ `
  query PriceList($categoryId: ID!, $page: Int) {
    priceList(categoryId: $categoryId, page: $page) {
      totalCount
      page
      hasMore
      stats {
        lastUpdate
        monitoredItems
        products
      }
      items {
        id
        name
        storage
        batteryType
        grade
        hot
        onlineItems
        topCompetitor {
          reseller
          vendor
        }
        prices {
          country
          currencySymbol
          resell {
            minPrice
            maxPrice
            avgPrice
            change30d
            change60d
          }
          buyback {
            minPrice
            maxPrice
            avgPrice
            change30d
            change60d
          }
        }
      }
    }
  }
`;

export const COMPETITOR_LISTINGS = /* GraphQL */ `
  query CompetitorListings($vendorId: ID!, $page: Int) {
    competitorListings(vendorId: $vendorId, page: $page) {
      totalCount
      page
      hasMore
      vendor {
        id
        name
        country
      }
      items {
        id
        name
        storage
        grade
        color
        battery
        price
        currencySymbol
        sellerName
        catalogItems {
          id
          externalId
          ean
        }
      }
    }
  }
`;

export const TOGGLE_DYNAMIC_PRICE = /* GraphQL */ `
  mutation ToggleDynamicPrice($itemId: ID!) {
    toggleDynamicPrice(itemId: $itemId) {
      id
      automaticPriceEnabled
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer {
    me {
      id
      categories {
        id
        slug
      }
      vendors {
        id
      }
    }
  }
`;

export const NOTIFICATIONS_SUBSCRIPTION = /* GraphQL */ `
  subscription Notifications {
    notifications {
      kind
      filename
      downloadUrl
      payload
      receivedAt
    }
  }
`;

export const EXPORT_PRICES = /* GraphQL */ `
  mutation ExportPrices($categoryId: ID!) {
    exportPrices(categoryId: $categoryId)
  }
`;
