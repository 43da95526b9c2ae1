import { expect, it } from 'vitest';
import { BARE_SCREENS } from '../../../build/signedInPreload';
import { appScreens } from '../appScreens';
import { needsAllTexts } from './lazyNamed';

// index.html's script asks for these screens' chunks instead of the frame before the routes exist (issue 14).
it("index.html's script knows every screen shown without the frame, and which waits for the whole catalogue", () => {
  const bare = appScreens.filter((screen) => screen.bare);
  expect(BARE_SCREENS.map((screen) => screen.path).sort()).toEqual(bare.map((screen) => screen.path).sort());
  for (const { path, allTexts } of BARE_SCREENS) expect(needsAllTexts(bare.find((screen) => screen.path === path)), path).toBe(allTexts);
});
