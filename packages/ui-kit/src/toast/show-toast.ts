import { wantToastContainer } from './toast-container';

/** What a toast tells: spec section 8 names info toasts (a rejected sign-in), successes and errors. */
export type ToastKind = 'info' | 'success' | 'error';

const colorOf: Record<ToastKind, string> = { info: 'blue', success: 'forest', error: 'red' };

export interface ToastOptions {
  kind: ToastKind;
  /** The translated text. */
  message: string;
  /** Milliseconds before it closes itself. @default 5000 (the container's; spec section 9) */
  autoClose?: number;
}

/**
 * Shows a toast in the page's one container (DosselThemeProvider). The toast library is loaded on
 * first use, not with the page: no screen needs it to render, and the sign-in page's budget is tight.
 */
export async function showToast({ kind, message, autoClose }: ToastOptions): Promise<void> {
  wantToastContainer();
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: colorOf[kind], message, ...(autoClose ? { autoClose } : {}) });
}
