import { expect, it } from 'vitest';
import { BARE_SCREEN_PATHS } from '../../../build/signedInPreload';
import { appScreens } from '../appScreens';

// index.html's script skips the frame on these addresses before the routes exist (issue 14).
it("index.html's script knows every screen shown without the frame", () => {
  const bare = appScreens.filter((screen) => screen.bare).map((screen) => screen.path);
  expect([...BARE_SCREEN_PATHS].sort()).toEqual(bare.sort());
});
