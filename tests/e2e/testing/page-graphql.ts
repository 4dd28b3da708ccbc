import type { Page } from 'playwright-core';

/**
 * GraphQL from the signed-in page, as the app sends it (its cookie, the CSRF header); answers
 * `data`, throws on errors.
 */
export async function pageGraphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables },
  );
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}
