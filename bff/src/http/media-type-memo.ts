import { csrfHeader } from '../plugins/use-csrf-prevention.js';
import { type BffYoga } from './node-bridge.js';

/** The answer type yoga chose for one `Accept` value: the bare media type and the header. */
export interface ChosenMediaType {
  mediaType: 'application/json' | 'application/graphql-response+json';
  contentType: string;
}

/** yoga's answer to a query, for an Accept value (null: the header is missing). */
export interface YogaAnswerType {
  status: number;
  contentType: string | null;
}

export type AskYoga = (accept: string | null) => Promise<YogaAnswerType>;

/** The probe query: answered without any upstream call, whoever asks. */
const probeBody = JSON.stringify({ query: '{ __typename }' });

/** Asks yoga itself: one small query through its whole plugin chain, answered in-process. */
export function askYogaMediaType(yoga: BffYoga): AskYoga {
  return async (accept) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [csrfHeader]: '1',
    };
    if (accept !== null) headers.accept = accept;
    const response = await yoga.fetch('http://bff.invalid/graphql', {
      method: 'POST',
      headers,
      body: probeBody,
    });
    // Read to its end (a stream answer of one result ends too): only its type matters.
    await response.text();
    return { status: response.status, contentType: response.headers.get('content-type') };
  };
}

/** Clients send a handful of distinct Accept values; a flood of odd ones is simply not kept. */
const maxRememberedAcceptValues = 100;

/**
 * yoga's content negotiation, remembered: for each `Accept` value, the JSON media type yoga
 * answers a query with, or null when yoga answers it with something else (an event stream, a
 * multipart answer, 406). For a result that is one JSON answer yoga's choice depends on the
 * Accept value alone, so the paths beside yoga take yoga's own choice instead of repeating its
 * negotiation: asked of yoga once per Accept value (`askYogaMediaType`).
 */
export class MediaTypeMemo {
  private readonly byAccept = new Map<string, ChosenMediaType | null>();

  constructor(private readonly askYoga: AskYoga) {}

  /** yoga's choice for this Accept value when known (null: not JSON), else undefined. */
  get(accept: string | undefined): ChosenMediaType | null | undefined {
    return this.byAccept.get(accept ?? '');
  }

  /** yoga's choice for this Accept value: remembered, or asked of yoga (null: not JSON). */
  async choose(accept: string | undefined): Promise<ChosenMediaType | null> {
    const known = this.get(accept);
    if (known !== undefined) return known;
    // A full memo asks nothing more: such requests are simply yoga's.
    if (this.byAccept.size >= maxRememberedAcceptValues) return null;
    const answer = await this.askYoga(accept ?? null);
    // Not Acceptable, or a typed answer: yoga's choice. Anything else (yoga could not answer the
    // probe at all) is not remembered, and the request goes to yoga.
    if (answer.status === 406 || answer.contentType !== null) {
      this.learn(accept ?? null, answer.status === 406 ? null : answer.contentType);
    }
    return this.get(accept) ?? null;
  }

  /** Remembers the content type yoga answered a query with for this Accept value. */
  learn(accept: string | null, contentType: string | null): void {
    const key = accept ?? '';
    if (this.byAccept.has(key) || this.byAccept.size >= maxRememberedAcceptValues) return;
    const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
    this.byAccept.set(
      key,
      mediaType === 'application/json' || mediaType === 'application/graphql-response+json'
        ? { mediaType, contentType: contentType! }
        : null,
    );
  }
}
