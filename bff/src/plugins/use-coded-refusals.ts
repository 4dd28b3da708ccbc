import { type Plugin } from 'graphql-yoga';

/** What each refusal yoga writes without a body means for the client. */
const refusalMessages: Readonly<Record<number, string>> = {
  406: 'None of the media types in Accept is answered here: ask for application/graphql-response+json or application/json.',
  415: 'The body must be application/json, application/graphql, application/x-www-form-urlencoded or multipart/form-data.',
};

/**
 * yoga answers a few refusals of the HTTP request with an empty body (406 for an Accept value it
 * cannot answer, 415 for a body of a media type it does not read). They get the body of every
 * other /graphql refusal: `{"errors":[{"message","extensions":{"code":"BAD_REQUEST"}}]}`
 * (docs/error-codes.md), same status and headers.
 */
export function useCodedRefusals(): Plugin {
  return {
    onResponse({ response, setResponse, fetchAPI }) {
      if (response.status < 400 || response.body !== null) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('content-type', 'application/json; charset=utf-8');
      const message = refusalMessages[response.status] ?? (response.statusText || 'Bad request.');
      setResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }),
          { status: response.status, statusText: response.statusText, headers },
        ),
      );
    },
  };
}
