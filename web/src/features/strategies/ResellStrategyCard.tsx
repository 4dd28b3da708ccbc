import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf } from '../../graphql';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { StyledCardBody, StyledField, StyledFieldGrid, StyledSelect } from './FormControls';
import { MarketFields, VariationFields } from './ResellStrategyFields';
import { ResellStrategyExample } from './ResellStrategyExample';
import { RevendoRulesTable } from './RevendoRulesTable';
import { StrategyCardFooter } from './StrategyCardFooter';
import { ResellStrategyCard_strategy, SaveResellStrategyMutation } from './strategy-documents';
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
  const id = useId();
  const strategy = strategyRef ? readFragment(ResellStrategyCard_strategy, strategyRef) : null;
  const [form, setForm] = useState<ResellForm>(() => resellFormFrom(strategy));
  const save = useStrategySave(SaveResellStrategyMutation);
  const isSmartphone = category.slug === 'smartphone';
  const input = resellStrategyInput(form, isSmartphone);

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>
          {t(`categories.${category.slug}`, { defaultValue: category.name })}
        </CardTitle>
      </CardHeader>
      <StyledCardBody>
        <StyledFieldGrid>
          <StyledField htmlFor={`${id}-type`}>
            {t('strategies.resell.type')}
            <StyledSelect
              id={`${id}-type`}
              value={form.type}
              onChange={(event) =>
                setForm((current) => ({ ...current, type: event.target.value as ResellType }))
              }
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`strategies.resell.types.${type}`)}
                </option>
              ))}
            </StyledSelect>
          </StyledField>
          {form.type === 'VARIATION' ? <VariationFields form={form} setForm={setForm} /> : null}
          {form.type === 'MARKET' ? (
            <MarketFields form={form} setForm={setForm} isSmartphone={isSmartphone} />
          ) : null}
        </StyledFieldGrid>
        <ResellStrategyExample form={form} isSmartphone={isSmartphone} />
        {form.type === 'REVENDO' ? <RevendoRulesTable /> : null}
      </StyledCardBody>
      <StrategyCardFooter
        saving={save.saving}
        errorMessage={save.errorMessage}
        canApply={input !== null}
        onApply={() => {
          if (input) void save.apply({ categoryId: category.id, input });
        }}
      />
    </Card>
  );
}
