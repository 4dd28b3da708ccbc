import { type GraphiQLOptions } from 'graphql-yoga';
import { csrfHeader } from '../plugins/use-csrf-prevention.js';

const signInExample = `# Sign in first (demo accounts: password demo1234), then run the other tabs.
# Or use an API token: see the Headers tab below.
mutation SignIn {
  signIn(input: { email: "demo@example.com", password: "demo1234" }) {
    viewer { displayName preferredLocale }
    userErrors { code message field retryAfterSeconds }
  }
}`;

const meExample = `query Me {
  me {
    id
    displayName
    preferredLocale
    notificationCount
    supportEmail
    strategyNotes
    categories { id name slug }
    vendors { id name country }
    access { catalog resell buyback competitors exportItems manualUpload catalogDownload multiCountry dryRun }
  }
}`;

const catalogExample = `# A page of 50; for the next, pass pageInfo.endCursor as $after.
query CatalogPage($after: String) {
  catalogItems(first: 50, after: $after, sort: GRADE_DESC) {
    totalCount
    lastUpdate
    pageInfo { hasNextPage endCursor }
    edges {
      node { id externalId name grade price basePrice currencySymbol belowBasePrice automaticPriceEnabled }
    }
    filters { brands { value label } grades { value label } }
  }
}`;

const catalogItemExample = `query CatalogItem($id: ID!) {
  catalogItem(id: $id) {
    id
    name
    price
    priceLimit
    prices { suggested marketPrice min max }
    countryPrices { country currencySymbol resell { minPrice maxPrice avgPrice change30d change60d } }
    buybox { vendorName price isMine currencySymbol }
    logs { createdAt event note }
  }
}`;

const jobsExample = `# Bulk changes, exports and uploads, newest first (any session or token of
# yours). Follow a running one with subscription { jobUpdated(id: "…") { … } }.
query RecentJobs {
  jobs(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        id kind status createdAt finishedAt
        progress { done total }
        error { code message }
        url
        uploadedFilename
        uploadReport { created updated unchanged failed rowErrors { line column value message } }
      }
    }
  }
}`;

/**
 * The Headers tab of every tab: how to send an API token instead of the session cookie. The
 * editor reads JSON with comments, so the text as shown is an empty, valid header object.
 */
const tokenHeadersHelp = `{
  // Signed in with the SignIn tab? Nothing to add here.
  // Using an API token instead (dashboard: profile
  // menu > API tokens > Create token)? Uncomment the
  // line below and paste the token after "Bearer ":
  // "Authorization": "Bearer <token>"
}`;

/** GraphiQL at GET /graphql: example tabs a developer can run after the sign-in tab. */
export const graphiqlOptions: GraphiQLOptions = {
  title: 'Refurb pricing BFF',
  defaultTabs: [
    { query: signInExample },
    { query: meExample },
    { query: catalogExample },
    { query: catalogItemExample, variables: JSON.stringify({ id: '1' }, null, 2) },
    { query: jobsExample },
  ],
  defaultHeaders: tokenHeadersHelp,
  additionalHeaders: { [csrfHeader]: '1' },
  credentials: 'same-origin',
  subscriptionsProtocol: 'WS',
};
