/// <reference types="vite/client" />
// The marketing site's React page: it embeds the React widgets themselves (not the standalone elements)
// inside its own layout, as a React site of the provider would.
import { createCoreClient, type Language } from '@dossel/api-client';
import { createDosselI18n, DosselProvider, LoginBox, PromoPopup } from '@dossel/portal-widgets';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Where the portal answers, set by serve.ts from PORTAL_URL. */
const PORTAL_URL = import.meta.env.VITE_PORTAL_URL as string;
const language: Language = 'pt-BR';

let token: string | null = null;
const client = createCoreClient({
  baseURL: `${PORTAL_URL}/api`,
  getToken: () => token,
  locale: () => language,
});
const i18n = createDosselI18n({ language });

function MarketingPage() {
  const [promoOpen, setPromoOpen] = useState(false);
  return (
    <>
      <header>
        <h1>Dossel Florestal</h1>
      </header>
      <main>
        <section>
          <h2>Consultoria florestal com monitoramento por satélite</h2>
          <p>Produtividade, qualidade, clima e matocompetição dos seus talhões, num só portal.</p>
          <button className="cta" type="button" onClick={() => setPromoOpen(true)}>
            Conheça a nova visão de produtividade
          </button>
        </section>
        <aside>
          <LoginBox
            forgotPasswordHref={`${PORTAL_URL}/forgot-password`}
            onSuccess={async (response) => {
              // Signed in here: hand the session to the portal by a one-time code, never by the token.
              token = response.token;
              const { code } = await client.auth.createHandoffCode();
              window.location.assign(`${PORTAL_URL}/handoff?code=${encodeURIComponent(code)}`);
            }}
          />
        </aside>
      </main>
      <PromoPopup
        opened={promoOpen}
        onClose={() => setPromoOpen(false)}
        productivityHref={`${PORTAL_URL}/productivity?tab=productivityVision`}
      />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DosselProvider client={client} i18n={i18n}>
      <MarketingPage />
    </DosselProvider>
  </StrictMode>,
);
