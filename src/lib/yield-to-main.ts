/** The Prioritized Task Scheduling API's `scheduler.yield` (Chromium 129+), where the browser has it. */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so a long piece of start-up work becomes several tasks the
 * browser can handle input and paint between (Lighthouse's total blocking time counts each task's time over
 * 50 ms). `scheduler.yield` resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
