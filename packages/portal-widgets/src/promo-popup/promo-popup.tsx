import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What renderLink receives: every attribute of the styled call-to-action, to spread onto your link. */
export type PromoPopupLinkProps = ComponentPropsWithRef<'a'> & { href: string };

export interface PromoPopupProps {
  /** Whether the popup shows (see isPromoVisible). */
  opened: boolean;
  /** Called when the user closes the popup or follows its link. */
  onClose: () => void;
  /** Where the call-to-action leads; the portal passes `/productivity?tab=productivityVision`. */
  productivityHref: string;
  /** Renders the call-to-action, e.g. as a router Link; it must pass on onClick. @default a plain <a> */
  renderLink?: (link: PromoPopupLinkProps) => ReactNode;
}

/** The home popup announcing the new productivity vision (spec section 2). */
export function PromoPopup({ opened, onClose, productivityHref, renderLink }: PromoPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('widgets.promoPopup.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="lg">
        <Text>{t('widgets.promoPopup.description')}</Text>
        {/* Following the link is an answer to the popup too: it closes as the user leaves. */}
        <Button
          component="a"
          href={productivityHref}
          onClick={onClose}
          renderRoot={renderLink && ((props) => renderLink({ ...props, href: productivityHref }))}
        >
          {t('widgets.promoPopup.cta')}
        </Button>
      </Stack>
    </Modal>
  );
}
