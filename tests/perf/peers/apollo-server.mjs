// Benchmark 1's peer: the catalog page through Apollo Server 5 and @apollo/datasource-rest, written
// the way their documentation shows, for the same selection as the BFF's catalog list query. The
// upstream session travels as the client's Cookie header (forwarded as it is), the data source is
// made per request, and the upstream's rows are mapped to the BFF's field names in the resolver.
// Plain JavaScript: it runs from tests/perf/.peers/ (copied there by lib/peers.ts), where its
// packages are installed, outside the workspaces.
//
// Environment: PORT, UPSTREAM_URL, UPSTREAM_ORIGIN (the Origin the upstream's session gate wants).
import { RESTDataSource } from '@apollo/datasource-rest';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`apollo-server needs ${name}`);
  return value;
}
const upstreamUrl = required('UPSTREAM_URL');
const upstreamOrigin = required('UPSTREAM_ORIGIN');

const typeDefs = /* GraphQL */ `
  enum Grade {
    A
    B
    C
    N
    R
  }
  type FilterOption {
    value: String!
    label: String!
  }
  type CatalogFilterOptions {
    categories: [FilterOption!]!
    brands: [FilterOption!]!
    models: [FilterOption!]!
    grades: [FilterOption!]!
    storage: [FilterOption!]!
  }
  type CatalogItem {
    id: ID!
    externalId: String
    ean: String
    name: String!
    storage: String
    ram: String
    grade: Grade
    color: String
    batteryType: String
    price: Float
    basePrice: Float
    currencySymbol: String!
    stock: Int
    marginPercentage: Float
    automaticPriceEnabled: Boolean!
    notificationsCount: Int!
    belowBasePrice: Boolean!
  }
  type CatalogPage {
    items: [CatalogItem!]!
    totalCount: Int!
    page: Int!
    hasMore: Boolean!
    lastUpdate: String
    filters: CatalogFilterOptions!
  }
  type Query {
    catalog(page: Int = 1): CatalogPage!
  }
`;

class StoreAPI extends RESTDataSource {
  baseURL = upstreamUrl;

  constructor(options, cookie) {
    super(options);
    this.cookie = cookie;
  }

  willSendRequest(_path, request) {
    if (this.cookie) request.headers.cookie = this.cookie;
    request.headers.origin = upstreamOrigin;
    request.headers.accept = 'application/json';
  }

  catalogPage(page) {
    return this.get('api/catalog', { params: { page: String(page) } });
  }
}

const PAGE_SIZE = 50;

function toCatalogItem(row) {
  return {
    id: row.id,
    externalId: row.external_id,
    ean: row.ean,
    name: row.name,
    storage: row.storage,
    ram: row.ram,
    grade: row.grade,
    color: row.color,
    batteryType: row.battery_type,
    price: row.price,
    basePrice: row.base_price,
    currencySymbol: row.currency_symbol,
    stock: row.stock,
    marginPercentage: row.margin_percentage,
    automaticPriceEnabled: row.automatic_price_enabled,
    notificationsCount: row.notifications_count,
    belowBasePrice: row.price !== null && row.base_price !== null && row.price < row.base_price,
  };
}

const resolvers = {
  Query: {
    async catalog(_parent, { page }, { dataSources }) {
      const answer = await dataSources.store.catalogPage(page);
      const items = answer.items.map(toCatalogItem);
      return {
        items,
        totalCount: answer.items_count,
        page,
        hasMore: items.length > 0 && (page - 1) * PAGE_SIZE + items.length < answer.items_count,
        lastUpdate: answer.last_update,
        filters: answer.filters,
      };
    },
  },
};

const server = new ApolloServer({ typeDefs, resolvers });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(required('PORT')), host: '127.0.0.1' },
  context: async ({ req }) => ({
    dataSources: {
      // Node's fetch (undici, keep-alive) rather than the default node-fetch, which opens a
      // connection per call: the peer gets the same kind of client as the BFF.
      store: new StoreAPI({ cache: server.cache, fetch }, req.headers.cookie),
    },
  }),
});
process.stdout.write(`apollo peer listening on ${url}\n`);
