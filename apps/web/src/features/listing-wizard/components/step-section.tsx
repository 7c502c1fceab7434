import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of one step's fields. */
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
