import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aViewer } from '../../testing/fixtures';
import { catalogListHandler, viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const bannerText = 'Public demo: sample data only, and anyone can sign in with the demo accounts.';

afterEach(() => {
  delete document.documentElement.dataset.demo;
});

describe('the demo banner', () => {
  it('shows on the sign-in page of a public demo', async () => {
    document.documentElement.dataset.demo = 'true';
    renderApp('/');
    expect(await screen.findByRole('note')).toHaveTextContent(bannerText);
  });

  it('shows on the dashboard pages of a public demo', async () => {
    document.documentElement.dataset.demo = 'true';
    const viewer = aViewer();
    server.use(viewerHandler(viewer), catalogListHandler(viewer));
    renderApp('/dashboard/catalog');
    // The dashboard's modules load on first visit: slow on a busy machine.
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 20_000 });
    expect(screen.getByRole('note')).toHaveTextContent(bannerText);
  }, 30_000);

  it('is absent from a deployment that is not a demo', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Enter' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
