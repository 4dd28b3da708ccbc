// graphql-yoga's CSRF prevention refuses requests without this header, and a cross-site form can't
// send it, so every HTTP request to the BFF carries it.
export const csrfHeaders = { 'x-graphql-csrf': '1' } as const;
