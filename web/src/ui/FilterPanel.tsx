import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import { ChoiceOption } from './ChoiceOption';
import { Popover, PopoverAnchor } from './Popover';
import { useOutsideClick } from './use-outside-click';

export interface FilterGroup {
  key: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
}

export interface FilterPanelProps {
  groups: readonly FilterGroup[];
  activeCount: number;
  onChange: (key: string, selected: string[]) => void;
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

export function FilterPanel({ groups, activeCount, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(anchor, open, close);

  function toggle(group: FilterGroup, value: string, checked: boolean) {
    const next = checked
      ? [...group.selected, value]
      : group.selected.filter((selected) => selected !== value);
    onChange(group.key, next);
  }

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
          {groups
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <StyledGroup key={group.key}>
                <StyledLegend>{group.label}</StyledLegend>
                <StyledOptions>
                  {group.options.map((option) => (
                    <ChoiceOption key={option.value}>
                      <input
                        type="checkbox"
                        checked={group.selected.includes(option.value)}
                        onChange={(event) => toggle(group, option.value, event.target.checked)}
                      />
                      {option.label}
                    </ChoiceOption>
                  ))}
                </StyledOptions>
              </StyledGroup>
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
