import type { ApolloClient } from '@apollo/client';
import { redirect, type LoaderFunction } from 'react-router';
import { loadViewer } from '../session/loadViewer';
import { clearStoredViewer, hasStoredViewer } from '../session/storedViewer';
import {
  accessRedirect,
  competitorsHome,
  pricesHome,
  strategiesHome,
  type AccessFlag,
} from './guardTargets';

type Client = ApolloClient<unknown>;

async function signedInViewer(client: Client) {
  const viewer = await loadViewer(client);
  if (!viewer) {
    clearStoredViewer();
    throw redirect('/');
  }
  return viewer;
}

/** '/' : somebody already signed in goes straight to the catalog (SPEC §2). */
export const signInLoader: LoaderFunction = () =>
  hasStoredViewer() ? redirect('/dashboard/catalog') : null;

/** Every dashboard route needs a session. */
export function dashboardLoader(client: Client): LoaderFunction {
  return async () => {
    await signedInViewer(client);
    return null;
  };
}

export function requireAccess(client: Client, flag: AccessFlag): LoaderFunction {
  return async () => {
    const target = accessRedirect(await signedInViewer(client), flag);
    return target ? redirect(target) : null;
  };
}

export function pricesIndexLoader(client: Client): LoaderFunction {
  return async () => {
    const target = pricesHome(await signedInViewer(client));
    return target === '/dashboard/prices' ? null : redirect(target);
  };
}

export function strategiesIndexLoader(client: Client): LoaderFunction {
  return async () => redirect(strategiesHome(await signedInViewer(client)));
}

export function competitorsIndexLoader(client: Client): LoaderFunction {
  return async () => redirect(competitorsHome(await signedInViewer(client)));
}
