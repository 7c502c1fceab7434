import { describe, expect, it } from 'vitest';
import type { PoolTestTask } from '../test-support/pool-test-worker';
import { WorkerPool, WorkerTaskStopped, type WorkerPoolOptions } from './worker-pool';

interface Answer {
  echo?: string;
  threadId: number;
}

function pool(options: Partial<WorkerPoolOptions> = {}) {
  return new WorkerPool<PoolTestTask, Answer>({
    entry: new URL('../test-support/pool-test-worker.ts', import.meta.url),
    size: 1,
    timeoutMs: 20_000,
    idleMs: 1_000,
    resourceLimits: { maxOldGenerationSizeMb: 64 },
    ...options,
  });
}

describe('WorkerPool', () => {
  it('answers each task in a worker thread and keeps the worker for the next', async () => {
    const workers = pool();
    const first = await workers.run({ echo: 'one' });
    const second = await workers.run({ echo: 'two' });
    expect(first.echo).toBe('one');
    expect(second).toEqual({ echo: 'two', threadId: first.threadId });
    expect(first.threadId).toBeGreaterThan(0);
  });

  it('runs at most `size` tasks at once; the others wait their turn', async () => {
    const workers = pool({ size: 2 });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((echo) => workers.run({ echo, spinMs: 50 })));
    expect(answers.map((a) => a.echo)).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(answers.map((a) => a.threadId)).size).toBe(2);
  });

  it('stops a task past the timeout by ending its worker, and carries on with a new one', async () => {
    const workers = pool({ timeoutMs: 2_000 });
    const first = await workers.run({ echo: 'warm' });
    await expect(workers.run({ spinMs: 60_000 })).rejects.toEqual(new WorkerTaskStopped('TIMEOUT'));
    const after = await workers.run({ echo: 'after' });
    expect(after.echo).toBe('after');
    expect(after.threadId).not.toBe(first.threadId);
  });

  it('ends a worker that runs out of its heap, and carries on with a new one', async () => {
    const workers = pool({ resourceLimits: { maxOldGenerationSizeMb: 48 } });
    await expect(workers.run({ fillHeap: true })).rejects.toEqual(new WorkerTaskStopped('OUT_OF_MEMORY'));
    expect((await workers.run({ echo: 'after' })).echo).toBe('after');
  });
});
