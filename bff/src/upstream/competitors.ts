import {
  type CompetitorItemAnswer,
  type CompetitorListQuery,
  type CompetitorPage,
} from '@refurb/contract';
import {
  answerReader,
  CompetitorItemAnswerSchema,
  CompetitorPageSchema,
} from '@refurb/contract/schemas';
import { checked } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/** The competitor calls (upstream/README.md). */

const readCompetitorPage = answerReader(CompetitorPageSchema);
const readCompetitorItem = answerReader(CompetitorItemAnswerSchema);

/** GET /api/competitors/{vendorId}: one page of a vendor's listings. */
export async function fetchCompetitorListings(
  upstream: UpstreamSession,
  vendorId: string,
  query: CompetitorListQuery,
): Promise<CompetitorPage> {
  const path = vendorPath(vendorId);
  return checked(readCompetitorPage, await upstream.get(path, query), { upstream, path });
}

/** GET /api/competitors/{vendorId}/items/{itemId}: one listing, its offers and history. */
export async function fetchCompetitorItem(
  upstream: UpstreamSession,
  vendorId: string,
  itemId: string,
): Promise<CompetitorItemAnswer> {
  const path = `${vendorPath(vendorId)}/items/${encodeURIComponent(itemId)}`;
  return checked(readCompetitorItem, await upstream.get(path), { upstream, path });
}

function vendorPath(vendorId: string): string {
  return `/api/competitors/${encodeURIComponent(vendorId)}`;
}
