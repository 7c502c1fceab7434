import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { orderTrackerSteps, type OrderStatus, type TrackerStepState } from '@steelyard/domain/order-status';

const LOOK: Record<TrackerStepState, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  COMPLETED: { color: 'green', variant: 'filled' },
  IN_PROGRESS: { color: 'steel', variant: 'light' },
  UNCOMPLETED: { color: 'gray', variant: 'outline' },
  ERROR: { color: 'red', variant: 'filled' },
};

function StepIcon({ state }: { state: TrackerStepState }) {
  if (state === 'COMPLETED') return <IconCheck size={16} aria-hidden />;
  if (state === 'IN_PROGRESS') return <IconLoader2 size={16} aria-hidden />;
  return <IconCircleDashed size={16} aria-hidden />;
}

/** The status tracker of spec 001 §4: processed, freight booked, shipping confirmed, delivered. */
export function StatusTracker({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const steps = orderTrackerSteps(status);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="order-tracker-title"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="order-tracker-title">
          {t('orders.tracker.title')}
        </Title>
        <Group component="ol" gap="lg" m={0} p={0} style={{ listStyle: 'none' }} wrap="wrap">
          {steps.map(({ step, state }) => (
            <Group component="li" key={step} gap="xs" wrap="nowrap" data-state={state}>
              <ThemeIcon radius="xl" size="md" color={LOOK[state].color} variant={LOOK[state].variant}>
                <StepIcon state={state} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text size="sm" fw={state === 'IN_PROGRESS' ? 700 : 500}>
                  {t(`orders.tracker.steps.${step}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`orders.tracker.states.${state}`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
