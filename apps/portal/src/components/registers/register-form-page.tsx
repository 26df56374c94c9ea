import { isApiError } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { RecordTarget } from '../../hooks/registers/use-record-target';

export interface RegisterFormPageProps<Record> {
  /** From `useRecordTarget()`. */
  target: RecordTarget;
  /** The page's h1 for a new record and for an existing one, already translated. */
  newTitle: string;
  editTitle: string;
  /** Where the not-found message leads back to. */
  listHref: string;
  /** The register's one-record query (`customerGroupOptions(api, id)`): an edit URL works on reload. */
  recordOptions: (id: number) => { queryKey: QueryKey; queryFn: () => Promise<Record> };
  /** The form, given the record when editing (undefined for a new one). */
  children: (record: Record | undefined) => ReactNode;
  /** Below an existing record's form, e.g. its history. @default nothing */
  renderAside?: (id: number) => ReactNode;
  /**
   * What an edit URL without a record shows (benchmarking goes back to its list instead).
   * @default 'Registro não encontrado' with a link back to the list
   */
  notFound?: ReactNode;
}

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }} maw="48rem">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function RecordNotFound({ listHref }: { listHref: string }) {
  const { t } = useTranslation();
  return (
    // No Alert title: Mantine draws it in the colour's light shade, below the WCAG AA contrast.
    <Alert color="yellow" role="alert">
      <Text size="sm" fw={700}>
        {t('registers.common.notFound.title')}
      </Text>
      <Text size="sm">{t('registers.common.notFound.message')}</Text>
      <Anchor component={Link} to={listHref} size="sm" mt="xs" display="inline-block">
        {t('registers.common.notFound.back')}
      </Anchor>
    </Alert>
  );
}

function EditRecord<Record>({
  id,
  recordOptions,
  children,
  renderAside,
  notFound,
}: Pick<RegisterFormPageProps<Record>, 'recordOptions' | 'children' | 'renderAside'> & {
  id: number;
  notFound: ReactNode;
}) {
  const { t } = useTranslation();
  const record = useQuery({
    ...recordOptions(id),
    // A record that is not there will not appear on a second try: say so at once.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 3,
  });
  if (record.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        <Skeleton height={56} />
        <Skeleton height={36} width="40%" />
      </Stack>
    );
  }
  if (record.isError) {
    return isApiError(record.error) && record.error.status === 404 ? (
      notFound
    ) : (
      <Alert color="red" role="alert">
        {rejectionMessage(record.error, t)}
      </Alert>
    );
  }
  return (
    <>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {children(record.data)}
      </Paper>
      {renderAside?.(id)}
    </>
  );
}

/**
 * A register's new/edit page (issue 6): the title, and for an existing record its loading, a not-found
 * message with the way back, the form filled in, and what goes below it (its history).
 */
export function RegisterFormPage<Record>(props: RegisterFormPageProps<Record>) {
  const { target, newTitle, editTitle, listHref, children } = props;
  const notFound = props.notFound ?? <RecordNotFound listHref={listHref} />;
  if (target.kind === 'new') {
    return (
      <FormFrame title={newTitle}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          {children(undefined)}
        </Paper>
      </FormFrame>
    );
  }
  return (
    <FormFrame title={editTitle}>
      {target.kind === 'unknown' ? (
        notFound
      ) : (
        // Keyed by id: another record's form starts from its own values.
        <EditRecord key={target.id} id={target.id} {...props} notFound={notFound} />
      )}
    </FormFrame>
  );
}
