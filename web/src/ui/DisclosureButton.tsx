import { type ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';

export interface DisclosureButtonProps {
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

/** A small ghost button that shows or hides a part of a card below it; its chevron says which. */
export function DisclosureButton({
  expanded,
  controls,
  onToggle,
  children,
}: DisclosureButtonProps) {
  return (
    <Button
      $size="sm"
      $variant="ghost"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size="sm" />
      {children}
    </Button>
  );
}
