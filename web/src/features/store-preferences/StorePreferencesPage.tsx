import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { STORE_PREFERENCE_LIMITS, type StorePreferenceMonthField } from '@dawa/domain';
import { useAppTranslation, type AppKey, type AppT } from '../../core/app-i18n';
import { UserFacingError, errorMessage } from '../../core/graphql/userErrors';
import { useFormat } from '../../core/i18n/useFormat';
import { useToast } from '../../core/toast';
import { NumberInput } from '../../ui/NumberInput';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesDialog';
import type { UpdateStorePreferencesInput } from '../../gql/graphql';
import { useStorePreferencesOfStore, useUpdateStorePreferences } from './api/useStorePreferences';

type BooleanField = Exclude<keyof UpdateStorePreferencesInput, StorePreferenceMonthField>;
type Field =
  { key: BooleanField; months?: false } | { key: StorePreferenceMonthField; months: true };
type Draft = Partial<Record<keyof UpdateStorePreferencesInput, boolean | number | undefined>>;

/** Each preference's label and the sentence that says what it does. */
const TEXTS: Record<keyof UpdateStorePreferencesInput, { label: AppKey; hint: AppKey }> = {
  responseRequisitionRequiresAuthorisation: {
    label: 'store-preferences.response-authorisation',
    hint: 'store-preferences.response-authorisation-hint',
  },
  requestRequisitionRequiresAuthorisation: {
    label: 'store-preferences.request-authorisation',
    hint: 'store-preferences.request-authorisation-hint',
  },
  extraFieldsInRequisition: {
    label: 'store-preferences.extra-fields',
    hint: 'store-preferences.extra-fields-hint',
  },
  useConsumptionAndStockFromCustomersForInternalOrders: {
    label: 'store-preferences.customer-consumption',
    hint: 'store-preferences.customer-consumption-hint',
  },
  manuallyLinkInternalOrderToInboundShipment: {
    label: 'store-preferences.manual-link',
    hint: 'store-preferences.manual-link-hint',
  },
  monthlyConsumptionLookBackPeriod: {
    label: 'store-preferences.look-back',
    hint: 'store-preferences.look-back-hint',
  },
  monthsUnderstock: {
    label: 'store-preferences.understock',
    hint: 'store-preferences.understock-hint',
  },
  monthsOverstock: {
    label: 'store-preferences.overstock',
    hint: 'store-preferences.overstock-hint',
  },
  monthsItemsExpire: {
    label: 'store-preferences.items-expire',
    hint: 'store-preferences.items-expire-hint',
  },
  monthsLeadTime: {
    label: 'store-preferences.lead-time',
    hint: 'store-preferences.lead-time-hint',
  },
  stocktakeFrequency: {
    label: 'store-preferences.stocktake-frequency',
    hint: 'store-preferences.stocktake-frequency-hint',
  },
  packToOne: { label: 'store-preferences.pack-to-one', hint: 'store-preferences.pack-to-one-hint' },
  sortByVvmStatusThenExpiry: {
    label: 'store-preferences.vvm-first',
    hint: 'store-preferences.vvm-first-hint',
  },
  vaccineModule: { label: 'store-preferences.vaccines', hint: 'store-preferences.vaccines-hint' },
  omProgramModule: { label: 'store-preferences.programs', hint: 'store-preferences.programs-hint' },
  issueInForeignCurrency: {
    label: 'store-preferences.foreign-currency',
    hint: 'store-preferences.foreign-currency-hint',
  },
  editPrescribedQuantityOnPrescription: {
    label: 'store-preferences.prescribed-quantity',
    hint: 'store-preferences.prescribed-quantity-hint',
  },
};

const SECTIONS: readonly { title: AppKey; fields: readonly Field[] }[] = [
  {
    title: 'store-preferences.section-requisitions',
    fields: [
      { key: 'responseRequisitionRequiresAuthorisation' },
      { key: 'requestRequisitionRequiresAuthorisation' },
      { key: 'extraFieldsInRequisition' },
      { key: 'useConsumptionAndStockFromCustomersForInternalOrders' },
      { key: 'manuallyLinkInternalOrderToInboundShipment' },
    ],
  },
  {
    title: 'store-preferences.section-stock',
    fields: [
      { key: 'monthlyConsumptionLookBackPeriod', months: true },
      { key: 'monthsUnderstock', months: true },
      { key: 'monthsOverstock', months: true },
      { key: 'monthsItemsExpire', months: true },
      { key: 'monthsLeadTime', months: true },
      { key: 'stocktakeFrequency', months: true },
      { key: 'packToOne' },
      { key: 'sortByVvmStatusThenExpiry' },
    ],
  },
  {
    title: 'store-preferences.section-modules',
    fields: [
      { key: 'vaccineModule' },
      { key: 'omProgramModule' },
      { key: 'issueInForeignCurrency' },
      { key: 'editPrescribedQuantityOnPrescription' },
    ],
  },
];

/** The refusal of a save, in words, and the preference it names (if one). */
function refusalOf(
  error: unknown,
  t: AppT,
  number: (n: number) => string,
): { message: string; detail?: string; field?: string } {
  if (error instanceof UserFacingError && error.typename === 'StorePreferenceOutOfRange') {
    const { field, min, max } = error.values as {
      field?: keyof UpdateStorePreferencesInput;
      min?: number;
      max?: number;
    };
    const label = field && field in TEXTS ? t(TEXTS[field].label) : '';
    return {
      message: t('store-preferences.out-of-range', {
        label,
        min: number(min ?? 0),
        max: number(max ?? 0),
      }),
      ...(field ? { field } : {}),
    };
  }
  const shown = errorMessage(error, t('store-preferences.save-failed'));
  // The understock threshold is the one to lower (or the overstock one to raise).
  return error instanceof UserFacingError && error.typename === 'UnderstockAboveOverstock'
    ? { ...shown, field: 'monthsUnderstock' }
    : shown;
}

/**
 * The current store's preferences, for its administrators (issue 13: among them whether the
 * orders of other stores wait for approval). Only what was changed is sent; the server checks
 * every bound again and its refusal shows here, translated.
 */
export default function StorePreferencesPage() {
  const { t } = useAppTranslation();
  const format = useFormat();
  const toast = useToast();
  const store = useStorePreferencesOfStore();
  const update = useUpdateStorePreferences();
  const [draft, setDraft] = useState<Draft>({});
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [refusal, setRefusal] = useState<{ message: string; detail?: string; field?: string }>();

  const saved = store.data?.preferences;
  const changed = saved
    ? (Object.keys(draft) as (keyof Draft)[]).filter(
        (k) => draft[k] !== undefined && draft[k] !== saved[k],
      )
    : [];
  const hasProblem = Object.values(problems).some(Boolean);
  const dirty = changed.length > 0;

  const set = (key: keyof Draft, value: boolean | number | undefined) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setRefusal(undefined);
  };

  const save = () => {
    const input = Object.fromEntries(
      changed.map((k) => [k, draft[k]]),
    ) as UpdateStorePreferencesInput;
    update.mutate(input, {
      onSuccess: () => {
        setDraft({});
        toast.success(t('store-preferences.saved'));
      },
      onError: (error) => {
        const shown = refusalOf(error, t, (n) => format.number(n));
        setRefusal(shown);
        toast.error(shown.message, shown.detail);
      },
    });
  };

  if (store.isError)
    return (
      <Alert severity="error" sx={{ margin: { xs: 2, md: 3 } }}>
        {t('store-preferences.load-failed')}
      </Alert>
    );
  if (!saved) return null;

  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <UnsavedChangesGuard isDirty={dirty} disabled={update.isPending} />
      <div>
        <Typography variant="h6" component="h1">
          <bdi>{store.data?.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('store-preferences.intro')}
        </Typography>
      </div>
      {SECTIONS.map((section) => (
        <Paper key={section.title} variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h6" component="h2">
              {t(section.title)}
            </Typography>
            {section.fields.map((field) => {
              const texts = TEXTS[field.key];
              const hint = (
                <Typography variant="body2" color="text.secondary">
                  {t(texts.hint)}
                </Typography>
              );
              if (field.months) {
                const limit = STORE_PREFERENCE_LIMITS[field.key];
                const value = draft[field.key] ?? saved[field.key];
                return (
                  <Stack key={field.key} spacing={0.5}>
                    <NumberInput
                      name={field.key}
                      label={t(texts.label)}
                      value={typeof value === 'number' ? value : undefined}
                      onChange={(v) => set(field.key, v)}
                      onValidityChange={(p) =>
                        setProblems((all) => ({ ...all, [field.key]: p ?? '' }))
                      }
                      min={limit.min}
                      max={limit.max}
                      decimalLimit={limit.decimals}
                      error={refusal?.field === field.key}
                      width={220}
                    />
                    {hint}
                  </Stack>
                );
              }
              const value = draft[field.key] ?? saved[field.key];
              return (
                <div key={field.key}>
                  <FormControlLabel
                    control={
                      <Switch
                        name={field.key}
                        checked={value === true}
                        onChange={(event) => set(field.key, event.target.checked)}
                      />
                    }
                    label={t(texts.label)}
                  />
                  {hint}
                </div>
              );
            })}
          </Stack>
        </Paper>
      ))}
      {refusal && (
        <Alert severity="error" data-testid="store-preferences-refusal">
          {refusal.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          onClick={save}
          disabled={!dirty || hasProblem || update.isPending}
        >
          {t('store-preferences.save')}
        </Button>
        <Button onClick={() => setDraft({})} disabled={!dirty || update.isPending}>
          {t('store-preferences.discard')}
        </Button>
      </Stack>
    </Stack>
  );
}
