import { Button, Center, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any unknown path of a signed-in user (spec section 2), with a way back to the previous page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="lg">
        <Text size="xl" fw={600} ta="center">
          {t('notFound.message')}
        </Text>
        <Button variant="light" onClick={() => navigate(-1)}>
          {t('common.actions.back')}
        </Button>
      </Stack>
    </Center>
  );
}
