import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/serviceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void initI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  );
});

registerServiceWorker();
