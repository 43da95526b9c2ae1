import { afterAll } from 'vitest';

const tasks: (() => Promise<void> | void)[] = [];

/**
 * Runs `task` once the current test file is done, newest first. The builders (`createTestApp`,
 * `startTestServer`) are called inside `beforeAll`, and vitest silently drops an `afterAll`
 * registered there; this module's own `afterAll` is registered when the test file imports it,
 * on that file's root suite (every file gets its own module instance).
 */
export function afterFile(task: () => Promise<void> | void): void {
  tasks.push(task);
}

afterAll(async () => {
  for (let task = tasks.pop(); task; task = tasks.pop()) await task();
});
