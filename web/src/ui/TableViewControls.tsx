import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import { ChoiceOption } from './ChoiceOption';
import { Popover, PopoverAnchor } from './Popover';
import type { TableDensity } from './table-columns';
import { useOutsideClick } from './use-outside-click';

export interface TableViewControlsProps {
  columns: ReadonlyArray<{ id: string; label: string; shown: boolean; locked: boolean }>;
  onColumnChange: (id: string, shown: boolean) => void;
  onResetColumns: () => void;
  density: TableDensity;
  onDensityChange: (density: TableDensity) => void;
  /** Rows are cards (a phone): density does not apply. */
  cards: boolean;
}

const StyledControls = styled.div`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPanel = styled(Popover)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 70vh;
  overflow: auto;
`;

const StyledOptions = styled.fieldset`
  display: grid;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: space-between;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: ${({ theme }) => theme.borders.default};
`;

/**
 * The column chooser (which columns this table shows, remembered per user) and the compact rows
 * toggle, for a list's toolbar.
 */
export function TableViewControls({
  columns,
  onColumnChange,
  onResetColumns,
  density,
  onDensityChange,
  cards,
}: TableViewControlsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(anchor, open, close);
  const shownCount = columns.filter((column) => column.shown).length;

  return (
    <StyledControls>
      <PopoverAnchor ref={anchor}>
        <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <Icon name="columns" size="sm" />
          {t('table.columns')}
          <StyledCount>
            {t('common.shownOfTotal', { shown: shownCount, total: columns.length })}
          </StyledCount>
        </Button>
        {open ? (
          <StyledPanel
            id={panelId}
            role="dialog"
            aria-label={t('table.chooseColumns')}
            $align="end"
          >
            <StyledOptions>
              <legend>{t('table.chooseColumns')}</legend>
              {columns.map((column) => (
                <ChoiceOption key={column.id}>
                  <input
                    type="checkbox"
                    checked={column.shown}
                    disabled={column.locked}
                    onChange={(event) => onColumnChange(column.id, event.target.checked)}
                  />
                  {column.label}
                </ChoiceOption>
              ))}
            </StyledOptions>
            <StyledFooter>
              <Button $variant="ghost" $size="sm" onClick={onResetColumns}>
                {t('table.defaultColumns')}
              </Button>
              <Button $size="sm" onClick={close}>
                {t('common.close')}
              </Button>
            </StyledFooter>
          </StyledPanel>
        ) : null}
      </PopoverAnchor>
      {cards ? null : (
        <Button
          aria-pressed={density === 'compact'}
          onClick={() => onDensityChange(density === 'compact' ? 'comfortable' : 'compact')}
        >
          <Icon name="rows" size="sm" />
          {t('table.compactRows')}
        </Button>
      )}
    </StyledControls>
  );
}
