import { describe, expect, it, vi } from 'vitest';
import { SubscriberQueue } from './subscriber-queue.js';

describe('SubscriberQueue', () => {
  it('hands pushed values to a waiting reader, then buffers in order', async () => {
    const queue = new SubscriberQueue<number>(5, () => undefined);
    const waiting = queue.next();
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(await waiting).toEqual({ value: 1, done: false });
    expect(await queue.next()).toEqual({ value: 2, done: false });
    expect(queue.buffered).toBe(1);
  });

  it('drops the oldest value when full and says so', async () => {
    const dropped: number[] = [];
    const queue = new SubscriberQueue<number>(
      2,
      () => undefined,
      (value) => dropped.push(value),
    );
    [1, 2, 3, 4].forEach((value) => queue.push(value));
    expect(dropped).toEqual([1, 2]);
    expect(await queue.next()).toEqual({ value: 3, done: false });
    expect(await queue.next()).toEqual({ value: 4, done: false });
  });

  it('ends on return(): a pending reader finishes, later pushes are refused, release runs once', async () => {
    const release = vi.fn();
    const queue = new SubscriberQueue<number>(2, release);
    const waiting = queue.next();
    await queue.return();
    await queue.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(queue.push(1)).toBe(false);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('fail(): buffered values are read first, then the error once, then done', async () => {
    const release = vi.fn();
    const queue = new SubscriberQueue<number>(2, release);
    queue.push(7);
    queue.fail(new Error('refused'));
    expect(release).toHaveBeenCalledTimes(1);
    expect(await queue.next()).toEqual({ value: 7, done: false });
    await expect(queue.next()).rejects.toThrow('refused');
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });

  it('fail() rejects a reader that is already waiting', async () => {
    const queue = new SubscriberQueue<number>(2, () => undefined);
    const waiting = queue.next();
    queue.fail(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
  });

  it('works with for await and break (which calls return)', async () => {
    const release = vi.fn();
    const queue = new SubscriberQueue<number>(3, release);
    queue.push(1);
    queue.push(2);
    const seen: number[] = [];
    for await (const value of queue) {
      seen.push(value);
      if (value === 2) break;
    }
    expect(seen).toEqual([1, 2]);
    expect(release).toHaveBeenCalledTimes(1);
  });
});
