import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MATERIAL_CHOICE_FIELDS, type MaterialChoiceField } from '@steelyard/domain/material-options';
import { MAX_NET_PRICE_PER_UNIT } from '@steelyard/domain/input-limits';
import { SEARCH_NUMBER_LIMITS, WESTERN_EUROPE, searchFormToFilter, type SearchForm } from '@steelyard/domain/search';
import { NumberField } from '../../../shared/forms/number-field';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { targetPriceCurrencyOf, useTargetPriceCheck } from '../../../shared/listings/target-price-check';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { MaterialChoiceFields } from '../components/material-choice-fields';
import { RangeField } from '../components/range-field';
import {
  RANGE_KEYS,
  changeSearchChoice,
  hasRange,
  invertedRanges,
  searchMaterialOptions,
  showsLength,
  takesItemCount,
  type RangeDimension,
} from '../model/search-material';
import { readSearch, resultsPath } from '../model/search-url';
import { PageLoading } from '../../../shared/ui/page-state';

const PRODUCT_FIELDS: readonly MaterialChoiceField[] = ['product', 'materialType', 'shape', 'definition', 'plateType'];
const PACKAGE_FIELDS: readonly MaterialChoiceField[] = ['product', 'materialType'];
const COATING_FIELDS: readonly MaterialChoiceField[] = [
  'coating',
  'coatingCoverage',
  'coatingThicknessValue',
  'coatingColour',
  'coatingType',
];
const SPECIFICATION_FIELDS = MATERIAL_CHOICE_FIELDS.filter(
  (f) => !PRODUCT_FIELDS.includes(f) && !COATING_FIELDS.includes(f),
);
const DIMENSION_DECIMALS: Record<RangeDimension, number> = { thickness: 2, width: 0, length: 0 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /search (spec 001 §2, §3 Search form, §5): every material choice of the catalogue, optional and
 * dependent on the choices before it (no free text), dimension ranges with the range note,
 * minimum weight and items, origins (Western Europe as one choice) and prime. Choosing the
 * product "Package" searches packages. The form opens with the search of `?filter=` when given.
 * With the TARGET_PRICE feature a target price per tonne is checked against the market minimum
 * while typing (§5); search filters take no price, so it is not part of the search (decision 173).
 */
function SearchPage() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSelfUser();
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [form, setForm] = useState<SearchForm>(() => readSearch('listings', params).form);
  const [targetPrice, setTargetPrice] = useState<number | ''>('');
  useDocumentTitle(t('search.form.title'));
  const features = user.data?.features ?? [];
  const isPackage = form.product === 'PACKAGE';
  // the market minimum compares listings, not packages
  const withTargetPrice = features.includes('TARGET_PRICE') && !isPackage;
  const currencyCode = targetPriceCurrencyOf(user.data);
  const targetCheck = useTargetPriceCheck({
    enabled: withTargetPrice,
    filter: searchFormToFilter(form) ?? '',
    currencyCode,
    weight: form.weight ?? null,
    numberOfItems: form.numberOfItems ?? null,
    // NaN while the typed price is refused: nothing to compare yet
    targetPerTonne: targetPrice === '' || !(targetPrice > 0) ? null : Math.round(targetPrice * 100),
  });
  const origins = useMemo(
    () => [{ value: WESTERN_EUROPE, label: t('shared.listings.westernEurope') }, ...countryOptions(locale)],
    [locale, t],
  );

  if (user.isPending) {
    return <PageLoading />;
  }
  const packagesOn = features.includes('PACKAGES');
  const options = searchMaterialOptions(form, features);
  const inverted = invertedRanges(form);
  // grades, finishes and coatings depend on the product: until one is chosen there is nothing to offer
  const specificationApplies = [...SPECIFICATION_FIELDS, ...COATING_FIELDS].some(
    (f) => options[f].applicable && options[f].options.length > 0,
  );
  const change = (field: MaterialChoiceField, value: string | null) =>
    setForm((current) => changeSearchChoice(current, field, value, features));
  const edit = (patch: Partial<SearchForm>) => setForm((current) => ({ ...current, ...patch }));
  const filterProducts = (field: MaterialChoiceField, value: string) =>
    field !== 'product' || value !== 'PACKAGE' || packagesOn;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inverted.length > 0 || targetCheck.tooLow) return;
    // a number typed in another language's way is refused at its field (NumberField), not searched for
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    void navigate(resultsPath(isPackage ? 'packages' : 'listings', form));
  };

  const dimensions: RangeDimension[] = showsLength(form) ? ['thickness', 'width', 'length'] : ['thickness', 'width'];

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 1100 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('search.form.title')}</Title>
          <Text c="dimmed">{t('search.form.intro')}</Text>
        </Stack>

        <Section title={t('search.form.product')}>
          <MaterialChoiceFields
            fields={isPackage ? PACKAGE_FIELDS : PRODUCT_FIELDS}
            form={form}
            options={options}
            onChange={change}
            filter={filterProducts}
          />
          {isPackage && (
            <Text size="sm" c="dimmed">
              {t('search.form.packageNote')}
            </Text>
          )}
        </Section>

        {!isPackage && (
          <Section title={t('search.form.specification')}>
            {specificationApplies ? (
              <>
                <MaterialChoiceFields fields={SPECIFICATION_FIELDS} form={form} options={options} onChange={change} />
                <MaterialChoiceFields fields={COATING_FIELDS} form={form} options={options} onChange={change} />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('search.form.chooseProductFirst')}
              </Text>
            )}
          </Section>
        )}

        {!isPackage && (
          <Section title={t('search.form.dimensions')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {dimensions.map((d) => {
                const [minKey, maxKey] = RANGE_KEYS[d];
                return (
                  <RangeField
                    key={d}
                    label={labels.field(d)}
                    min={form[minKey]}
                    max={form[maxKey]}
                    onChange={(min, max) => edit({ [minKey]: min, [maxKey]: max })}
                    decimals={DIMENSION_DECIMALS[d]}
                    limit={SEARCH_NUMBER_LIMITS[`materialDimensions.${d}`]}
                    unit={t('search.form.mm')}
                    inverted={inverted.includes(d)}
                  />
                );
              })}
            </SimpleGrid>
            {hasRange(form) && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
                {t('search.form.rangeWarning')}
              </Alert>
            )}
          </Section>
        )}

        <Section title={t('search.form.quantityAndOrigin')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <NumberField
              label={t('search.form.minWeight')}
              value={form.weight}
              onChange={(weight) => edit({ weight })}
              min={0}
              max={SEARCH_NUMBER_LIMITS.weight}
              decimals={3}
              rightSection={
                <Text size="xs" c="dimmed">
                  {t('search.form.tonnes')}
                </Text>
              }
            />
            {takesItemCount(form) && (
              <NumberField
                label={t('search.form.minItems')}
                value={form.numberOfItems}
                onChange={(numberOfItems) => edit({ numberOfItems })}
                min={1}
                max={SEARCH_NUMBER_LIMITS.numberOfItems}
                decimals={0}
                inputMode="numeric"
              />
            )}
            {withTargetPrice && (
              <NumberField
                label={t('search.form.targetPrice', { currency: currencyCode })}
                description={t('search.form.targetPriceHint')}
                value={targetPrice === '' ? null : targetPrice}
                onChange={(value) => setTargetPrice(value ?? '')}
                min={0}
                max={MAX_NET_PRICE_PER_UNIT / 100}
                decimals={2}
                fractionDigits={2}
                error={targetCheck.tooLow ? t('search.form.targetPriceTooLow') : undefined}
              />
            )}
            <MultiSelect
              label={labels.field('origin')}
              data={origins}
              value={form.origin ?? []}
              onChange={(origin) => edit({ origin })}
              searchable
              clearable
              placeholder={(form.origin ?? []).length === 0 ? t('search.form.any') : undefined}
              nothingFoundMessage={t('search.form.nothingFound')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="prime-label">
              {labels.field('prime')}
            </Text>
            <SegmentedControl
              aria-labelledby="prime-label"
              value={form.prime == null ? 'any' : String(form.prime)}
              onChange={(value) => edit({ prime: value === 'any' ? null : value === 'true' })}
              data={[
                { value: 'any', label: t('search.form.any') },
                { value: 'true', label: labels.prime(true) },
                { value: 'false', label: labels.prime(false) },
              ]}
              // three labels side by side are wider than a phone in German and Spanish
              orientation={narrow ? 'vertical' : 'horizontal'}
              fullWidth={narrow}
              style={narrow ? undefined : { alignSelf: 'flex-start' }}
            />
          </Stack>
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setForm({});
              setTargetPrice('');
            }}
          >
            {t('search.form.clear')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden />}
            disabled={inverted.length > 0 || targetCheck.tooLow}
          >
            {t(isPackage ? 'search.form.submitPackages' : 'search.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export { SearchPage as Component };
