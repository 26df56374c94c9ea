import { rejectionMessage, useDosselClient } from '@dossel/portal-widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';

/**
 * Makes another linked customer the current one: the API answers the updated user, the session follows
 * it (menu, screens and greeting at once), and the cached data of the previous customer is reset so
 * every screen asks again for the new one.
 */
export function useCustomerSwitch() {
  const client = useDosselClient();
  const queryClient = useQueryClient();
  const session = useSessionStore();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (customerId: number) => client.auth.switchCustomer({ newCustomerId: customerId }),
    onSuccess: (user) => {
      session.getState().setUser(user);
      void queryClient.resetQueries();
      const customer = user.customers.find(({ id }) => id === user.currentCustomerId);
      if (customer) {
        notify.success(t('shell.user.customerSwitched', { name: customer.name }));
      }
    },
    onError: (error) => notify.alert(rejectionMessage(error, t)),
  });
}
