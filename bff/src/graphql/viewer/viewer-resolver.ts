import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { errorCodeOf } from '../../errors.js';
import { runLoginSequence } from '../../session/login-sequence.js';
import { deleteSession } from '../../upstream/user.js';
import { requestLocale } from '../common/api-messages.js';
import { LocaleCode } from '../common/enums.js';
import { requireSession } from '../common/require-session.js';
import { UserError, withUserErrors } from '../common/user-error.js';
import { localeForLanguage } from './locale.js';
import { mapNotificationCount } from './user-mapping.js';
import { mapUserNotifications, UserNotification } from './user-notifications.js';
import { Viewer } from './viewer.js';

@InputType({ description: 'The e-mail address and password to sign in with.' })
export class SignInInput {
  @Field(() => String, { description: 'E-mail address.' })
  email!: string;

  @Field(() => String, { description: 'Password.' })
  password!: string;
}

@ObjectType({ description: 'The answer of signIn.', simpleResolvers: true })
export class SignInPayload {
  @Field(() => Viewer, {
    nullable: true,
    description: 'The signed-in user; null when userErrors says why not.',
  })
  viewer!: Viewer | null;

  @Field(() => [UserError], {
    description:
      'Why sign-in failed: INVALID_CREDENTIALS, UNSUPPORTED_AUTH_METHOD, RATE_LIMITED (with retryAfterSeconds), UPSTREAM_UNAVAILABLE; empty when signed in.',
  })
  userErrors!: UserError[];
}

@Resolver(() => Viewer)
export class ViewerResolver {
  @Query(() => Viewer, {
    nullable: true,
    description: 'The signed-in user, or null when nobody is signed in (never an error).',
  })
  async me(@Ctx() context: GraphQLContext): Promise<Viewer | null> {
    if (!context.session.signedIn) return null;
    try {
      return await context.loaders.profile.load('me');
    } catch (error) {
      // The upstream session ended (401): signed out, and the cookie is already being cleared.
      if (errorCodeOf(error) === 'UNAUTHENTICATED') return null;
      throw error;
    }
  }

  @Mutation(() => Viewer, {
    nullable: true,
    description:
      'Runs the whole upstream sign-in sequence (csrf cookie, login, profile) and sets the session cookie. Too many failed attempts: RATE_LIMITED with extensions.retryAfterSeconds.',
    deprecationReason:
      'Use signIn(input): a refusal is in its userErrors and leaves the other fields of the request answered.',
  })
  async login(
    @Arg('email', () => String, { description: 'E-mail address.' }) email: string,
    @Arg('password', () => String, { description: 'Password.' }) password: string,
    @Ctx() context: GraphQLContext,
  ): Promise<Viewer> {
    // Every alias of login in one operation is an attempt of its own; over the limit the
    // throttle answers RATE_LIMITED (session/login-throttle.ts).
    const attempt = await context.loginThrottle.begin(email, context.clientAddress);
    const viewer = await runLoginSequence(context.upstream, context.logger, email, password);
    attempt.succeeded();
    return viewer;
  }

  @Mutation(() => SignInPayload, {
    nullable: true,
    description:
      'Runs the whole upstream sign-in sequence (csrf cookie, login, profile) and sets the session cookie, as login did; a refusal is in userErrors (RATE_LIMITED with retryAfterSeconds after too many failed attempts).',
  })
  async signIn(
    @Arg('input', () => SignInInput, { description: 'E-mail address and password.' })
    input: SignInInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SignInPayload> {
    const { result, userErrors } = await withUserErrors(context, () =>
      this.login(input.email, input.password, context),
    );
    return { viewer: result, userErrors };
  }

  @Mutation(() => Boolean, {
    nullable: true,
    description: 'Ends the upstream session and clears the session cookie. Always true.',
  })
  async logout(@Ctx() context: GraphQLContext): Promise<boolean> {
    if (context.session.hasUpstreamCookies) {
      try {
        await deleteSession(context.upstream);
      } catch (error) {
        // The cookie goes either way; an upstream that already forgot the session is fine.
        context.logger.info({ err: error }, 'upstream logout failed');
      }
    }
    context.session.clear();
    return true;
  }

  @FieldResolver(() => Int, {
    description: 'From GET /api/user/notifications; 0 when that call fails.',
  })
  async notificationCount(@Ctx() context: GraphQLContext): Promise<number> {
    try {
      return mapNotificationCount(await context.loaders.notifications.load('me'));
    } catch (error) {
      context.logger.info({ err: error }, 'notification count failed');
      return 0;
    }
  }

  @FieldResolver(() => LocaleCode, {
    description: 'The language of the dashboard for this user, from the profile language.',
  })
  preferredLocale(@Root() viewer: Viewer): LocaleCode {
    return localeForLanguage(viewer.language) === 'it-IT' ? LocaleCode.IT_IT : LocaleCode.EN_GB;
  }

  @FieldResolver(() => [UserNotification], {
    description:
      "The user's latest notifications (GET /api/user/notifications), newest first, each message in the reader's language (Accept-Language, else the profile's).",
  })
  async notifications(
    @Arg('first', () => Int, {
      defaultValue: 50,
      description: 'How many, at most (the store keeps the latest 50).',
    })
    first: number,
    @Ctx() context: GraphQLContext,
  ): Promise<UserNotification[]> {
    requireSession(context);
    const [answer, locale] = await Promise.all([
      context.loaders.notifications.load('me'),
      requestLocale(context),
    ]);
    return mapUserNotifications(answer, locale, Math.max(0, Math.min(first, 50)));
  }

  @FieldResolver(() => String, {
    description: 'Support address for contact links (SUPPORT_EMAIL).',
  })
  supportEmail(@Ctx() context: GraphQLContext): string {
    return context.config.supportEmail;
  }

  @FieldResolver(() => [String], {
    description:
      "Keys of the store-specific strategy notes for this store's slug (STRATEGY_NOTES), e.g. buybox-tenth.",
  })
  strategyNotes(@Root() viewer: Viewer, @Ctx() context: GraphQLContext): readonly string[] {
    const slug = viewer.configuration.storeSlug;
    return slug === null ? [] : (context.config.strategyNotes.get(slug) ?? []);
  }
}
