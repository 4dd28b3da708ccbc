import { type StoreLocale } from '@refurb/contract';

/**
 * The language an incoming request asks for, as sent on each of its upstream calls: the first
 * of Italian or English in its Accept-Language (by quality), as it-IT or en-GB. Null when it
 * names neither: the call then goes without one and the upstream words its texts in the
 * signed-in user's profile language.
 */
export function upstreamLocale(acceptLanguage: string | null | undefined): StoreLocale | null {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((left, right) => right.quality - left.quality || left.index - right.index);
  for (const { tag } of ranked) {
    const primary = tag.split(/[-_]/)[0];
    if (primary === 'it') return 'it-IT';
    if (primary === 'en') return 'en-GB';
  }
  return null;
}
