import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format/format-date';
import { humaniseKey } from '../../../format/humanise-key';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { Icon } from '../../../ui/Icon';
import { InlineError } from '../../../ui/InlineError';
import { Skeleton } from '../../../ui/Skeleton';
import { useBesideAnchor, useDismissable } from './use-anchored-dialog';

// An item's notifications explained: what happened in words, when, and what the seller can do.
// The catalog row's bell opens them; the list row only knows how many there are, so they are
// read (one query) when the bell is opened.

export const ItemNotificationList_item = graphql(`
  fragment ItemNotificationList_item on CatalogItem {
    notifications {
      kind
      type
      createdAt
      message
    }
  }
`);

export const ItemNotificationsQuery = graphql(
  `
    query ItemNotificationsQuery($id: ID!) {
      catalogItem(id: $id) {
        id
        ...ItemNotificationList_item
      }
    }
  `,
  [ItemNotificationList_item],
);

type Notification = ResultOf<typeof ItemNotificationList_item>['notifications'][number];
type Kind = Notification['kind'];

/** The words of each kind: what it is and what to do about it (docs/pricing-decisions.md). */
const KIND_KEYS: Record<Exclude<Kind, 'OTHER'>, string> = {
  MIN_ALLOWED_PRICE_REACHED: 'minReached',
  MAX_ALLOWED_PRICE_REACHED: 'maxReached',
  ITEMS_EXPORT_COMPLETED: 'itemsExport',
  PRICES_EXPORT_COMPLETED: 'pricesExport',
  CATALOG_UPLOAD_COMPLETED: 'upload',
};

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNotification = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  white-space: normal;

  & + & {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: ${({ theme }) => theme.borders.default};
  }
  strong {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  time,
  .message {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .advice {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The item's notifications, newest as the upstream lists them, each explained. */
export function ItemNotificationList({
  item: itemRef,
}: {
  item: FragmentOf<typeof ItemNotificationList_item>;
}) {
  const { t, i18n } = useTranslation();
  const { notifications } = readFragment(ItemNotificationList_item, itemRef);
  if (notifications.length === 0) return <p>{t('catalog.itemNotifications.none')}</p>;
  return (
    <StyledList>
      {notifications.map((notification, index) => {
        const key = notification.kind === 'OTHER' ? null : KIND_KEYS[notification.kind];
        return (
          <StyledNotification key={index}>
            <strong>
              {key
                ? t(`catalog.itemNotifications.kinds.${key}.title`)
                : humaniseKey(notification.type)}
            </strong>
            {notification.createdAt ? (
              <time dateTime={notification.createdAt}>
                {formatDateTime(notification.createdAt, i18n.language)}
              </time>
            ) : null}
            {notification.message ? <span className="message">{notification.message}</span> : null}
            {key ? (
              <span className="advice">{t(`catalog.itemNotifications.kinds.${key}.advice`)}</span>
            ) : null}
          </StyledNotification>
        );
      })}
    </StyledList>
  );
}

const StyledBell = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledPopover = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: min(22rem, calc(100vw - ${({ theme }) => theme.space[4]}));
  max-height: min(24rem, 70vh);
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: normal;
  text-align: left;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.lg}, ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledPopoverHeader = styled.div`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  button {
    display: inline-flex;
    padding: 2px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface NotificationsBellProps {
  itemId: string;
  itemName: string;
  count: number;
}

/**
 * The bell of a catalog row: a button naming how many notifications the item has; it opens them
 * in a dialog beside it (read when opened), which Escape, the close button or a press outside
 * closes, giving the focus back to the bell.
 */
export function NotificationsBell({ itemId, itemName, count }: NotificationsBellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);
  return (
    <>
      <StyledBell
        ref={bell}
        className="bell"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('catalog.itemNotifications.open', { count, name: itemName })}
        onClick={() => setOpen(!open)}
      >
        <Icon name="bell" size="sm" />
        {count > 1 ? count : null}
      </StyledBell>
      {open ? (
        <NotificationsPopover itemId={itemId} itemName={itemName} anchor={bell} onClose={close} />
      ) : null}
    </>
  );
}

function NotificationsPopover({
  itemId,
  itemName,
  anchor,
  onClose,
}: {
  itemId: string;
  itemName: string;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Always read afresh: a batch may have raised or cleared one since the list was loaded.
  const { data, error, refetch } = useQuery(ItemNotificationsQuery, {
    variables: { id: itemId },
    fetchPolicy: 'network-only',
  });

  const position = useBesideAnchor(anchor, dialog);
  useDismissable(anchor, dialog, onClose);

  const item = data?.catalogItem;
  return createPortal(
    <StyledPopover
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={position ?? { top: 0, left: 0, visibility: 'hidden' }}
    >
      <StyledPopoverHeader>
        <h2 id={titleId}>{t('catalog.itemNotifications.title', { name: itemName })}</h2>
        <button type="button" aria-label={t('common.close')} onClick={() => onClose(true)}>
          <Icon name="close" size="sm" />
        </button>
      </StyledPopoverHeader>
      {item ? <ItemNotificationList item={item} /> : null}
      {!data && !error ? <Skeleton lines={3} /> : null}
      {error && !data ? <InlineError onRetry={() => void refetch()} /> : null}
      {data && !item ? <p>{t('catalogDetail.notFound')}</p> : null}
      <Link to={`/dashboard/catalog/${itemId}`} onClick={() => onClose(false)}>
        {t('catalog.itemNotifications.openItem')}
      </Link>
    </StyledPopover>,
    document.body,
  );
}
