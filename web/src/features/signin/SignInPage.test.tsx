import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aSignInPayload, aUserError, aViewer } from '../../testing/fixtures';
import { catalogListHandler, viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

async function submit(app: ReturnType<typeof renderApp>, email = 'demo@example.com') {
  await app.user.type(await screen.findByLabelText('E-mail'), email);
  await app.user.type(screen.getByLabelText('Password'), 'demo1234');
  await app.user.click(screen.getByRole('button', { name: 'Enter' }));
}

function loginFails(code: string) {
  return graphql.mutation('SignIn', () =>
    HttpResponse.json({ data: aSignInPayload(null, [aUserError(code, 'no')]) }),
  );
}

describe('sign-in', () => {
  it('requires an e-mail address and a password', async () => {
    renderApp('/');
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('says invalid username and password on wrong credentials', async () => {
    server.use(loginFails('INVALID_CREDENTIALS'));
    const app = renderApp('/');
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username and password');
    expect(app.location()).toBe('/');
  });

  it('says the same when the server cannot be reached', async () => {
    server.use(graphql.mutation('SignIn', () => HttpResponse.error()));
    const app = renderApp('/');
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username and password');
  });

  it('tells a two-factor account it cannot sign in here and whom to write to', async () => {
    server.use(loginFails('UNSUPPORTED_AUTH_METHOD'));
    const app = renderApp('/');
    await submit(app, 'twofactor@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Two-factor sign-in is not available here.');
    expect(alert).toHaveTextContent(
      'This account is protected with two-factor authentication, which the dashboard does not support. Write to support@example.com to get access to your prices.',
    );
    expect(within(alert).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(alert).not.toHaveTextContent('Invalid username and password');
    expect(app.location()).toBe('/');
  });

  it('says so in Italian when Italian was chosen on this device', async () => {
    server.use(loginFails('UNSUPPORTED_AUTH_METHOD'));
    localStorage.setItem('locale', 'it-IT');
    const app = renderApp('/');
    await app.user.type(await screen.findByLabelText('E-mail'), 'twofactor@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Entra' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'accesso a due fattori non è disponibile qui.",
    );
  });

  it('asks to wait instead of blaming the password after too many attempts', async () => {
    server.use(
      graphql.mutation('SignIn', () =>
        HttpResponse.json({
          data: aSignInPayload(null, [
            aUserError('RATE_LIMITED', 'no', null, { retryAfterSeconds: 42 }),
          ]),
        }),
      ),
    );
    const app = renderApp('/');
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 42 seconds.',
    );
  });

  it('stores the profile, follows its language and lands on the catalog', async () => {
    const viewer = aViewer({ locale: 'it-IT' });
    server.use(
      graphql.mutation('SignIn', () => HttpResponse.json({ data: aSignInPayload(viewer) })),
      viewerHandler(viewer),
      catalogListHandler(viewer),
    );
    const app = renderApp('/');
    await submit(app, 'rivenditore@example.com');
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      email: 'demo@example.com',
      preferredLocale: 'IT_IT',
    });
    expect(await screen.findByRole('link', { name: 'Catalogo' })).toBeInTheDocument();
    expect(app.i18n.language).toBe('it-IT');
  });
});
