import { showToast } from '@dossel/ui-kit';

/** Toasts of the portal itself (the provider places them top-right and closes them after 5 s). */
export const notify = {
  alert: (message: string) => void showToast({ kind: 'error', message }),
  info: (message: string) => void showToast({ kind: 'info', message }),
  success: (message: string) => void showToast({ kind: 'success', message }),
};
