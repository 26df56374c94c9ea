import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A calendar quarter: 1 is January to March, 4 is October to December. */
export type Quarter = 1 | 2 | 3 | 4;

/** What renderLink receives: every attribute of the styled download link, to spread onto your link. */
export type QuarterlyReportPopupLinkProps = ComponentPropsWithRef<'a'> & { href: string };

export interface QuarterlyReportPopupProps {
  /** Whether the popup shows. */
  opened: boolean;
  /** Called when the user closes the popup or follows its download link. */
  onClose: () => void;
  /** The quarter of the report. */
  quarter: Quarter;
  /** The year of the report. */
  year: number;
  /** Where the report is downloaded from. */
  downloadHref: string;
  /** Renders the download link, e.g. as a router Link; it must pass on onClick. @default a plain <a> */
  renderLink?: (link: QuarterlyReportPopupLinkProps) => ReactNode;
}

/** The home popup announcing that the quarterly productivity report is out, with its 'download here' link. */
export function QuarterlyReportPopup({
  opened,
  onClose,
  quarter,
  year,
  downloadHref,
  renderLink,
}: QuarterlyReportPopupProps) {
  const { t } = useTranslation();
  // Each language writes the quarter its own way ('3º trimestre', '3rd quarter', '3.er trimestre').
  const quarterName = t(`widgets.quarterlyReportPopup.quarters.${quarter}`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('widgets.quarterlyReportPopup.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="lg">
        <Text>{t('widgets.quarterlyReportPopup.message', { quarter: quarterName, year })}</Text>
        {/* Downloading answers the popup: it closes as the download starts. */}
        <Button
          component="a"
          href={downloadHref}
          onClick={onClose}
          renderRoot={renderLink && ((props) => renderLink({ ...props, href: downloadHref }))}
        >
          {t('widgets.quarterlyReportPopup.download')}
        </Button>
      </Stack>
    </Modal>
  );
}
