// Before sign-in there is no Viewer.supportEmail to read, so the build carries the same address
// the BFF's SUPPORT_EMAIL defaults to; a deployment with another address builds the web app with
// VITE_SUPPORT_EMAIL set to it.
export const publicSupportEmail: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@example.com';
