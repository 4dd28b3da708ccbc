import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf } from '../../graphql';
import { StyledFieldGrid } from './FormControls';
import { SelectField } from './FormFields';
import { MarketFields, VariationFields } from './ResellStrategyFields';
import { ResellStrategyExample } from './ResellStrategyExample';
import { RevendoRulesTable } from './RevendoRulesTable';
import { ResellStrategyPreviewQuery } from './preview/preview-documents';
import { useStrategyPreview } from './preview/use-strategy-preview';
import { StrategyCardFrame } from './StrategyCardFrame';
import { ResellStrategyCard_strategy, UpdateResellStrategyMutation } from './strategy-documents';
import {
  resellFormFrom,
  resellStrategyInput,
  type ResellForm,
  type ResellType,
} from './strategy-forms';
import { useStrategySave } from './use-strategy-save';

const TYPES: readonly ResellType[] = ['VARIATION', 'MARKET', 'REVENDO'];

export interface ResellStrategyCardProps {
  category: { id: string; name: string; slug: string };
  strategy: FragmentOf<typeof ResellStrategyCard_strategy> | null;
}

/** One category's resell strategy with a live example of what it does. */
export function ResellStrategyCard({ category, strategy: strategyRef }: ResellStrategyCardProps) {
  const { t } = useTranslation();
  const strategy = strategyRef ? readFragment(ResellStrategyCard_strategy, strategyRef) : null;
  const [form, setForm] = useState<ResellForm>(() => resellFormFrom(strategy));
  const save = useStrategySave(UpdateResellStrategyMutation);
  const isSmartphone = category.slug === 'smartphone';
  const input = resellStrategyInput(form, isSmartphone);
  // The saved strategy as the form would send it: the preview compares the edit with it.
  const savedInput = useMemo(
    () => (strategy ? resellStrategyInput(resellFormFrom(strategy), isSmartphone) : null),
    [strategy, isSmartphone],
  );
  const preview = useStrategyPreview(ResellStrategyPreviewQuery, {
    categoryId: category.id,
    input,
    savedInput,
  });

  return (
    <StrategyCardFrame category={category} save={save} input={input} preview={preview}>
      <StyledFieldGrid>
        <SelectField
          label={t('strategies.resell.type')}
          value={form.type}
          options={TYPES.map((type) => ({
            value: type,
            label: t(`strategies.resell.types.${type}`),
          }))}
          onChange={(type) => setForm((current) => ({ ...current, type }))}
        />
        {form.type === 'VARIATION' ? <VariationFields form={form} setForm={setForm} /> : null}
        {form.type === 'MARKET' ? (
          <MarketFields form={form} setForm={setForm} isSmartphone={isSmartphone} />
        ) : null}
      </StyledFieldGrid>
      <ResellStrategyExample form={form} isSmartphone={isSmartphone} />
      {form.type === 'REVENDO' ? <RevendoRulesTable /> : null}
    </StrategyCardFrame>
  );
}
