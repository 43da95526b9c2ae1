import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { checkSessionEarly, holdSessionFor } from './features/accounts/api/get-session';
import { appScreens } from './app/appScreens';
import { appTabs } from './app/appTabs';
import { preloadSignedInFrame } from './app/guards';
import { createQueryClient } from './app/queryClient';
import { firstScreenPainted } from './app/screens/firstScreen';
import { needsAllTexts, preloadScreenAt } from './app/screens/lazyNamed';
import { prefetchSections } from './app/tabs/prefetchSections';
import { allTexts, initI18n } from './lib/i18n';
import { hintMatches, sessionHint, sessionToken } from './lib/session';
import { endFirstRequests, recordFirstRequests } from './lib/earlyRequests';
import { makeInstallable } from './lib/installable';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const token = sessionToken.get();
const signedIn = token !== null;
const screen = preloadScreenAt(appScreens, appTabs, location.pathname, signedIn);
// Someone with a stored token will most likely stay signed in: the token's check and the signed-in
// frame (unless the screen goes without it, like the pin kiosk) are fetched now, side by side with
// the screen, instead of one after the other.
const queryClient = createQueryClient();
if (signedIn) {
  void checkSessionEarly();
  // The first screen's requests, for the next start at this address (index.html asks for them then).
  recordFirstRequests(token, location.pathname + location.search);
  void firstScreenPainted.then(() => endFirstRequests(sessionToken.get(), location.pathname + location.search));
  if (!screen?.bare) preloadSignedInFrame();
  const sections = screen?.sections && screen;
  if (sections) {
    // The data are asked for with the hint of the last session, side by side with its check; again
    // for the confirmed session only when the hint no longer describes it (issue 14).
    const hint = sessionHint.get();
    const asked = hint && prefetchSections(appTabs, sections, queryClient, hint);
    holdSessionFor((user) => (asked && hintMatches(hint, user) ? asked : prefetchSections(appTabs, sections, queryClient, user)));
  }
}
// The core of the catalogue suffices for the sign-in screen and the pin kiosk; every other screen
// loads the rest (lazyNamed). Someone signed in will most likely need it: it is fetched now, not
// after the session check, unless the screen shows without it (the kiosk stays lean all day).
void initI18n(undefined, 'core').then((i18n) => {
  if (signedIn && needsAllTexts(screen)) void allTexts();
  // A transition lets React render the first screen in slices of a few milliseconds instead of one
  // long task, so a slow phone stays responsive while it starts (issue 14: total blocking time).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    ),
  );
});

makeInstallable(firstScreenPainted);
