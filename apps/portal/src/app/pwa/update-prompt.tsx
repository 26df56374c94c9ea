import { useTranslation } from 'react-i18next';

import { CornerOffer } from './corner-offer';

export interface UpdatePromptProps {
  /** Switches to the new release (the page reloads). */
  onUpdate: () => void;
  /** Hides the prompt for this page; the new release starts at the next visit. */
  onLater: () => void;
}

/** "A new version is available": the update waits for the user, so an open form is never lost. */
export function UpdatePrompt({ onUpdate, onLater }: UpdatePromptProps) {
  const { t } = useTranslation();
  return (
    <CornerOffer
      label={t('pwa.update.label')}
      message={t('pwa.update.message')}
      laterLabel={t('pwa.update.later')}
      actionLabel={t('pwa.update.action')}
      onAction={onUpdate}
      onLater={onLater}
      announce
    />
  );
}
