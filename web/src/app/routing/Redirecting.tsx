/** The screen of a redirect-only route: its loader always redirects, so nothing is ever shown. */
export function Redirecting() {
  return null;
}
