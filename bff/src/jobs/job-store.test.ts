import { describe, expect, it } from 'vitest';
import { itemCursors, jobCursor, jobsAfter } from '../graphql/jobs/job-cursors.js';
import { JobFileLinks } from './job-file-links.js';
import { type JobItemRecord } from './job-record.js';
import { MemoryJobStore } from './job-store.js';
import { jobRecord } from '../testing/job-records.js';
import { parseJobChange } from './redis-job-store.js';

function item(itemId: string, status: JobItemRecord['status']): JobItemRecord {
  const none = { name: null, errorCode: null, message: null, price: null, basePrice: null };
  return { itemId, status, automaticPriceEnabled: null, ...none };
}

describe('MemoryJobStore', () => {
  it('records an item once and pages the outcomes by status', async () => {
    const store = new MemoryJobStore();
    await store.create(jobRecord());
    expect(await store.recordItem(jobRecord().id, item('1', 'DONE'))).toBe(true);
    expect(await store.recordItem(jobRecord().id, item('1', 'FAILED'))).toBe(false);
    await store.recordItem(jobRecord().id, item('2', 'FAILED'));
    await store.recordItem(jobRecord().id, item('3', 'DONE'));
    const done = await store.items(jobRecord().id, 0, 1, 'DONE');
    expect(done).toMatchObject({ totalCount: 2, hasNextPage: true });
    expect(done.items.map((entry) => entry.item.itemId)).toEqual(['1']);
    const next = await store.items(jobRecord().id, (done.items[0]?.index ?? 0) + 1, 1, 'DONE');
    expect(next.items.map((entry) => entry.item.itemId)).toEqual(['3']);
    expect(next.hasNextPage).toBe(false);
  });

  it('forgets finished jobs after 7 days, keeps running ones', async () => {
    let now = Date.parse('2026-11-20T10:00:00.000Z');
    const store = new MemoryJobStore(() => now);
    await store.create(
      jobRecord({
        id: 'job-old-finished-aaaaaaaa',
        status: 'SUCCEEDED',
        finishedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    await store.create(jobRecord({ id: 'job-still-running-aaaaaaa' }));
    now += 8 * 24 * 3600 * 1000;
    expect((await store.listForUser('7')).map((job) => job.id)).toEqual([
      'job-still-running-aaaaaaa',
    ]);
  });
});

describe('job file links', () => {
  it('hold for their job, user and expiry only', () => {
    let now = 1_000_000;
    const links = new JobFileLinks('a-secret-of-at-least-thirty-two-chars', () => now);
    const url = links.urlOf(
      jobRecord({ status: 'SUCCEEDED', file: { kind: 'local', name: 'catalog.jsonl' } }),
    );
    const query = new URL(url ?? '', 'http://bff.invalid').searchParams;
    const expires = Number(query.get('expires'));
    const signature = query.get('signature') ?? '';
    expect(links.verify(jobRecord().id, '7', expires, signature)).toBe(true);
    expect(links.verify(jobRecord().id, '8', expires, signature)).toBe(false);
    expect(links.verify('job-bbbbbbbbbbbbbbbbbbbbbb', '7', expires, signature)).toBe(false);
    expect(links.verify(jobRecord().id, '7', expires + 1, signature)).toBe(false);
    now = expires + 1;
    expect(links.verify(jobRecord().id, '7', expires, signature)).toBe(false);
    expect(links.urlOf(jobRecord({ status: 'RUNNING' }))).toBeNull();
  });
});

describe('job list cursors', () => {
  it("resume after their item's place in a job's outcomes and refuse a foreign cursor", () => {
    expect(itemCursors.after(itemCursors.cursor(4))).toBe(5);
    expect(itemCursors.after(null)).toBe(0);
    expect(() => itemCursors.after('bm90LWEtY3Vyc29y')).toThrow(/cursor/);
  });

  it('resume after their job while jobs start, end or expire between two pages', () => {
    const job = (n: number) =>
      jobRecord({
        id: `job-${String(n).padStart(22, '0')}`,
        createdAt: `2026-03-01T10:0${n}:00.000Z`,
      });
    const listed = [job(5), job(4), job(3), job(2), job(1)];
    const firstPage = listed.slice(0, 2);
    const cursor = jobCursor(firstPage[1]!);
    // A job started meanwhile comes first: the next page is still the third job on.
    expect(jobsAfter([job(6), ...listed], cursor)).toEqual(listed.slice(2));
    // The job the cursor names expired: the page goes on after its start time.
    expect(jobsAfter([job(5), job(3), job(2), job(1)], cursor)).toEqual(listed.slice(2));
    // A cursor of the older form (a place in the list) still pages.
    expect(jobsAfter(listed, itemCursors.cursor(1))).toEqual(listed.slice(2));
    expect(jobsAfter(listed, null)).toEqual(listed);
    expect(() => jobsAfter(listed, Buffer.from('j2:yesterday|x').toString('base64url'))).toThrow(
      /cursor/,
    );
  });
});

describe('the job change signal on Redis', () => {
  it('reads a published change, a bare job id from an earlier version, and skips anything else', () => {
    const change = { jobId: 'job-a', userId: '7', created: true };
    expect(parseJobChange(JSON.stringify(change))).toEqual(change);
    expect(parseJobChange('job-a')).toEqual({ jobId: 'job-a', userId: '', created: false });
    expect(parseJobChange('')).toBeNull();
    expect(parseJobChange('{"jobId":1}')).toBeNull();
    expect(parseJobChange('{not json')).toBeNull();
  });
});
