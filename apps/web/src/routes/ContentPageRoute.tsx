import { useLoaderData } from 'react-router';
import { ContentPage } from '@investradar/ui';
import type { ContentPageData } from '../content/contentLoaders';
import { PageMeta } from '../layout/PageMeta';

/** `/faq`: the page's whole text as the editors keep it (content `faq`). */
export function ContentPageRoute() {
  const { entry } = useLoaderData<ContentPageData>();
  return (
    <>
      <PageMeta title={entry.title} description={entry.lead || entry.title} />
      <ContentPage title={entry.title} lead={entry.lead} html={entry.body_html ?? ''} />
    </>
  );
}
