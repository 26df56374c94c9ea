import { ConfirmDialog } from '@dossel/ui-kit';
import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { deviceDb } from '../../../lib/offline/device';
import { deleteUserData } from '../../../lib/offline/device-db';
import { queueCounts } from '../../../lib/offline/note-queue';
import { useSignOut } from '../../../lib/session/session-actions';
import { useSession } from '../../../lib/session/session-store';
import { useCustomerSwitch } from '../hooks/use-customer-switch';
import classes from './user-menu.module.css';
import { ChevronDownIcon } from './shell-icons';

// Mantine's default label grey reaches only 3.3:1 on white; labels must be readable (WCAG AA 4.5:1).
const LABEL_COLOR = 'gray.7';

/**
 * The user control: the trigger names the user; the dropdown shows name, e-mail and current customer,
 * switches among the user's customers (when there are two or more), and leads to the change-password
 * page and the logout (spec section 2). Signing out deletes the user's field-notes data on this device
 * (issue 18), asking first when notes have not reached the server.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [unsent, setUnsent] = useState(0);
  const user = useSession((state) => state.user);
  const currentCustomer = useSession((state) => state.currentCustomer);
  const customerSwitch = useCustomerSwitch();
  const switchLabelId = useId();
  if (!user) return null;
  const currentCustomerName = user.customers.find(({ id }) => id === currentCustomer)?.name;
  const signOutAndForget = async () => {
    await deleteUserData(await deviceDb(), user.id);
    signOut();
  };
  const askBeforeSigningOut = async () => {
    const counts = await queueCounts(await deviceDb(), user.id);
    const count = counts.waiting + counts.sending + counts.refused;
    if (count > 0) setUnsent(count);
    else await signOutAndForget();
  };

  return (
    // No focus placeholder: a menu may hold only items (axe), so opening focuses the first item.
    <>
      <Menu position="bottom-end" withInitialFocusPlaceholder={false} width={280} shadow="md">
        <Menu.Target>
          <UnstyledButton className={classes.trigger}>
            <Avatar name={user.name} color="forest" size={32} aria-hidden />
            <Text component="span" fw={500} truncate="end" className={classes.name}>
              {user.name}
            </Text>
            <span className={classes.chevron}>
              <ChevronDownIcon />
            </span>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py="xs">
            <Text fw={600} className={classes.wrap}>
              {user.name}
            </Text>
            <Text size="sm" c="gray.7" className={classes.wrap}>
              {user.email}
            </Text>
            {currentCustomerName ? (
              <Text size="sm" mt={4} className={classes.wrap}>
                {t('shell.user.currentCustomer', { name: currentCustomerName })}
              </Text>
            ) : null}
          </Box>
          {user.customers.length >= 2 ? (
            <>
              <Menu.Divider />
              <Menu.Label c={LABEL_COLOR} id={switchLabelId}>
                {t('shell.user.switchCustomer')}
              </Menu.Label>
              <div role="group" aria-labelledby={switchLabelId}>
                <Menu.RadioGroup
                  value={String(currentCustomer)}
                  onChange={(customerId) => customerSwitch.mutate(Number(customerId))}
                >
                  {user.customers.map((customer) => (
                    <Menu.RadioItem
                      key={customer.id}
                      value={String(customer.id)}
                      disabled={customerSwitch.isPending}
                      closeMenuOnClick
                    >
                      {customer.name}
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioGroup>
              </div>
            </>
          ) : null}
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.changePassword.href()}>
            {t('shell.user.changePassword')}
          </Menu.Item>
          <Menu.Item color="red.9" onClick={() => void askBeforeSigningOut()}>
            {t('shell.user.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={unsent > 0}
        title={t('offline.signOut.title')}
        message={t('offline.signOut.body', { count: unsent })}
        confirmLabel={t('offline.signOut.discard')}
        cancelLabel={t('offline.signOut.stay')}
        danger
        onCancel={() => setUnsent(0)}
        onConfirm={() => void signOutAndForget()}
      />
    </>
  );
}
