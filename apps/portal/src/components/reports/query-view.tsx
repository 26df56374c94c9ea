import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** Whether the answer holds nothing to show: then 'Sem informações para esses filtros.' */
  isEmpty?: (data: Data) => boolean;
  /** The height of the placeholder while loading, close to what the content will take. */
  skeletonHeight?: number;
  children: (data: Data) => ReactNode;
}

/**
 * The states every report part goes through (spec sections 4 and 8): a skeleton while loading (a note
 * instead while there is no network to load with), the server's message on failure, the empty message when
 * the filters match nothing, then the content.
 */
export function QueryView<Data>({ query, isEmpty, skeletonHeight = 240, children }: QueryViewProps<Data>) {
  const { t } = useTranslation();
  // Asked with no network: it runs by itself once the connection returns.
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <Text role="status" ta="center" c="gray.7" py="xl">
        {t('reports.offline')}
      </Text>
    );
  }
  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" gap={0}>
        <VisuallyHidden>{t('reports.loading')}</VisuallyHidden>
        <Skeleton height={skeletonHeight} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {rejectionMessage(query.error, t)}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text ta="center" c="gray.7" py="xl">
        {t('reports.empty')}
      </Text>
    );
  }
  return children(query.data);
}
