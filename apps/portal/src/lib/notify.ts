import { notifications } from '@mantine/notifications';

/** Toasts of the portal itself (the provider places them top-right and closes them after 5 s). */
export const notify = {
  alert: (message: string) => notifications.show({ color: 'red', message }),
  info: (message: string) => notifications.show({ color: 'blue', message }),
};
