// Start-up: take the locale from the URL (or send a returning visitor on `/` to their remembered
// locale), load the signed-in user's profile (briefly), then render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { loadSessionBeforeRender } from './app/start-up';
import { installChunkReload } from './lib/chunk-reload';
import { loadLocale } from './lib/i18n';
import { readLocaleCookie, rootRedirect, splitLocalePath } from './lib/locale';
import { installNumberInputWheelBlur } from './lib/number-input-wheel';

async function start(): Promise<void> {
  const redirect = rootRedirect(window.location.pathname, readLocaleCookie(document.cookie));
  if (redirect !== null)
    window.history.replaceState(null, '', `${redirect}${window.location.search}`);
  // A Chinese or Ukrainian page waits for its texts: rendering sooner would flash English.
  const texts = loadLocale(splitLocalePath(window.location.pathname).locale);
  installChunkReload();
  installNumberInputWheelBlur(document);

  const queryClient = createQueryClient();
  await Promise.all([texts, loadSessionBeforeRender(queryClient)]);

  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
