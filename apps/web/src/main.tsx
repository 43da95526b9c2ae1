import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { appScreens } from './app/appScreens';
import { createQueryClient } from './app/queryClient';
import { preloadScreenAt } from './app/screens/lazyNamed';
import { allTexts, initI18n } from './lib/i18n';
import { sessionToken } from './lib/session';
import { registerServiceWorker } from './lib/serviceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const signedIn = sessionToken.get() !== null;
preloadScreenAt(appScreens, location.pathname, signedIn);
// The core of the catalogue suffices for the sign-in screen; every other screen loads the rest
// (lazyNamed). Someone signed in will need the rest: it is fetched now, not after the session check.
void initI18n(undefined, 'core').then((i18n) => {
  if (signedIn) void allTexts();
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  );
});

registerServiceWorker();
