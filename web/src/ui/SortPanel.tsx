import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import { ChoiceOption } from './ChoiceOption';
import { Popover, PopoverAnchor } from './Popover';
import { useOutsideClick } from './use-outside-click';

export interface SortPanelProps<Value extends string> {
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

const StyledPanel = styled(Popover)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: ${({ theme }) => theme.sizes.sortPanel};
`;

const StyledCurrent = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export function SortPanel<Value extends string>({
  value,
  options,
  onChange,
}: SortPanelProps<Value>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const name = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(anchor, open, close);
  const current = options.find((option) => option.value === value);

  return (
    <PopoverAnchor ref={anchor}>
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Icon name="sort" size="sm" />
        {t('common.sort.button')}
        {current ? <StyledCurrent>{current.label}</StyledCurrent> : null}
      </Button>
      {open ? (
        <StyledPanel
          id={panelId}
          role="radiogroup"
          aria-label={t('common.sort.button')}
          $align="end"
        >
          {options.map((option) => (
            <ChoiceOption key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => {
                  onChange(option.value);
                  close();
                }}
              />
              {option.label}
            </ChoiceOption>
          ))}
        </StyledPanel>
      ) : null}
    </PopoverAnchor>
  );
}
