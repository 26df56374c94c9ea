// Mantine's global styles, loaded by the app itself: a side-effect import inside a package marked
// side-effect free can be dropped by the bundler. In the `mantine` cascade layer, so the theme's variables
// (the provider's unlayered <style>) win wherever the stylesheet lands: the build moves it to the end of
// the body (vite/prerender-plugin.ts), where Mantine's default blue would otherwise override the forest.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { checkSession } from './lib/session/session-actions';
import { api } from './lib/api';
import { i18n, i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// The check starts before the first render, so a visitor without a token never sees a blank frame.
void checkSession(api, i18n.t.bind(i18n), i18nReady);

createRoot(container).render(
  <StrictMode>
    <AppProvider client={api} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
