import { useTranslation } from 'react-i18next';

import { CornerOffer } from './corner-offer';

export interface InstallOfferProps {
  /** Opens the browser's own install dialog. */
  onInstall: () => void;
  /** Hides the offer for this page. */
  onLater: () => void;
}

/** The offer to install the portal as an app, shown when the browser says it can. */
export function InstallOffer({ onInstall, onLater }: InstallOfferProps) {
  const { t } = useTranslation();
  return (
    <CornerOffer
      label={t('pwa.install.label')}
      message={t('pwa.install.message')}
      laterLabel={t('pwa.install.later')}
      actionLabel={t('pwa.install.action')}
      onAction={onInstall}
      onLater={onLater}
    />
  );
}
