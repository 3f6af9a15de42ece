import { useLoaderData, useNavigate } from 'react-router';
import { ContentArticle, contentBackLink } from '@investradar/ui';
import type { ContentEntryData } from '../content/contentLoaders';
import { PageMeta } from '../layout/PageMeta';

/** `/news/{slug}`, `/reviews/{slug}`: one entry, shared as an article (its lead is the description). */
export function ContentEntryRoute() {
  const { kind, entry } = useLoaderData<ContentEntryData>();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta
        title={entry.title}
        description={entry.lead || entry.title}
        type="article"
        image={entry.cover_url}
        publishedTime={entry.published_at}
      />
      <ContentArticle entry={entry} back={contentBackLink(kind)} onNavigate={(href) => void navigate(href)} />
    </>
  );
}
