import { type ExecutionArgs, type ExecutionResult, type GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, isAsyncIterable, type Plugin } from 'graphql-yoga';
import { type Logger } from '../logger.js';
import { maskError, publicError } from './mask-error.js';

export interface PublicErrorsOptions {
  production: boolean;
  /** What a masked (unexpected) error says. */
  unexpectedMessage: string;
  /** Used when an operation has no context logger (nothing of the request is known yet). */
  logger: Logger;
}

/**
 * Every error of every answer yoga gives, in its public form (mask-error.ts):
 * - execution and subscription errors are masked with the operation's own logger, so an
 *   unexpected failure is logged once, with the request id (yoga's own masking, which runs after
 *   this, then finds nothing left to mask);
 * - validation errors, which yoga returns without masking, are reduced to what a client may see
 *   as validation makes them (so over WebSocket too, and cached that way);
 * - whatever else an HTTP answer carries (refusals of the request) is reduced the same way
 *   before it is written.
 */
export function usePublicErrors(options: PublicErrorsOptions): Plugin {
  const { production } = options;
  const masked = (args: ExecutionArgs) => {
    const logger = loggerOf(args.contextValue) ?? options.logger;
    return ({
      result,
      setResult,
    }: {
      result: ExecutionResult;
      setResult: (result: ExecutionResult) => void;
    }) => {
      if (!result.errors?.length) return;
      setResult({ ...result, errors: publicErrorsOf(result.errors, options, logger) });
    };
  };
  return {
    onValidate() {
      if (!production) return;
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map((error) => publicError(error, production)));
      };
    },
    onExecute({ args }) {
      const mask = masked(args);
      return { onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, mask) };
    },
    onSubscribe({ args }) {
      const mask = masked(args);
      return {
        onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, mask),
      };
    },
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result)) return;
      if (Array.isArray(result)) {
        setResult(result.map((single) => publicResult(single, production)));
      } else {
        setResult(publicResult(result, production));
      }
    },
  };
}

/**
 * An operation's errors as a client may see them, unexpected ones logged with the operation's
 * logger: what this plugin does to every execution result, and what the paths beside yoga
 * apply to theirs.
 */
export function publicErrorsOf(
  errors: readonly unknown[],
  options: Pick<PublicErrorsOptions, 'production' | 'unexpectedMessage'>,
  logger: Logger,
): GraphQLError[] {
  return errors.map((error) =>
    maskError(error, options.unexpectedMessage, logger, options.production),
  );
}

function publicResult<T extends ExecutionResult>(result: T, production: boolean): T {
  if (!result.errors?.length) return result;
  const errors: GraphQLError[] = result.errors.map((error) => publicError(error, production));
  return errors.every((error, index) => error === result.errors?.[index])
    ? result
    : { ...result, errors };
}

function loggerOf(context: unknown): Logger | undefined {
  const logger = (context as { logger?: Logger } | null | undefined)?.logger;
  return logger && typeof logger.error === 'function' ? logger : undefined;
}
