// GET/POST /api/user/tokens and DELETE /api/user/tokens/{id}: the signed-in user's personal
// access tokens, managed from a cookie session only (a token cannot mint or revoke tokens).
import {
  maxApiTokensPerUser,
  tokenRevokedEventName,
  type ApiTokenListAnswer,
  type ApiTokenRow,
  type CreatedApiTokenAnswer,
  type TokenRevokedEvent,
} from '@refurb/contract';
import { notificationsChannel } from '../../app-services';
import { readNewAccessToken, type AccessTokenRecord } from '../../auth/personal-access-tokens';
import { apiRoute } from '../api-route';
import { forbidden, notFound, validationFailed } from '../http-error';
import { readBodyFields } from '../read-body';
import type { AuthenticatedContext } from '../request-context';
import { sendEmpty, sendJson } from '../respond';
import type { Router } from '../router';
import { iso } from '../views/wording';

export function registerTokenRoutes(router: Router): void {
  router.add(
    'GET',
    '/api/user/tokens',
    apiRoute((context) => {
      requireCookieSession(context);
      const data = context.services.tokens.list(context.user.id).map(apiTokenRowView);
      sendJson(context, 200, { data } satisfies ApiTokenListAnswer);
    }),
  );
  router.add(
    'POST',
    '/api/user/tokens',
    apiRoute(async (context) => {
      requireCookieSession(context);
      const now = context.services.now();
      const fields = readNewAccessToken(await readBodyFields(context), now);
      if (!fields.ok) {
        const errors = Object.fromEntries(
          Object.entries(fields.errors).map(([field, message]) => [field, [message]]),
        );
        throw validationFailed(errors);
      }
      const created = context.services.tokens.create(context.user.id, fields.token, now);
      if (!created)
        throw validationFailed({
          tokens: [
            `You already have ${maxApiTokensPerUser} access tokens, the most an account may hold: revoke one first.`,
          ],
        });
      sendJson(context, 201, {
        token: apiTokenRowView(created.token),
        plain_text_token: created.plainTextToken,
      } satisfies CreatedApiTokenAnswer);
    }),
  );
  router.add(
    'DELETE',
    '/api/user/tokens/:id',
    apiRoute((context) => {
      requireCookieSession(context);
      const revoked = context.services.tokens.revoke(context.user.id, context.params.id ?? '');
      if (!revoked) throw notFound();
      // Listeners (a BFF's open subscriptions made with this token) end them at once.
      context.services.publish(notificationsChannel(context.user.id), tokenRevokedEventName, {
        token_id: revoked.id,
      } satisfies TokenRevokedEvent);
      sendEmpty(context, 204);
    }),
  );
}

function requireCookieSession(context: AuthenticatedContext): void {
  if (context.token !== null)
    throw forbidden('Access tokens can only be managed from a signed-in session.');
}

function apiTokenRowView(token: AccessTokenRecord): ApiTokenRow {
  return {
    id: token.id,
    name: token.name,
    abilities: [...token.abilities],
    created_at: iso(token.createdAt),
    last_used_at: token.lastUsedAt === null ? null : iso(token.lastUsedAt),
    expires_at: iso(token.expiresAt),
  };
}
