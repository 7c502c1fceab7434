import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list (the dialog's review, the details' summary). */
export function FigureRows({ rows }: { rows: FigureRow[] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {rows.map((row) => (
        <Group key={row.key} justify="space-between" align="baseline" gap="sm" wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500} ta="end">
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
