import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from './FormControls';
import { Icon } from './Icon';

export const SEARCH_DEBOUNCE_MS = 500;

const StyledSearch = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textSubtle};

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space[2]};
    pointer-events: none;
  }
`;

export const StyledInput = styled.input`
  width: 100%;
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borders.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.base};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  ${focusRing}
`;

const StyledSearchInput = styled(StyledInput)`
  padding-left: ${({ theme }) => theme.space[8]};
`;

export interface SearchBoxProps {
  value: string;
  label: string;
  placeholder?: string;
  /** Called once typing has paused for SEARCH_DEBOUNCE_MS. */
  onSearch: (value: string) => void;
}

export function SearchBox({ value, label, placeholder, onSearch }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const lastSent = useRef(value);

  // An outside change (reset, back button) replaces whatever is being typed.
  useEffect(() => {
    lastSent.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (draft === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = draft;
      onSearchRef.current(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <StyledSearch>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size="sm" />
      <StyledSearchInput
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? label}
        onChange={(event) => setDraft(event.target.value)}
      />
    </StyledSearch>
  );
}
