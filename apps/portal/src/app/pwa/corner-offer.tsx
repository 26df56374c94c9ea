import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';

export interface CornerOfferProps {
  /** The region's name for screen readers. */
  label: string;
  message: string;
  laterLabel: string;
  actionLabel: string;
  onAction: () => void;
  /** Hides the offer for this page. */
  onLater: () => void;
  /** Announce the message when it appears (it comes while the user is busy elsewhere). @default false */
  announce?: boolean;
}

/** A card in the signed-in frame's corner offering one thing: its message, "later" and the action. */
export function CornerOffer({
  label,
  message,
  laterLabel,
  actionLabel,
  onAction,
  onLater,
  announce = false,
}: CornerOfferProps) {
  const messageId = useId();
  return (
    <Paper
      role="region"
      aria-label={label}
      aria-describedby={messageId}
      shadow="md"
      p="md"
      withBorder
      maw={360}
    >
      <Text id={messageId} role={announce ? 'status' : undefined} size="sm" mb="sm">
        {message}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onLater}>
          {laterLabel}
        </Button>
        <Button size="xs" onClick={onAction}>
          {actionLabel}
        </Button>
      </Group>
    </Paper>
  );
}
