import { Box, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CRITERIA_VALUES, passwordCriteriaStates } from './new-password-rules';

/**
 * Each new-password criterion of spec 000 §5, shown as passed or failed while the user types. The
 * state is part of each item's text for screen readers; the list is not a live region, so typing
 * is not interrupted by announcements (it is the password field's description). The icon shows the
 * state; the text stays dark, as light green text on white is too faint to read.
 */
export function PasswordCriteriaList({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <Box mt={6}>
      <Text size="sm" fw={500} mb={4}>
        {t('shared.password.criteriaTitle')}
      </Text>
      <List size="sm" spacing={4} center aria-label={t('shared.password.criteriaTitle')}>
        {passwordCriteriaStates(password).map(({ criterion, passed }) => (
          <List.Item
            key={criterion}
            data-criterion={criterion}
            data-passed={passed}
            icon={
              <ThemeIcon color={passed ? 'green.8' : 'gray.6'} size={18} radius="xl" aria-hidden>
                {passed ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c="gray.9">
              {t(`shared.password.criteria.${criterion}`, CRITERIA_VALUES)}
            </Text>
            <span className="sy-visually-hidden">
              {t(passed ? 'shared.password.criterionPassed' : 'shared.password.criterionFailed')}
            </span>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
