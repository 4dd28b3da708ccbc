import type { ReactElement } from 'react';

// National flag artwork on a 30×20 canvas. These colours are the flags' own, not the app's
// palette, which is why they live here rather than in the theme.
export const flagArtwork: Record<string, ReactElement> = {
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#DD0000" />
      <rect y="13.33" width="30" height="6.67" fill="#FFCE00" />
    </>
  ),
  it: (
    <>
      <rect width="10" height="20" fill="#009246" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#CE2B37" />
    </>
  ),
  fr: (
    <>
      <rect width="10" height="20" fill="#0055A4" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#EF4135" />
    </>
  ),
  uk: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#FF0000" />
      <rect width="12" height="20" fill="#006600" />
      <circle cx="12" cy="10" r="4" fill="#FFE600" stroke="#fff" strokeWidth="0.6" />
      <rect x="10.4" y="8" width="3.2" height="4" rx="1" fill="#FF0000" />
    </>
  ),
  ch: (
    <>
      <rect width="30" height="20" fill="#DA291C" />
      <rect x="13" y="4" width="4" height="12" fill="#fff" />
      <rect x="9" y="8" width="12" height="4" fill="#fff" />
    </>
  ),
  gr: (
    <>
      <rect width="30" height="20" fill="#0D5EAF" />
      {[1, 3, 5, 7].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 9} width="30" height={20 / 9} fill="#fff" />
      ))}
      <rect width={(20 / 9) * 5} height={(20 / 9) * 5} fill="#0D5EAF" />
      <rect x={(20 / 9) * 2} width={20 / 9} height={(20 / 9) * 5} fill="#fff" />
      <rect y={(20 / 9) * 2} width={(20 / 9) * 5} height={20 / 9} fill="#fff" />
    </>
  ),
  ro: (
    <>
      <rect width="10" height="20" fill="#002B7F" />
      <rect x="10" width="10" height="20" fill="#FCD116" />
      <rect x="20" width="10" height="20" fill="#CE1126" />
    </>
  ),
};
