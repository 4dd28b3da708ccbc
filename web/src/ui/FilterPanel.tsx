import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import { ChoiceOption } from './ChoiceOption';
import type { FilterDefinition } from './filter-definitions';
import { Popover, PopoverAnchor } from './Popover';
import { useOutsideClick } from './use-outside-click';

export interface FilterPanelProps<Filter extends string, Options> {
  /** The screen's filter groups, in the order the panel shows them. */
  filters: readonly FilterDefinition<Filter, Options>[];
  /** The filter options the list query returned. */
  options: Options;
  /** The view's filters (from the URL). */
  selected: Record<Filter, string[]>;
  activeCount: number;
  onChange: (key: Filter, values: string[]) => void;
  onReset: () => void;
}

const StyledCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledPanel = styled(Popover)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: ${({ theme }) => theme.sizes.panel};
  max-height: 70vh;
  overflow: auto;
`;

const StyledGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledOptions = styled.div`
  display: grid;
  max-height: ${({ theme }) => theme.sizes.optionList};
  overflow: auto;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: ${({ theme }) => theme.borders.default};
`;

/** The Filters button and its panel of checkbox groups, one panel for every list screen. */
export function FilterPanel<Filter extends string, Options>({
  filters,
  options,
  selected,
  activeCount,
  onChange,
  onReset,
}: FilterPanelProps<Filter, Options>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(anchor, open, close);

  return (
    <PopoverAnchor ref={anchor}>
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Icon name="filter" size="sm" />
        {t('common.filters.button')}
        {activeCount > 0 ? (
          <StyledCount aria-label={t('common.filters.activeCount', { count: activeCount })}>
            {activeCount}
          </StyledCount>
        ) : null}
      </Button>
      {open ? (
        <StyledPanel id={panelId} role="dialog" aria-label={t('common.filters.button')}>
          {filters.map((filter) => (
            <FilterGroup
              key={filter.id}
              title={filter.title(t)}
              options={filter.options(options, t)}
              checked={filter.checked(selected)}
              onChange={(before, after) => {
                const change = filter.change(before, after);
                if (change) onChange(change.key, change.values);
              }}
            />
          ))}
          <StyledFooter>
            <Button $variant="ghost" $size="sm" onClick={onReset} disabled={activeCount === 0}>
              {t('common.filters.reset')}
            </Button>
            <Button $size="sm" onClick={close}>
              {t('common.close')}
            </Button>
          </StyledFooter>
        </StyledPanel>
      ) : null}
    </PopoverAnchor>
  );
}

/** One group's checkboxes under its title; a group without choices is not shown. */
function FilterGroup({
  title,
  options,
  checked,
  onChange,
}: {
  title: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  onChange: (before: readonly string[], after: string[]) => void;
}) {
  if (options.length === 0) return null;
  function toggle(value: string, on: boolean) {
    onChange(checked, on ? [...checked, value] : checked.filter((other) => other !== value));
  }
  return (
    <StyledGroup>
      <StyledLegend>{title}</StyledLegend>
      <StyledOptions>
        {options.map((option) => (
          <ChoiceOption key={option.value}>
            <input
              type="checkbox"
              checked={checked.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </ChoiceOption>
        ))}
      </StyledOptions>
    </StyledGroup>
  );
}
