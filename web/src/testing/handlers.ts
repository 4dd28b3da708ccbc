import { graphql, HttpResponse } from 'msw';
import { aCatalogPage, type aViewer } from './fixtures';

/** `me` for ViewerQuery: a viewer, or null when nobody is signed in. */
export function viewerHandler(viewer: ReturnType<typeof aViewer> | null) {
  return graphql.query('ViewerQuery', () => HttpResponse.json({ data: { me: viewer } }));
}

export function catalogListHandler(
  viewer: ReturnType<typeof aViewer>,
  page: ReturnType<typeof aCatalogPage> = aCatalogPage([]),
) {
  return graphql.query('CatalogListQuery', () =>
    HttpResponse.json({ data: { me: viewer, catalog: page } }),
  );
}
