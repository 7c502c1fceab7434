import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label and value on one line each; the last row (the total) can stand out. */
export function FiguresList({ rows, emphasiseLast = false }: { rows: FigureRow[]; emphasiseLast?: boolean }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {rows.map((row, i) => {
        const strong = emphasiseLast && i === rows.length - 1;
        return (
          <Group
            key={row.key}
            justify="space-between"
            align="baseline"
            gap="sm"
            wrap="nowrap"
            pt={strong ? 'xs' : 0}
            style={strong ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" m={0} fw={strong ? 700 : 500} size={strong ? 'lg' : 'sm'} ta="end">
              {row.value}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
