import { type Readable, Readable as ReadableStream } from 'node:stream';
import { type Redis } from 'ioredis';
import {
  FINISHED_JOB_TTL_SECONDS,
  isFinished,
  type JobItemRecord,
  type JobRecord,
} from './job-record.js';
import { type ItemPage, type JobChange, type JobStore, pageOf } from './job-store.js';

const prefix = 'refurb-bff:job';
const channel = 'refurb-bff:job-changed';
/** Unfinished jobs' keys expire too, in case no replica ever finishes them. */
const UNFINISHED_TTL_SECONDS = 2 * FINISHED_JOB_TTL_SECONDS;
/** File lines are stored in chunks of about this many bytes (one list entry each). */
const FILE_CHUNK_BYTES = 256 * 1024;

/** Records an item once: HSETNX on the done set, then RPUSH to the ordered list. */
const recordItemScript = `
if redis.call('hsetnx', KEYS[1], ARGV[1], '1') == 1 then
  redis.call('rpush', KEYS[2], ARGV[2])
  return 1
end
return 0`;

/**
 * Jobs in Redis (REDIS_URL): any replica answers for any job, and a replica that takes over a
 * job finds its items' outcomes here and skips them. Keys: `job:{id}` (the record, JSON),
 * `job:{id}:done` (item ids written), `job:{id}:items` (outcomes in order), `job:{id}:cancel`,
 * `job:{id}:file` (a local export's file, in chunks), `job:user:{userId}` (ids by creation
 * time). Changes are announced on a pub/sub channel that every replica listens to.
 */
export class RedisJobStore implements JobStore {
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(change: JobChange) => void>();
  private subscribed: Promise<unknown> | null = null;

  constructor(
    private readonly redis: Redis,
    /** owned: the connection is this store's, closed with it. */
    private readonly options: { owned: boolean } = { owned: false },
  ) {
    this.subscriber = redis.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => {
      const change = parseJobChange(message);
      if (change === null) return;
      for (const listener of this.listeners) listener(change);
    });
  }

  async create(record: JobRecord): Promise<void> {
    const createdAt = Date.parse(record.createdAt);
    await this.redis
      .multi()
      .set(key(record.id), JSON.stringify(record), 'EX', UNFINISHED_TTL_SECONDS)
      .zadd(userKey(record.userId), createdAt, record.id)
      .zremrangebyscore(userKey(record.userId), 0, Date.now() - UNFINISHED_TTL_SECONDS * 1000)
      .expire(userKey(record.userId), UNFINISHED_TTL_SECONDS)
      .exec();
  }

  async get(jobId: string): Promise<JobRecord | null> {
    const raw = await this.redis.get(key(jobId));
    return raw === null ? null : (JSON.parse(raw) as JobRecord);
  }

  async update(jobId: string, change: Partial<JobRecord>): Promise<JobRecord | null> {
    const current = await this.get(jobId);
    if (current === null) return null;
    const next = { ...current, ...change };
    const ttl = isFinished(next.status) ? FINISHED_JOB_TTL_SECONDS : UNFINISHED_TTL_SECONDS;
    const multi = this.redis.multi().set(key(jobId), JSON.stringify(next), 'EX', ttl);
    for (const part of ['done', 'started', 'items', 'cancel', 'file'])
      multi.expire(`${key(jobId)}:${part}`, ttl);
    await multi.exec();
    return next;
  }

  async listForUser(userId: string): Promise<JobRecord[]> {
    const ids = await this.redis.zrevrange(userKey(userId), 0, 499);
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(ids.map(key));
    return raws.flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as JobRecord]));
  }

  async recordItem(jobId: string, item: JobItemRecord): Promise<boolean> {
    const added = await this.redis.eval(
      recordItemScript,
      2,
      `${key(jobId)}:done`,
      `${key(jobId)}:items`,
      item.itemId,
      JSON.stringify(item),
    );
    return added === 1;
  }

  async doneItemIds(jobId: string): Promise<Set<string>> {
    return new Set(await this.redis.hkeys(`${key(jobId)}:done`));
  }

  async markStarted(jobId: string, itemId: string): Promise<void> {
    await this.redis
      .multi()
      .sadd(`${key(jobId)}:started`, itemId)
      .expire(`${key(jobId)}:started`, UNFINISHED_TTL_SECONDS)
      .exec();
  }

  async startedItemIds(jobId: string): Promise<Set<string>> {
    return new Set(await this.redis.smembers(`${key(jobId)}:started`));
  }

  itemCount(jobId: string): Promise<number> {
    return this.redis.llen(`${key(jobId)}:items`);
  }

  async items(
    jobId: string,
    offset: number,
    first: number,
    status: JobItemRecord['status'] | null,
  ): Promise<ItemPage> {
    const raws = await this.redis.lrange(`${key(jobId)}:items`, 0, -1);
    return pageOf(
      raws.map((raw) => JSON.parse(raw) as JobItemRecord),
      offset,
      first,
      status,
    );
  }

  async requestCancel(jobId: string): Promise<void> {
    await this.redis.set(`${key(jobId)}:cancel`, '1', 'EX', UNFINISHED_TTL_SECONDS);
  }

  async cancelRequested(jobId: string): Promise<boolean> {
    return (await this.redis.exists(`${key(jobId)}:cancel`)) === 1;
  }

  async writeFile(jobId: string, chunks: AsyncIterable<string>): Promise<number> {
    const fileKey = `${key(jobId)}:file`;
    const staging = `${fileKey}:writing`;
    await this.redis.del(staging);
    let pending = '';
    let bytes = 0;
    for await (const chunk of chunks) {
      pending += chunk;
      bytes += Buffer.byteLength(chunk);
      if (pending.length >= FILE_CHUNK_BYTES) {
        await this.redis.rpush(staging, pending);
        pending = '';
      }
    }
    if (pending !== '') await this.redis.rpush(staging, pending);
    if (bytes === 0) {
      await this.redis.multi().del(fileKey).rpush(fileKey, '').exec();
    } else {
      await this.redis.rename(staging, fileKey);
    }
    await this.redis.expire(fileKey, FINISHED_JOB_TTL_SECONDS);
    return bytes;
  }

  async readFile(jobId: string): Promise<Readable | null> {
    const fileKey = `${key(jobId)}:file`;
    const length = await this.redis.llen(fileKey);
    if (length === 0) return null;
    const redis = this.redis;
    // One chunk at a time: the file streams out without being held whole.
    async function* chunks() {
      for (let index = 0; index < length; index += 1) {
        const chunk = await redis.lindex(fileKey, index);
        if (chunk) yield chunk;
      }
    }
    return ReadableStream.from(chunks());
  }

  async publish(change: JobChange): Promise<void> {
    await this.redis.publish(channel, JSON.stringify(change));
  }

  onChange(listener: (change: JobChange) => void): () => void {
    this.listeners.add(listener);
    this.subscribed ??= this.subscriber.subscribe(channel).catch(() => (this.subscribed = null));
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
    if (this.options.owned) this.redis.disconnect();
    return Promise.resolve();
  }
}

function key(jobId: string): string {
  return `${prefix}:${jobId}`;
}

function userKey(userId: string): string {
  return `${prefix}:user:${userId}`;
}

/**
 * A change as published. A bare job id is what replicas of an earlier version publish (during a
 * rolling deploy): a change of that job, owner unknown, so jobUpdated and cancels still hear it.
 */
export function parseJobChange(message: string): JobChange | null {
  if (!message.startsWith('{'))
    return message === '' ? null : { jobId: message, userId: '', created: false };
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { jobId, userId, created } = parsed as Record<string, unknown>;
    if (typeof jobId !== 'string' || typeof userId !== 'string') return null;
    return { jobId, userId, created: created === true };
  } catch {
    return null;
  }
}
