import { showToast } from '@dossel/ui-kit';

/** Toasts of the portal itself (the provider places them top-right and closes them after 5 s). */
export const notify = {
  alert: (message: string) => void showToast({ kind: 'error', message }),
  info: (message: string) => void showToast({ kind: 'info', message }),
  /** `autoClose` in ms when a screen's toasts keep their own time (operational items: 3000, spec 9). */
  success: (message: string, autoClose?: number) => void showToast({ kind: 'success', message, autoClose }),
};
