import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { CONTENT_LISTS, ContentList, contentListHead } from '@investradar/ui';
import type { ContentListData } from '../content/contentLoaders';
import { PageMeta } from '../layout/PageMeta';

/** `/news` and `/reviews`: a page of editorial entries, newest first (`?page=N` in the address). */
export function ContentListRoute() {
  const { kind, group } = useLoaderData<ContentListData>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const texts = CONTENT_LISTS[kind];
  const pageHref = (page: number) => (page === 1 ? pathname : `${pathname}?page=${page}`);
  return (
    <>
      <PageMeta {...contentListHead(kind, group.page)} />
      <ContentList
        title={texts.title}
        lead={texts.lead}
        entries={group.entries}
        page={group.page}
        pageCount={Math.max(1, Math.ceil(group.total / group.per_page))}
        pageHref={pageHref}
        onPageChange={(page) => void navigate(pageHref(page))}
        emptyText={texts.empty}
        busy={navigation.state === 'loading' && navigation.location.pathname === pathname}
        onNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
