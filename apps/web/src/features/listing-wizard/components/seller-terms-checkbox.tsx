import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Checkbox } from '@mantine/core';
import { Controller, useForm, useFormState, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { submitListingBody, type SubmitListingBody } from '@steelyard/domain/listings';
import { PATHS } from '../../../shared/navigation/paths';
import { issueOfMessage } from '../model/wizard-validation';

interface SellerTermsValues {
  sellerTermsAccepted: boolean;
}

export type SellerTermsForm = UseFormReturn<SellerTermsValues, unknown, SubmitListingBody>;

/**
 * The seller terms before a submission (spec 001 §5: required to submit), checked by the domain's
 * submitListingBody: submit through the form's handleSubmit.
 */
export function useSellerTermsForm(): SellerTermsForm {
  return useForm<SellerTermsValues, unknown, SubmitListingBody>({
    defaultValues: { sellerTermsAccepted: false },
    // the message stays from a refused submit until the box is changed (see SellerTermsCheckbox)
    reValidateMode: 'onSubmit',
    // the unticked box is `false`, which the schema's literal `true` refuses with its message
    resolver: zodResolver(submitListingBody) as unknown as Resolver<SellerTermsValues, unknown, SubmitListingBody>,
  });
}

/** "I accept the seller terms", linking to the seller terms; its message shows after a refused submit. */
export function SellerTermsCheckbox({ form }: { form: SellerTermsForm }) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control: form.control, name: 'sellerTermsAccepted' });
  const message = errors.sellerTermsAccepted?.message;
  return (
    <Controller
      control={form.control}
      name="sellerTermsAccepted"
      render={({ field }) => (
        <Checkbox
          checked={field.value}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
            form.clearErrors('sellerTermsAccepted');
          }}
          required
          error={message ? t(issueOfMessage(message).key) : undefined}
          label={
            <Trans
              i18nKey="listing-wizard.summary.terms"
              components={{
                terms: <Anchor component={Link} to={`${PATHS.termsAndConditions}#seller`} target="_blank" />,
              }}
            />
          }
        />
      )}
    />
  );
}
