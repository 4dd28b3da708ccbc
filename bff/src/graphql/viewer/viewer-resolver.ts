import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { errorCodeOf } from '../../errors.js';
import { runLoginSequence } from '../../session/login-sequence.js';
import { deleteSession } from '../../upstream/user.js';
import { Viewer } from './viewer.js';

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
    description:
      'Runs the whole upstream sign-in sequence (csrf cookie, login, profile) and sets the session cookie. Too many failed attempts: RATE_LIMITED with extensions.retryAfterSeconds.',
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

  @Mutation(() => Boolean, {
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
      return await context.loaders.notificationCount.load('me');
    } catch (error) {
      context.logger.info({ err: error }, 'notification count failed');
      return 0;
    }
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
