import type { ReactNode } from 'react';
import { BOOTSTRAP_ELEMENT_ID, type DocumentAssets } from './bootstrap';

/**
 * The whole HTML document of a server-rendered page; the browser hydrates `document` with the same
 * tree. Page titles, descriptions, canonical and Open Graph tags come from the pages (PageMeta),
 * which React places into <head>. The bootstrap block is raw JSON the browser reads before hydrating
 * and gives back unchanged, so both sides render the same text.
 */
export function Document({
  assets,
  bootstrapJson,
  children,
}: {
  assets: DocumentAssets;
  bootstrapJson: string;
  children: ReactNode;
}) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="app" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={BOOTSTRAP_ELEMENT_ID}
          // The same string on both sides (the browser reads it from the page before hydrating).
          dangerouslySetInnerHTML={{ __html: bootstrapJson }}
        />
      </body>
    </html>
  );
}
