import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aViewer } from '../../testing/fixtures';
import { viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const PATH = '/dashboard/settings/api-tokens';

function aToken(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApiToken',
    id: '7',
    name: 'Price sync',
    abilities: ['READ'],
    createdAt: '2026-03-01T08:00:00.000Z',
    lastUsedAt: null,
    expiresAt: '2099-03-01T08:00:00.000Z',
    ...overrides,
  };
}

interface Served {
  created: unknown[];
  revoked: unknown[];
}

/** The tokens API as the BFF answers it, keeping the tokens in a list; returns what was sent. */
function serveTokens(tokens: Array<ReturnType<typeof aToken>>, locale = 'en-GB'): Served {
  const served: Served = { created: [], revoked: [] };
  let list = [...tokens];
  server.use(
    viewerHandler(aViewer({ locale })),
    graphql.query('ApiTokensQuery', () => HttpResponse.json({ data: { apiTokens: list } })),
    graphql.mutation('IssueApiToken', ({ variables }) => {
      served.created.push(variables.input);
      const input = variables.input as { name: string; abilities: string[]; expiresAt: string };
      const token = aToken({ id: '8', name: input.name, abilities: input.abilities });
      list = [token, ...list];
      return HttpResponse.json({
        data: {
          issueApiToken: {
            __typename: 'IssueApiTokenPayload',
            token: {
              __typename: 'CreatedApiToken',
              plainTextToken: '8|s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3t',
              token,
            },
            userErrors: [],
          },
        },
      });
    }),
    graphql.mutation('RevokeApiTokenById', ({ variables }) => {
      const { id } = variables.input as { id: string };
      served.revoked.push(id);
      const known = list.some((token) => token.id === id);
      list = list.filter((token) => token.id !== id);
      return HttpResponse.json({
        data: {
          revokeApiTokenById: {
            __typename: 'RevokeApiTokenPayload',
            revokedId: known ? id : null,
            userErrors: known ? [] : [aUserError('NOT_FOUND', 'Not found.', ['input', 'id'])],
          },
        },
      });
    }),
  );
  return served;
}

function aUserError(code: string, message: string, field: string[] | null) {
  return { __typename: 'UserError', field, message, code };
}

function refuseList(code: string) {
  server.use(
    viewerHandler(aViewer()),
    graphql.query('ApiTokensQuery', () =>
      HttpResponse.json({ data: null, errors: [{ message: 'refused', extensions: { code } }] }),
    ),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('API tokens screen', () => {
  it('opens from the profile menu and lists the tokens', async () => {
    serveTokens([
      aToken({ lastUsedAt: '2026-03-02T09:15:00.000Z', abilities: ['READ', 'WRITE'] }),
      aToken({ id: '6', name: 'Old report', expiresAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    const app = renderApp('/dashboard/nowhere');
    await app.user.click(await screen.findByRole('button', { name: /Profile menu/ }));
    await app.user.click(screen.getByRole('menuitem', { name: 'API tokens' }));
    expect(await screen.findByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
    expect(app.location()).toBe(PATH);

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('NameAccessCreatedLast usedExpires'),
      expect.stringMatching(/^Price syncRead and write1 Mar 2026.*2 Mar 2026.*1 Mar 2099.*Revoke$/),
      expect.stringMatching(/^Old reportRead1 Mar 2026.*Never used1 Jan 2026.*ExpiredRevoke$/),
    ]);
  });

  it('creates a token, shows it once with a copy button, and lists it', async () => {
    const served = serveTokens([]);
    const app = renderApp(PATH);
    expect(await screen.findByText('No tokens yet')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Create token' }));

    const form = await screen.findByRole('dialog', { name: 'Create an API token' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await app.user.type(within(form).getByLabelText('Name'), '  Stock script ');
    await app.user.click(within(form).getByRole('radio', { name: /Read and write/ }));
    await app.user.selectOptions(within(form).getByLabelText('Expires'), 'In 30 days');
    const before = Date.now();
    await app.user.click(within(form).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token Stock script created' });
    expect(served.created).toHaveLength(1);
    const sent = served.created[0] as { name: string; abilities: string[]; expiresAt: string };
    expect(sent).toMatchObject({ name: 'Stock script', abilities: ['READ', 'WRITE'] });
    const days = (Date.parse(sent.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    expect(within(shown).getByText(/it won't be shown again/)).toBeVisible();
    const token = within(shown).getByLabelText('Your new token');
    expect(token).toHaveValue('8|s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3t');
    await app.user.click(within(shown).getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(
      '8|s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3t',
    );
    expect(await within(shown).findByText('The token is in your clipboard.')).toBeVisible();

    await app.user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('table')).getByText('Stock script')).toBeVisible();
    expect(document.body.textContent).not.toContain('s3cr3t');
  });

  it('selects the token for copying when the browser refuses the clipboard', async () => {
    serveTokens([]);
    const app = renderApp(PATH);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await app.user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API token' });
    await app.user.type(within(form).getByLabelText('Name'), 'CI');
    await app.user.click(within(form).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Token CI created' });
    await app.user.click(within(shown).getByRole('button', { name: 'Copy' }));
    const token = within(shown).getByLabelText<HTMLInputElement>('Your new token');
    expect(token).toHaveFocus();
    expect([token.selectionStart, token.selectionEnd]).toEqual([0, token.value.length]);
    expect(within(shown).getByText(/The token is selected: press Ctrl\+C/)).toBeVisible();
  });

  it('checks the form before sending and shows the store refusals at their fields', async () => {
    const served = serveTokens([]);
    const app = renderApp(PATH);
    await app.user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API token' });
    await app.user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByText('Give the token a name.')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      'Give the token a name.',
    );
    expect(served.created).toEqual([]);

    server.use(
      graphql.mutation('IssueApiToken', () =>
        HttpResponse.json({
          data: {
            issueApiToken: {
              __typename: 'IssueApiTokenPayload',
              token: null,
              userErrors: [
                aUserError('BAD_USER_INPUT', 'More than a year ahead.', ['input', 'expiresAt']),
              ],
            },
          },
        }),
      ),
    );
    await app.user.type(within(form).getByLabelText('Name'), 'Nightly');
    await app.user.click(within(form).getByRole('button', { name: 'Create token' }));
    const expiry = within(form).getByLabelText('Expires');
    await waitFor(() => expect(expiry).toHaveFocus());
    expect(expiry).toHaveAccessibleDescription(
      'Choose a date after today and at most one year from today.',
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('Nightly');
    expect(within(form).queryByText('Give the token a name.')).toBeNull();
  });

  it('revokes a token after a confirmation that names it', async () => {
    const served = serveTokens([aToken(), aToken({ id: '6', name: 'Old report' })]);
    const app = renderApp(PATH);
    await app.user.click(await screen.findByRole('button', { name: 'Revoke Old report' }));
    let confirm = await screen.findByRole('dialog', { name: 'Revoke Old report?' });
    expect(confirm).toHaveTextContent('Tools using Old report stop working at once');
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(served.revoked).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Revoke Old report' }));
    confirm = await screen.findByRole('dialog', { name: 'Revoke Old report?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token Old report revoked')).toBeVisible();
    expect(served.revoked).toEqual(['6']);
    await waitFor(() => expect(screen.queryByText('Old report')).toBeNull());
    expect(within(screen.getByRole('table')).getByText('Price sync')).toBeVisible();
  });

  it('says a token revoked elsewhere is already gone and lists what is left', async () => {
    serveTokens([aToken(), aToken({ id: '6', name: 'Old report' })]);
    const app = renderApp(PATH);
    await app.user.click(await screen.findByRole('button', { name: 'Revoke Old report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Old report?' });
    // Another tab revoked it meanwhile: the store no longer knows it.
    server.use(
      graphql.mutation('RevokeApiTokenById', () =>
        HttpResponse.json({
          data: {
            revokeApiTokenById: {
              __typename: 'RevokeApiTokenPayload',
              revokedId: null,
              userErrors: [aUserError('NOT_FOUND', 'Not found.', ['input', 'id'])],
            },
          },
        }),
      ),
      graphql.query('ApiTokensQuery', () => HttpResponse.json({ data: { apiTokens: [aToken()] } })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await app.user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token Old report had already been revoked')).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Old report')).toBeNull(),
    );
  });

  it('says tokens are unavailable when the store has none', async () => {
    refuseList('UNSUPPORTED_BY_STORE');
    renderApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "API tokens are unavailableYour store doesn't offer personal access tokens",
    );
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
  });

  it('explains a refusal and offers a retry for other failures', async () => {
    refuseList('FORBIDDEN');
    const forbidden = renderApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent("You can't manage API tokens");
    forbidden.unmount();

    refuseList('UPSTREAM_UNAVAILABLE');
    renderApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent("This couldn't be loaded.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('speaks Italian for an Italian profile', async () => {
    serveTokens([aToken({ abilities: ['READ', 'WRITE'] })], 'it-IT');
    const app = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Token API', level: 1 })).toBeVisible();
    expect(within(await screen.findByRole('table')).getByText('Lettura e scrittura')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Revoca Price sync' }));
    expect(await screen.findByRole('dialog', { name: 'Revocare Price sync?' })).toBeVisible();
  });
});
