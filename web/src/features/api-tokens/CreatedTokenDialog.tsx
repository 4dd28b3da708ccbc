import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { focusRing } from '../../ui/FormControls';
import { Icon } from '../../ui/Icon';
import { TokenDialog } from './TokenDialog';
import { copyText } from './copy-text';

const StyledWarning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledTokenRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-direction: column;
  }
`;

const StyledTokenText = styled.input`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.borders.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};

  ${focusRing}
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

const StyledStatus = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type CopyState = 'idle' | 'copied' | 'selected';

export interface CreatedTokenDialogProps {
  name: string;
  plainTextToken: string;
  onClose: () => void;
}

/** The new token, shown this once, with a copy button and how to send it. */
export function CreatedTokenDialog({ name, plainTextToken, onClose }: CreatedTokenDialogProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  async function handleCopy() {
    const copied = await copyText(plainTextToken);
    if (copied) {
      setCopy('copied');
      return;
    }
    // No clipboard (an insecure origin, a refused permission): the text is selected instead.
    field.current?.focus();
    field.current?.select();
    setCopy('selected');
  }

  return (
    <TokenDialog title={t('apiTokens.created.title', { name })} initialFocus={field}>
      <StyledWarning>
        <Icon name="alert" size="sm" />
        {t('apiTokens.created.shownOnce')}
      </StyledWarning>
      <StyledTokenRow>
        <StyledTokenText
          ref={field}
          readOnly
          value={plainTextToken}
          aria-label={t('apiTokens.created.tokenLabel')}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button $variant="primary" onClick={() => void handleCopy()}>
          <Icon name={copy === 'copied' ? 'check' : 'copy'} size="sm" />
          {copy === 'copied' ? t('apiTokens.created.copied') : t('apiTokens.created.copy')}
        </Button>
      </StyledTokenRow>
      <StyledStatus role="status">
        {copy === 'copied' ? t('apiTokens.created.copiedStatus') : null}
        {copy === 'selected' ? t('apiTokens.created.selectedStatus') : null}
      </StyledStatus>
      <StyledHint>
        {t('apiTokens.created.howToUse')} <code>Authorization: Bearer {plainTextToken}</code>
      </StyledHint>
      <StyledButtons>
        <Button onClick={onClose}>{t('apiTokens.created.done')}</Button>
      </StyledButtons>
    </TokenDialog>
  );
}
