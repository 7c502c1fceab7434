import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MATERIAL_CHOICE_FIELDS, type MaterialChoiceField } from '@steelyard/domain/material-options';
import { searchFormToFilter, type SearchForm } from '@steelyard/domain/search';
import { targetPriceCurrencyOf, useTargetPriceCheck } from '../../../shared/listings/target-price-check';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { PageLoading } from '../../../shared/ui/page-state';
import { DimensionRanges } from '../components/dimension-ranges';
import { MaterialChoiceFields } from '../components/material-choice-fields';
import { QuantityAndOrigin } from '../components/quantity-and-origin';
import { SearchSection } from '../components/search-section';
import { changeSearchChoice, invertedRanges, searchMaterialOptions } from '../model/search-material';
import {
  EMPTY_SEARCH_VALUES,
  asksTargetPrice,
  searchFormResolver,
  searchOfValues,
  valuesOfSearch,
  type SearchField,
  type SearchFormValues,
} from '../model/search-form-values';
import { readSearch, resultsPath } from '../model/search-url';

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

/**
 * /search (spec 001 §2, §3 Search form, §5): every material choice of the catalogue, optional and
 * dependent on the choices before it (no free text), dimension ranges with the range note,
 * minimum weight and items, origins (Western Europe as one choice) and prime. Choosing the
 * product "Package" searches packages. The form opens with the search of `?filter=` when given.
 * With the TARGET_PRICE feature a target price per tonne is checked against the market minimum
 * while typing (§5); search filters take no price, so it is not part of the search (decision 173).
 * The form is a react-hook-form checked by the domain's search form (messages on blur and on
 * submit); a range whose minimum lies above its maximum is refused while typing.
 */
function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSelfUser();
  useDocumentTitle(t('search.form.title'));
  const features = useMemo(() => user.data?.features ?? [], [user.data?.features]);
  // the rules follow the fields shown: the target price only with its feature
  const resolver = useMemo(() => searchFormResolver(features), [features]);
  const form = useForm<SearchFormValues, unknown, SearchForm>({
    mode: 'onTouched',
    // taken once, when the form is made: it opens with the search of the address
    defaultValues: valuesOfSearch(readSearch('listings', params).form),
    resolver,
  });
  const values = form.watch();
  const search = searchOfValues(values);
  const isPackage = search.product === 'PACKAGE';
  const withTargetPrice = asksTargetPrice(features, search);
  const currencyCode = targetPriceCurrencyOf(user.data);
  const targetPrice = values.targetPrice;
  const targetCheck = useTargetPriceCheck({
    enabled: withTargetPrice,
    filter: searchFormToFilter(search) ?? '',
    currencyCode,
    weight: search.weight ?? null,
    numberOfItems: search.numberOfItems ?? null,
    // NaN while the typed price is refused: nothing to compare yet
    targetPerTonne: targetPrice == null || !(targetPrice > 0) ? null : Math.round(targetPrice * 100),
  });

  if (user.isPending) {
    return <PageLoading />;
  }
  const options = searchMaterialOptions(search, features);
  const inverted = invertedRanges(search);
  // grades, finishes and coatings depend on the product: until one is chosen there is nothing to offer
  const specificationApplies = [...SPECIFICATION_FIELDS, ...COATING_FIELDS].some(
    (f) => options[f].applicable && options[f].options.length > 0,
  );
  // a choice clears the later choices (and sizes) it no longer allows
  const change = (field: MaterialChoiceField, value: string | null) => {
    const current = searchOfValues(form.getValues());
    const next = changeSearchChoice(current, field, value, features);
    for (const key of Object.keys(next) as SearchField[]) {
      if (!Object.is(next[key], current[key])) form.setValue(key, next[key] as never, { shouldDirty: true });
    }
  };
  const filterProducts = (field: MaterialChoiceField, value: string) =>
    field !== 'product' || value !== 'PACKAGE' || features.includes('PACKAGES');

  // a number typed in another language's way is refused at its field (NumberField), not searched for
  const searchFor = form.handleSubmit((searched) =>
    navigate(resultsPath(isPackage ? 'packages' : 'listings', searched)),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (inverted.length > 0 || targetCheck.tooLow) return event.preventDefault();
    void searchFor(event);
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 1100 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('search.form.title')}</Title>
          <Text c="dimmed">{t('search.form.intro')}</Text>
        </Stack>

        <SearchSection title={t('search.form.product')}>
          <MaterialChoiceFields
            fields={isPackage ? PACKAGE_FIELDS : PRODUCT_FIELDS}
            form={search}
            options={options}
            onChange={change}
            filter={filterProducts}
          />
          {isPackage && (
            <Text size="sm" c="dimmed">
              {t('search.form.packageNote')}
            </Text>
          )}
        </SearchSection>

        {!isPackage && (
          <SearchSection title={t('search.form.specification')}>
            {specificationApplies ? (
              <>
                <MaterialChoiceFields fields={SPECIFICATION_FIELDS} form={search} options={options} onChange={change} />
                <MaterialChoiceFields fields={COATING_FIELDS} form={search} options={options} onChange={change} />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('search.form.chooseProductFirst')}
              </Text>
            )}
          </SearchSection>
        )}

        {!isPackage && <DimensionRanges control={form.control} values={values} inverted={inverted} />}

        <QuantityAndOrigin
          control={form.control}
          values={values}
          targetPrice={withTargetPrice ? { currencyCode, tooLow: targetCheck.tooLow } : null}
        />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset(EMPTY_SEARCH_VALUES)}>
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
