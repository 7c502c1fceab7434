import { Anchor, Checkbox } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';

/** "I accept the seller terms" (spec 001 §5: required to submit), linking to the seller terms. */
export function SellerTermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      required
      error={error ? t('listing-wizard.errors.sellerTermsRequired') : undefined}
      label={
        <Trans
          i18nKey="listing-wizard.summary.terms"
          components={{ terms: <Anchor component={Link} to={`${PATHS.termsAndConditions}#seller`} target="_blank" /> }}
        />
      }
    />
  );
}
