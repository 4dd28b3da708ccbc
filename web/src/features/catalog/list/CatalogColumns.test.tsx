import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalogItem, aCatalogPage, aViewer } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

function serveCatalog(viewer = aViewer()) {
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', () =>
      HttpResponse.json({
        data: { me: viewer, catalog: aCatalogPage([aCatalogItem({ name: 'Pixel 7' })]) },
      }),
    ),
  );
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('catalog columns and density', () => {
  it('hides and shows columns from the chooser, compacts rows, and remembers both per user', async () => {
    serveCatalog();
    const app = renderApp('/dashboard/catalog');
    await screen.findByText('Pixel 7');
    // The product comes first (it stays in view when the table scrolls sideways).
    expect(headers()[0]).toBe('Product');
    expect(headers()).toContain('EAN');

    await app.user.click(screen.getByRole('button', { name: /Columns/ }));
    const chooser = screen.getByRole('dialog', { name: 'Show columns' });
    expect(within(chooser).getByRole('checkbox', { name: 'Product' })).toBeDisabled();
    await app.user.click(within(chooser).getByRole('checkbox', { name: 'EAN' }));
    expect(headers()).not.toContain('EAN');
    expect(screen.getByRole('button', { name: /Columns/ })).toHaveTextContent('13 of 14');

    const compact = screen.getByRole('button', { name: 'Compact rows' });
    await app.user.click(compact);
    expect(compact).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');

    expect(JSON.parse(localStorage.getItem('refurb.table.viewer-1.catalog') ?? 'null')).toEqual({
      shown: [],
      hidden: ['ean'],
      density: 'compact',
    });
    app.unmount();

    // The next visit starts from the same choices.
    serveCatalog();
    const again = renderApp('/dashboard/catalog');
    await screen.findByText('Pixel 7');
    expect(headers()).not.toContain('EAN');
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');

    // Default columns brings the column back; the density stays as chosen.
    await again.user.click(screen.getByRole('button', { name: /Columns/ }));
    await again.user.click(screen.getByRole('button', { name: 'Default columns' }));
    await waitFor(() => expect(headers()).toContain('EAN'));
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
  });

  it('keeps one user’s choices away from another’s', async () => {
    localStorage.setItem(
      'refurb.table.someone-else.catalog',
      JSON.stringify({ shown: [], hidden: ['ean'], density: 'compact' }),
    );
    serveCatalog();
    renderApp('/dashboard/catalog');
    await screen.findByText('Pixel 7');
    expect(headers()).toContain('EAN');
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'comfortable');
  });
});
