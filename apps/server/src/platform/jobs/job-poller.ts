import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobRegistry } from './job-registry';
import { runDueJobs, type JobLogger } from './run-due-jobs';

export interface JobPoller {
  /** Stops polling and waits for the jobs being run to finish. */
  stop(): Promise<void>;
}

/** Runs due jobs every `intervalMs` (started by main; tests call runDueJobs themselves). */
export function startJobPoller(options: {
  db: Database;
  clock: Clock;
  registry: JobRegistry;
  intervalMs: number;
  log: JobLogger;
}): JobPoller {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runDueJobs(options.db, options.clock, options.registry, { log: options.log })
      .then(() => undefined)
      // a failing poll (database briefly unreachable) is logged and tried again at the next tick
      .catch((error: unknown) => options.log.error({ err: error }, 'job poll failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
