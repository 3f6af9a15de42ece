import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router';
import type { AppConfig, User } from '@investradar/ui/domain';

/**
 * What a server-rendered page hands to the browser so that hydration starts from the same state the
 * server rendered: the router's loader data and errors, the account and the configuration the
 * server read for this request, and the stylesheets the document links. It travels as a JSON data
 * block (`<script type="application/json">`), which the browser never executes, so the page needs
 * no inline script and the Content-Security-Policy keeps `script-src 'self'` without nonces.
 */
export type Bootstrap = {
  hydration: SerializedHydration;
  account: User | null;
  config: AppConfig | null;
  assets: DocumentAssets;
  /** The site's public address as the server knows it (PUBLIC_URL): canonical links and texts match. */
  origin: string;
};

/** The files the document links, from the client build's manifest (ssr/manifest.ts). */
export type DocumentAssets = {
  /** The entry module (a `<script type="module">` React emits after the shell). */
  entry: string;
  stylesheets: string[];
};

export const BOOTSTRAP_ELEMENT_ID = 'ir-bootstrap';

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

export type SerializedHydration = {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
};

/** Route errors as plain JSON: a thrown `data(…, { status })` keeps its status; other errors only their message. */
export function serializeHydration(state: {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}): SerializedHydration {
  let errors: Record<string, SerializedError> | null = null;
  if (state.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(state.errors)) {
      errors[routeId] = isRouteErrorResponse(error)
        ? {
            __type: 'RouteErrorResponse',
            status: error.status,
            statusText: error.statusText,
            data: error.data as unknown,
          }
        : // The message of a server-side failure is not for the browser: the page shows its own text.
          { __type: 'Error', message: 'Server error' };
    }
  }
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}

export function reviveHydration(serialized: SerializedHydration): HydrationState {
  let errors: HydrationState['errors'] = null;
  if (serialized.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(serialized.errors)) {
      errors[routeId] =
        error.__type === 'RouteErrorResponse'
          ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
          : new Error(error.message);
    }
  }
  return { loaderData: serialized.loaderData, actionData: serialized.actionData, errors };
}

/**
 * JSON safe inside `<script>`: `<` is written as `\u003c` (no `</script>` can close the element early),
 * and U+2028/U+2029, which older parsers treat as line ends, are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the page's bootstrap block; null on a page the server did not render (the Vite dev server). */
export function readBootstrap(doc: Document): { bootstrap: Bootstrap; raw: string } | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  const raw = element?.textContent;
  if (!raw) return null;
  return { bootstrap: JSON.parse(raw) as Bootstrap, raw };
}
