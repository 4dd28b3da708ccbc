import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FragmentOf } from '../../../graphql';
import { renderUi } from '../../../ui/testing/render-ui';
import { BuyboxTable, type BuyboxTable_item } from './BuyboxTable';

interface Row {
  vendorName?: string;
  vendorCountry?: string;
  price: number | null;
  sellerName: string;
  isMine?: boolean;
}

function item(rows: Row[]) {
  // A fragment's data as the query hands it over.
  return {
    buybox: rows.map((row) => ({
      vendorName: 'RinnovaShop Phones',
      vendorCountry: 'it',
      isMine: false,
      suggestedPrice: row.price === null ? null : row.price - 1,
      url: null,
      currencySymbol: '€',
      createdAt: '2026-11-20T10:00:00.000Z',
      color: 'Black',
      ...row,
    })),
  } as unknown as FragmentOf<typeof BuyboxTable_item>;
}

const sellersInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('buybox', () => {
  const offers: Row[] = [
    {
      vendorName: 'ZweitMarkt Phones',
      vendorCountry: 'de',
      price: 500.07,
      sellerName: 'Refurb Masters',
    },
    { price: 110, sellerName: 'ByteBack' },
    { price: 104.2, sellerName: 'Demo Store', isMine: true },
    { price: 100, sellerName: 'CircularTech' },
    { price: 103.3, sellerName: 'Mobile Outlet' },
    { price: 120, sellerName: 'Pronto Refurb' },
  ];

  it('lists each marketplace cheapest first, the seller’s first, and marks the winner', () => {
    renderUi(<BuyboxTable item={item(offers)} />);
    const rows = sellersInOrder();
    expect(rows[0]).toContain('RinnovaShop Phones');
    expect(rows.slice(1, 6).map((row) => row.split('Black')[0])).toEqual([
      'CircularTechBuybox winner',
      'Mobile Outlet',
      'Demo StoreYou',
      'ByteBack',
      'Pronto Refurb',
    ]);
    expect(rows[6]).toContain('ZweitMarkt Phones');
    expect(rows[7]).toContain('Refurb MastersBuybox winner');
    expect(screen.getAllByText('Buybox winner')).toHaveLength(2);
  });

  it('says where the seller stands, in the seller’s money format', () => {
    renderUi(<BuyboxTable item={item(offers)} />);
    expect(
      screen.getByText(
        'You are 3rd of the 5 offers listed on RinnovaShop Phones, €4.20 above the lowest offer.',
      ),
    ).toBeInTheDocument();
  });

  it('says it in Italian', () => {
    renderUi(<BuyboxTable item={item(offers)} />, { locale: 'it-IT' });
    expect(
      screen.getByText(
        "Sei al 3° posto tra le 5 offerte elencate su RinnovaShop Phones, 4,20 € sopra l'offerta più bassa.",
      ),
    ).toBeInTheDocument();
  });

  it('says when the seller is the lowest, and when the lowest price is shared', () => {
    const { unmount } = renderUi(
      <BuyboxTable
        item={item([
          { price: 99.5, sellerName: 'Demo Store', isMine: true },
          { price: 101.75, sellerName: 'CircularTech' },
        ])}
      />,
    );
    expect(
      screen.getByText(
        'You have the lowest offer on RinnovaShop Phones, €2.25 below the next one.',
      ),
    ).toBeInTheDocument();
    unmount();

    renderUi(
      <BuyboxTable
        item={item([
          { price: 99.5, sellerName: 'Demo Store', isMine: true },
          { price: 99.5, sellerName: 'CircularTech' },
          { price: 120, sellerName: 'ByteBack' },
        ])}
      />,
    );
    expect(
      screen.getByText('You share the lowest price on RinnovaShop Phones with 1 other offer.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Tied lowest')).toHaveLength(2);
    expect(within(table).queryByText('Buybox winner')).not.toBeInTheDocument();
  });

  it('counts ties in the rank', () => {
    renderUi(
      <BuyboxTable
        item={item([
          { price: 100, sellerName: 'CircularTech' },
          { price: 105, sellerName: 'ByteBack' },
          { price: 105, sellerName: 'Demo Store', isMine: true },
        ])}
      />,
    );
    expect(
      screen.getByText(
        'You are 2nd of the 3 offers listed on RinnovaShop Phones, tied with 1 other, €5.00 above the lowest offer.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing about the seller when their offer has no price', () => {
    renderUi(
      <BuyboxTable
        item={item([
          { price: null, sellerName: 'Demo Store', isMine: true },
          { price: 100, sellerName: 'CircularTech' },
        ])}
      />,
    );
    expect(screen.queryByText(/You /)).not.toBeInTheDocument();
  });
});
