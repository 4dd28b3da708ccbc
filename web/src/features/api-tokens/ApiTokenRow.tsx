import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/format-date';
import { graphql, readFragment, type FragmentOf } from '../../graphql';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Td, Tr } from '../../ui/Table';
import { choiceOf } from './token-form';

export const ApiTokenRow_token = graphql(`
  fragment ApiTokenRow_token on ApiToken {
    id
    name
    abilities
    createdAt
    lastUsedAt
    expiresAt
  }
`);

export interface ApiTokenRowProps {
  token: FragmentOf<typeof ApiTokenRow_token>;
  /** When the list was read: a token whose expiry is before it is shown as expired. */
  now: Date;
  onRevoke: (token: { id: string; name: string }) => void;
}

/** One token of the list: never its secret, which only the creation dialog shows. */
export function ApiTokenRow({ token: tokenRef, now, onRevoke }: ApiTokenRowProps) {
  const { t, i18n } = useTranslation();
  const token = readFragment(ApiTokenRow_token, tokenRef);
  const expired = token.expiresAt !== null && new Date(token.expiresAt) <= now;
  return (
    <Tr>
      <Td $sticky $card="title">
        {token.name}
      </Td>
      <Td $label={t('apiTokens.columns.abilities')}>
        {t(`apiTokens.abilities.${choiceOf(token.abilities)}`)}
      </Td>
      <Td $muted $label={t('apiTokens.columns.created')}>
        {formatDateTime(token.createdAt, i18n.language)}
      </Td>
      <Td $muted $label={t('apiTokens.columns.lastUsed')}>
        {token.lastUsedAt
          ? formatDateTime(token.lastUsedAt, i18n.language)
          : t('apiTokens.neverUsed')}
      </Td>
      <Td $muted={!expired} $label={t('apiTokens.columns.expires')}>
        {token.expiresAt ? formatDateTime(token.expiresAt, i18n.language) : t('apiTokens.noExpiry')}
        {expired ? (
          <>
            {' '}
            <Badge $tone="danger">{t('apiTokens.expired')}</Badge>
          </>
        ) : null}
      </Td>
      <Td $align="right">
        <Button
          $size="sm"
          $variant="danger"
          aria-label={t('apiTokens.revokeNamed', { name: token.name })}
          onClick={() => onRevoke({ id: token.id, name: token.name })}
        >
          {t('apiTokens.revoke')}
        </Button>
      </Td>
    </Tr>
  );
}
