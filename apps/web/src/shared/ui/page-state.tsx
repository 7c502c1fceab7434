import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's data is loading: one centred spinner (the label defaults to the shared "Loading"). */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Loader aria-label={label ?? t('shared.loading')} />
    </Stack>
  );
}

interface PageUnavailableProps {
  /** Gone (404) is a warning with the way back; anything else is a failure that can be retried. */
  notFound: boolean;
  title?: string;
  body?: ReactNode;
  /** Shown for a failure only: trying again cannot bring back what is gone. */
  retry?: { label?: string; onRetry: () => void; loading?: boolean };
  /** The ways out (links back to the list, a new search). */
  actions?: ReactNode;
}

/** A page that could not be shown: not found (orange) or failed to load (red, with a retry). */
export function PageUnavailable({ notFound, title, body, retry, actions }: PageUnavailableProps) {
  const { t } = useTranslation();
  const showRetry = !notFound && retry;
  return (
    <Alert
      color={notFound ? 'orange' : 'red'}
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      maw={720}
    >
      <Stack gap="md" align="flex-start">
        {body && <Text size="sm">{body}</Text>}
        {(actions || showRetry) && (
          <Group gap="sm">
            {actions}
            {showRetry && (
              <Button variant="default" onClick={retry.onRetry} loading={retry.loading}>
                {retry.label ?? t('shared.collections.retry')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
