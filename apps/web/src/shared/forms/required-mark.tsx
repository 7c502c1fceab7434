import { useTranslation } from 'react-i18next';

/** The asterisk that marks a required field; screen readers hear "required" instead. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden style={{ color: 'var(--mantine-color-red-8)', marginInlineStart: 4 }}>
        *
      </span>
      <span className="sy-visually-hidden">{t('shared.forms.required')}</span>
    </>
  );
}
