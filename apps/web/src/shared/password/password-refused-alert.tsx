import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PasswordPolicyRule } from '@steelyard/domain/password';
import { CRITERIA_VALUES, policyRuleKey } from './new-password-rules';

/** The server refused a new password: each rule it named (e.g. a too common password), or a general note. */
export function PasswordRefusedAlert({ rules }: { rules: readonly PasswordPolicyRule[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm" c="red.9">
        {t('shared.password.refused')}
      </Text>
      {rules.length > 0 && (
        <List size="sm" mt={4} c="red.9">
          {rules.map((rule) => (
            <List.Item key={rule}>{t(policyRuleKey(rule), CRITERIA_VALUES)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
