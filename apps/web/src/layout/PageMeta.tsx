import { MESSAGES } from '@investradar/ui/domain';
import { useLocation } from 'react-router';
import { useServices } from '../session/AppContext';

export type PageMetaProps = {
  /** The page's own name; the document title is "{title} — Инвестрадар". */
  title: string;
  /** One or two sentences for search results and link previews; public pages give one. */
  description?: string;
  /** Pages of an account are not for search engines. */
  noindex?: boolean;
  /** Open Graph type: an editorial entry is an `article`. */
  type?: 'website' | 'article';
  /** Link preview image: an address of this site (`/img/…`) or https. */
  image?: string | null;
  /** An article's publication time (ISO). */
  publishedTime?: string;
};

/**
 * The page's `<title>`, description, canonical link and Open Graph tags. React puts them into the
 * document's `<head>`, in the server's HTML as well as after a navigation, and removes them with the
 * page.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
  type = 'website',
  image,
  publishedTime,
}: PageMetaProps) {
  const { origin } = useServices();
  const { pathname } = useLocation();
  const fullTitle = `${title} — ${MESSAGES.productName}`;
  const url = `${origin}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={MESSAGES.productName} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="ru_RU" />
      {image ? <meta property="og:image" content={image.startsWith('/') ? `${origin}${image}` : image} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}
