import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PATHS } from '../../../shared/navigation/paths';
import { formatDateTime } from '../../../shared/i18n/intl-formats';

/** The Approve button of a review card, its words from the queue's catalogue. */
export interface ReviewCardApprove {
  /** "Approve". */
  label: string;
  /** "Approve CL-000012": the button's name, naming the entry. */
  ariaLabel: string;
  /** This entry's approval runs. */
  loading: boolean;
  /** Any entry's decision runs. */
  disabled: boolean;
  onClick: () => void;
}

interface ReviewCardHeaderProps {
  /** The title's id: the card names itself after it (`aria-labelledby`). */
  titleId: string;
  /** "CL-000012 · Coil", "RQ-000012": the card's level-2 heading. */
  title: ReactNode;
  /** Who submitted the entry, linked to their organisation in the console. */
  organisation: { id: string; name: string };
  /** When the entry was submitted (ISO); no line without it. */
  submittedAt: string | null;
  /** The queue's "Submitted on {{date}}", given the date and time in the reader's language. */
  submittedLabel: (date: string) => string;
  /** Approve and Reject (the queue's own reason button); none for OPERATOR_READONLY. */
  decision?: { approve: ReviewCardApprove; reject: ReactNode };
}

/**
 * The head of a card in an operator review queue: its title, the submitting organisation, when it
 * was submitted and, for OPERATOR, the Approve and Reject buttons on the right (below on narrow screens).
 */
export function ReviewCardHeader({
  titleId,
  title,
  organisation,
  submittedAt,
  submittedLabel,
  decision,
}: ReviewCardHeaderProps) {
  const { locale } = useLanguage();
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={2} id={titleId}>
          {title}
        </Title>
        <Text size="sm">
          <Anchor
            component={Link}
            to={`${PATHS.operatorOrganisations}/${encodeURIComponent(organisation.id)}`}
            fw={500}
          >
            {organisation.name}
          </Anchor>
        </Text>
        {submittedAt && (
          <Text size="xs" c="dimmed">
            {submittedLabel(formatDateTime(submittedAt, locale))}
          </Text>
        )}
      </Stack>
      {decision && (
        <Group gap="xs">
          <Button
            color="green.8"
            loading={decision.approve.loading}
            disabled={decision.approve.disabled}
            onClick={decision.approve.onClick}
            aria-label={decision.approve.ariaLabel}
          >
            {decision.approve.label}
          </Button>
          {decision.reject}
        </Group>
      )}
    </Group>
  );
}
