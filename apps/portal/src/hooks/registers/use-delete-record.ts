import { rejectionMessage } from '@dossel/portal-widgets';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { notify } from '../../lib/notify';

export interface DeleteRecordOptions {
  /** Deletes a record on the server. */
  remove: (id: number) => Promise<void>;
  /** The queries to refresh afterwards: the register's list and its records (`customerGroupKeys.all`). */
  resourceKey: QueryKey;
  /**
   * The register's own delete toast and how long it stays (operational items: spec sections 8 and 9).
   * @default 'Registro excluído com sucesso' for the shell's 5 s
   */
  deletedToast?: { message: string; autoClose?: number };
}

/**
 * A table row's delete, once the table has asked (issue 6): deletes, refreshes the list and says
 * 'Registro excluído com sucesso'; one the server refuses shows its first reason. Never rejects.
 * Resolves true when the record is gone.
 */
export function useDeleteRecord({ remove, resourceKey, deletedToast }: DeleteRecordOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: (id: number) => remove(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKey });
      notify.success(deletedToast?.message ?? t('registers.common.toasts.deleted'), deletedToast?.autoClose);
    },
    onError: (error) => notify.info(rejectionMessage(error, t)),
  });
  // The table waits on the answer (its confirm dialog stays busy until then).
  return ({ id }: { id: number }): Promise<boolean> =>
    deletion.mutateAsync(id).then(
      () => true,
      () => false,
    );
}
