import { notifications } from '@mantine/notifications';

/** Removes every toast, shown or queued: Mantine keeps them in one page-wide store that outlives a render. */
export function resetToasts(): void {
  notifications.clean();
  notifications.cleanQueue();
}
