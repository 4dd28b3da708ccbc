import { describe, expect, it } from 'vitest';
import { type TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

// The fields in the API-wide vocabulary answer what the older fields beside them answer.

let demo: TestBrowser;
signedInDemo((started) => ({ demo } = started), { UPSTREAM_CALLS_PER_SECOND: '1000' });

describe('outcome counts named succeeded, skipped and failed', () => {
  it('on repricing batches equal success, skipped and failures', async () => {
    const answer = await demo.gql<{
      logBatches: {
        success: number;
        skipped: number;
        failures: number;
        succeeded: number;
        failed: number;
      }[];
    }>('{ logBatches { success skipped failures succeeded failed } }');
    expect(answer.errors).toBeUndefined();
    const batches = answer.data?.logBatches ?? [];
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) {
      expect(batch.succeeded).toBe(batch.success);
      expect(batch.failed).toBe(batch.failures);
    }
  });
});

describe('closed sets as enums', () => {
  it('filters the catalog by gradeIn as grades did', async () => {
    const byEnum = await demo.gql<{ catalog: { totalCount: number; items: { grade: string }[] } }>(
      '{ catalog(filter: { gradeIn: [A, B] }) { totalCount items { grade } } }',
    );
    const byText = await demo.gql<{ catalog: { totalCount: number } }>(
      '{ catalog(filter: { grades: ["A", "B"] }) { totalCount } }',
    );
    expect(byEnum.errors).toBeUndefined();
    expect(byEnum.data?.catalog.totalCount).toBe(byText.data?.catalog.totalCount);
    expect(byEnum.data?.catalog.totalCount).toBeGreaterThan(0);
    for (const item of byEnum.data?.catalog.items ?? []) expect(['A', 'B']).toContain(item.grade);
  });

  it('refuses a grade that does not exist before asking the store', async () => {
    const answer = await demo.gql('{ catalog(filter: { gradeIn: [Z] }) { totalCount } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("gives an item's log events a kind", async () => {
    const list = await demo.gql<{ catalog: { items: { id: string }[] } }>(
      '{ catalog { items { id } } }',
    );
    const id = list.data?.catalog.items[0]?.id ?? '';
    const answer = await demo.gql<{ catalogItem: { logs: { event: string; kind: string }[] } }>(
      `{ catalogItem(id: "${id}") { logs { event kind } } }`,
    );
    const logs = answer.data?.catalogItem.logs ?? [];
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) {
      expect(log.kind).toBe(
        ['price_updated', 'base_price_synced', 'catalog_upload'].includes(log.event) ||
          log.event.startsWith('dynamic_price_')
          ? log.event.toUpperCase()
          : 'OTHER',
      );
    }
  });
});
