import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentOf } from '../../graphql';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Table, TableScroll, Th } from '../../ui/Table';
import { ApiTokenRow, type ApiTokenRow_token } from './ApiTokenRow';

export interface ApiTokensTableProps {
  tokens: ReadonlyArray<{ id: string } & FragmentOf<typeof ApiTokenRow_token>>;
  onRevoke: (token: { id: string; name: string }) => void;
}

/** The tokens, newest first, as a dense table (cards on a phone); a short invitation when none. */
export function ApiTokensTable({ tokens, onRevoke }: ApiTokensTableProps) {
  const { t } = useTranslation();
  // A row compares its expiry with when the screen opened.
  const [now] = useState(() => new Date());
  return (
    <Card>
      {tokens.length === 0 ? (
        <EmptyState title={t('apiTokens.empty.title')}>{t('apiTokens.empty.body')}</EmptyState>
      ) : (
        <TableScroll label={t('apiTokens.title')}>
          <Table>
            <thead>
              <tr>
                <Th $sticky>{t('apiTokens.columns.name')}</Th>
                <Th>{t('apiTokens.columns.abilities')}</Th>
                <Th>{t('apiTokens.columns.created')}</Th>
                <Th>{t('apiTokens.columns.lastUsed')}</Th>
                <Th>{t('apiTokens.columns.expires')}</Th>
                <Th>
                  <span className="visually-hidden">{t('apiTokens.columns.actions')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <ApiTokenRow key={token.id} token={token} now={now} onRevoke={onRevoke} />
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
