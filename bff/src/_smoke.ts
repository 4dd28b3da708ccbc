import { buildApp, loadConfig } from './index.js';
const app = buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }), {
  onUpstreamCall: (c) => console.log('  upstream', c.method, c.path, c.status, c.durationMs),
});
const { url } = await app.start(0);
let cookie = '';
async function gql(query: string, variables = {}) {
  const r = await fetch(url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const sc = r.headers.get('set-cookie');
  if (sc) cookie = sc.split(';')[0]!;
  console.log('status', r.status);
  const j = await r.text();
  console.log(j.slice(0, 1500));
}
await gql(
  'mutation { login(email:"demo@example.com", password:"demo1234") { id displayName locale access { catalog resell buyback competitors exportItems manualUpload catalogDownload multiCountry dryRun } } }',
);
await gql(
  '{ me { displayName notificationCount strategyNotes vendors { id name country category { id name } } configuration { storeSlug catalogType integrationRoundingType } resellStrategies { id type category { name } variation { minPricePercentage } market { value } } buybackStrategies { id pricePositioning roundingType } } }',
);
await gql(
  '{ catalog { totalCount hasMore lastUpdate items { id externalId ean name storage ram grade color batteryType price basePrice currencySymbol stock marginPercentage automaticPriceEnabled notificationsCount belowBasePrice } filters { brands { value label } storage { value } } } }',
);
await gql(
  '{ catalogItem(id: "1") { id name externalId url priceLimit hasPrices details { key value } prices { suggested marketPrice min max } countryPrices { country resell { minPrice change30d } buyback { avgPrice } } competitorsByGrade { grade counter catalogItemId } resell { historical { date medianPrice } snapshots { createdAt price } items { price vendor { name rating } } } buyback { items { price } } buybox { vendorName price isMine createdAt } logs { createdAt event note } notifications { type message } } }',
);
await gql(
  '{ priceList(categoryId: "1") { totalCount hasMore stats { products monitoredItems lastUpdate } filters { brands { value label } } items { id name grade hot onlineItems topCompetitor { reseller vendor } prices { country resell { avgPrice change60d } } } } }',
);
await gql('{ logBatches { id total success skipped failures start end } }');
await gql(
  '{ me { vendors { id } } competitorListings(vendorId: "1") { vendor { name } totalCount items { id name catalogItems { id ean } grade price battery sellerName } filters { brands { value } } } }',
);
await app.stop();
