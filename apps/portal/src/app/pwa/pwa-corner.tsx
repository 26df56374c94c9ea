import { Affix, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';

import { useDosselClient } from '@dossel/portal-widgets';

import { recheckOfflineSession } from '../../lib/session/offline-session';
import { useSession, useSessionStore } from '../../lib/session/session-store';
import { listenForInstall } from './install-event';
import { InstallOffer } from './install-offer';
import { OfflineStartNote } from './offline-start-note';
import { pageOffers, usePwaOffers, type PwaOffersStore } from './pwa-state';
import { startServiceWorker } from './register-service-worker';
import { UpdatePrompt } from './update-prompt';

let listening = false;

/** Starts the service worker and the install offer once per page (the shell may mount again). */
function startOnce(offers: PwaOffersStore) {
  if (listening) return;
  listening = true;
  listenForInstall(offers);
  startServiceWorker(offers);
}

/**
 * The installed app's corner of the signed-in frame (decision 028): the update prompt when a new release
 * waits, else the install offer, and a note while the portal runs on this device's copy of the session.
 */
export function PwaCorner({ offers = pageOffers }: { offers?: PwaOffersStore }) {
  const { update, install } = usePwaOffers(offers);
  const offline = useSession((state) => state.offline);
  const session = useSessionStore();
  const client = useDosselClient();
  const [dismissed, setDismissed] = useState({ update: false, install: false, offline: false });
  useEffect(() => startOnce(offers), [offers]);
  // Opened offline: back to the API's own session as soon as it answers.
  useEffect(
    () => (offline ? recheckOfflineSession(session, client.auth) : undefined),
    [offline, session, client],
  );

  const showUpdate = update !== null && !dismissed.update;
  const showInstall = install !== null && !dismissed.install && !showUpdate;
  const showOffline = offline && !dismissed.offline;
  if (!showUpdate && !showInstall && !showOffline) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Stack gap="xs" align="flex-end">
        {showOffline ? (
          <OfflineStartNote onClose={() => setDismissed((shown) => ({ ...shown, offline: true }))} />
        ) : null}
        {showUpdate ? (
          <UpdatePrompt
            onUpdate={update}
            onLater={() => setDismissed((shown) => ({ ...shown, update: true }))}
          />
        ) : null}
        {showInstall ? (
          <InstallOffer
            onInstall={install}
            onLater={() => setDismissed((shown) => ({ ...shown, install: true }))}
          />
        ) : null}
      </Stack>
    </Affix>
  );
}
