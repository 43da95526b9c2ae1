import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../../../../../e2e/screenRoutes';
import { appScreens } from '../appScreens';

describe('the browser check of every screen (e2e/screens.spec.ts)', () => {
  it('opens every route of the registry, and only those', () => {
    const registry = [...new Set(appScreens.map((s) => s.path))].sort();
    expect(Object.keys(screenRoutes).sort()).toEqual(registry);
  });
});
