import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadLazyScreens } from '../app/screens/lazyNamed';
import { initI18n } from '../lib/i18n';
import { requestErrors } from '../lib/requestErrors';
import { fixtureProblems } from './api';
import { fakeMediaQueryList } from './mediaQuery';

// Whole screens render in jsdom on a shared machine: findBy/waitFor wait up to 5 s (not 1 s) before failing.
configure({ asyncUtilTimeout: 5000 });

// jsdom has neither; Mantine needs both (stack-pins.md).
Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => fakeMediaQueryList(query, false) });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
// Textarea autosize listens for web fonts, which jsdom does not load.
Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
window.HTMLElement.prototype.scrollIntoView = () => undefined;

beforeAll(async () => {
  await initI18n('nl');
  // Screens are lazy chunks in the app; a test file that imported them (through appScreens) gets
  // them compiled here, as before they were split, instead of inside its first test's time limit.
  await preloadLazyScreens();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  requestErrors.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A canned answer made from a call went out unlike what the server sends: the test is wrong.
  const problems = fixtureProblems.splice(0);
  if (problems.length) throw new Error(problems.join('\n'));
});
