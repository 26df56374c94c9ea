import { Center, Loader, Stack, Text } from '@mantine/core';

export interface LoadingScreenProps {
  /** Already translated text said while waiting, e.g. 'Conectando você à floresta'. */
  message: string;
}

/**
 * A full-page wait: a centred loader and a message that screen readers announce politely, in the brand's
 * green (a light green on a dark page).
 */
export function LoadingScreen({ message }: LoadingScreenProps) {
  return (
    <Center mih="100dvh" p="md" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader size="lg" color="brand.7" aria-hidden />
        <Text size="lg" c="brand.8" fw={500}>
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
