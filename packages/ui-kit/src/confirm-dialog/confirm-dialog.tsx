import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  /** Whether the dialog shows. */
  opened: boolean;
  /** The question, already translated, e.g. 'Deseja excluir esse registro?'. */
  title: string;
  /** What follows from saying yes, e.g. 'Essa ação não poderá ser revertida.'. */
  message: string;
  /** The button that goes ahead. */
  confirmLabel: string;
  /** The button (and Escape, and the close button) that changes nothing. */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button waits (e.g. while deleting) and the dialog cannot be dismissed. @default false */
  busy?: boolean;
  /** A destructive action shows in red. @default false */
  danger?: boolean;
}

/**
 * A question before an action that cannot be taken back (spec section 2: the delete confirmation). The
 * harmless answer has the focus, so a stray Enter changes nothing.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={false}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red.8' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
