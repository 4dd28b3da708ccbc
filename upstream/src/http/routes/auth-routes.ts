// Sanctum's SPA sign-in: GET /sanctum/csrf-cookie, POST /login, DELETE /logout.
import type { LoginAnswer } from '@refurb/contract';
import {
  clearSessionCookies,
  currentSession,
  issueSessionCookies,
  verifyCsrf,
} from '../../auth/auth-gate';
import { verifyPassword } from '../../auth/password';
import { validationFailed } from '../http-error';
import { addError, type ValidationErrors } from '../query-params';
import { readBodyFields } from '../read-body';
import type { RequestContext } from '../request-context';
import { sendEmpty, sendJson } from '../respond';
import type { Router } from '../router';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FAILED_LOGIN = 'These credentials do not match our records.';

export function registerAuthRoutes(router: Router): void {
  router.add('GET', '/sanctum/csrf-cookie', csrfCookie);
  router.add('POST', '/login', login);
  router.add('DELETE', '/logout', logout);
  router.add('POST', '/logout', logout);
}

/** Keeps the current session (or starts one) and (re)sends both cookies. */
function csrfCookie(context: RequestContext): void {
  const session = currentSession(context) ?? context.services.sessions.create();
  issueSessionCookies(context, session);
  sendEmpty(context, 204);
}

async function login(context: RequestContext): Promise<void> {
  const session = currentSession(context);
  verifyCsrf(context, session);
  const body = await readBodyFields(context);
  const errors: ValidationErrors = {};
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (email === '') addError(errors, 'email', 'The email field is required.');
  else if (email.length > 255 || !EMAIL_PATTERN.test(email))
    addError(errors, 'email', 'The email field must be a valid email address.');
  if (password === '') addError(errors, 'password', 'The password field is required.');
  else if (password.length > 1024)
    addError(errors, 'password', 'The password field must not be greater than 1024 characters.');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const user = context.services.db.users.find(
    (candidate) => candidate.email === email.toLowerCase(),
  );
  // Unknown e-mails still pay for one hash so timing does not reveal which accounts exist.
  const valid = await verifyPassword(
    password,
    user?.passwordHash ?? context.services.db.users[0]?.passwordHash ?? '',
  );
  if (!user || !valid) {
    context.log.info({ email }, 'login failed');
    throw validationFailed({ email: [FAILED_LOGIN] });
  }
  if (user.twoFactor) {
    sendJson(context, 200, { two_factor: true } satisfies LoginAnswer);
    return;
  }
  const fresh = context.services.sessions.regenerate(session, user.id);
  context.session = fresh;
  issueSessionCookies(context, fresh);
  context.log.info({ userId: user.id }, 'login');
  sendJson(context, 200, { two_factor: false } satisfies LoginAnswer);
}

function logout(context: RequestContext): void {
  const session = currentSession(context);
  verifyCsrf(context, session);
  if (session) context.services.sessions.destroy(session.id);
  clearSessionCookies(context);
  sendEmpty(context, 204);
}
