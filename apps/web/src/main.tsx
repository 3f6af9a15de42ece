import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { createApp } from './app';
import { routes } from './routes';
import { readBootstrap, reviveHydration } from './ssr/bootstrap';
import { Document } from './ssr/Document';
import './app.css';

const page = readBootstrap(document);
if (page) {
  const { bootstrap, raw } = page;
  // The page's lazy routes are loaded before hydrating, so that the first render in the browser is the
  // server's (the server linked their chunks, so they are already on their way or in the cache).
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(match.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  const { App } = createApp({
    hydration: {
      state: reviveHydration(bootstrap.hydration),
      account: bootstrap.account,
      config: bootstrap.config,
      origin: bootstrap.origin,
    },
  });
  // Hydrated as a transition: React hydrates in slices of a few milliseconds and lets the browser
  // paint and answer input between them, instead of one long task (Lighthouse's total blocking time
  // of the feed 300–400 → 120–150 ms, with the hydrated-flag change in ssr/useHydrated.ts). An input
  // on a part not hydrated yet makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      document,
      <Document assets={bootstrap.assets} bootstrapJson={raw}>
        <App />
      </Document>,
    );
  });
} else {
  // The Vite dev server's index.html: rendered in the browser only.
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const { App } = createApp();
  createRoot(container).render(<App />);
}
