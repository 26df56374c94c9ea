// Mantine's styles, loaded by the app itself: a side-effect import inside a package marked side-effect
// free can be dropped by the bundler. Only the components the portal renders (app/mantine-styles.css
// lists them, tooling/mantine-styles.test.ts checks the list). In the `mantine` cascade layer, so the
// theme's variables (the provider's unlayered <style>) win wherever the stylesheet lands: the build moves
// it to the end of the body (vite/prerender-plugin.ts), where Mantine's default blue would otherwise
// override the forest.
import './app/mantine-styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppServices } from './lib/app-services';
import { textsLoaded } from './lib/i18n';
import { checkSession } from './lib/session/session-actions';

function startApp() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The app's one set of services (decision 026): session, welcome gates, query client, api client, i18n.
  const services = createAppServices();
  const router = createAppRouter(createBrowserRouter, services);
  // The check starts before the first render, so a visitor without a token never sees a blank frame.
  void checkSession(
    services.session,
    services.api,
    services.i18n.t.bind(services.i18n),
    textsLoaded(services.i18n),
  );

  createRoot(root).render(
    <StrictMode>
      <AppProvider services={services}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

// index.html's inline scripts start this module (app/first-screens/app-code.ts), which may then run before
// the page is parsed; the app starts on the parsed page, after the inline script that shows the first screen.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', startApp, { once: true });
} else {
  startApp();
}
