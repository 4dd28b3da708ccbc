import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../catalog/bulk-actions/ConfirmDialog';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { InlineError } from '../../ui/InlineError';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { ApiTokensTable } from './ApiTokensTable';
import { CreatedTokenDialog } from './CreatedTokenDialog';
import { CreateTokenDialog } from './CreateTokenDialog';
import { ApiTokensQuery } from './api-token-documents';
import { failureOf } from './token-errors';
import { useRevokeWithAlert } from './use-revoke-with-alert';

const StyledNotice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'created'; name: string; plainTextToken: string }
  | { kind: 'revoke'; id: string; name: string };

/** /dashboard/settings/api-tokens: the seller's personal access tokens for tools and scripts. */
export function ApiTokensPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ApiTokensQuery);
  const revoke = useRevokeWithAlert(() => void refetch());
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const failure = error && !data ? failureOf(error) : null;
  const unavailable = failure === 'unsupported' || failure === 'forbidden' ? failure : null;
  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>{t('apiTokens.title')}</PageTitle>
          <PageSubtitle>{t('apiTokens.subtitle')}</PageSubtitle>
        </div>
        {data ? (
          <Button $variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            <Icon name="key" size="sm" />
            {t('apiTokens.createButton')}
          </Button>
        ) : null}
      </PageHeader>
      {loading && !data ? <Skeleton lines={4} /> : null}
      {failure && !unavailable ? <InlineError onRetry={() => void refetch()} /> : null}
      {unavailable ? (
        <StyledNotice role="alert">
          <Icon name="alert" />
          <div>
            <strong>{t(`apiTokens.unavailable.${unavailable}.title`)}</strong>
            <p>{t(`apiTokens.unavailable.${unavailable}.body`)}</p>
          </div>
        </StyledNotice>
      ) : null}
      {data ? (
        <ApiTokensTable
          tokens={data.apiTokens}
          onRevoke={(token) => setDialog({ kind: 'revoke', ...token })}
        />
      ) : null}
      {dialog.kind === 'create' ? (
        <CreateTokenDialog
          onCancel={close}
          onCreated={(created) => setDialog({ kind: 'created', ...created })}
        />
      ) : null}
      {dialog.kind === 'created' ? (
        <CreatedTokenDialog
          name={dialog.name}
          plainTextToken={dialog.plainTextToken}
          onClose={close}
        />
      ) : null}
      {dialog.kind === 'revoke' ? (
        <ConfirmDialog
          title={t('apiTokens.revokeDialog.title', { name: dialog.name })}
          confirmLabel={t('apiTokens.revokeDialog.confirm')}
          cancelLabel={t('apiTokens.revokeDialog.cancel')}
          onCancel={close}
          onConfirm={() => {
            close();
            void revoke(dialog);
          }}
        >
          {t('apiTokens.revokeDialog.body', { name: dialog.name })}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
