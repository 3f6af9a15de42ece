import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { ContentList } from '@investradar/ui';
import type { ContentListData, ContentListKind } from '../content/contentLoaders';
import { PageMeta } from '../layout/PageMeta';

export const CONTENT_LIST_TEXTS: Record<
  ContentListKind,
  { title: string; description: string; lead: string; empty: string }
> = {
  news: {
    title: 'Новости',
    description:
      'Новости Инвестрадара: новые разделы и функции сервиса, изменения радара инсайдеров, рейтинга аналитиков и тарифов.',
    lead: 'Что нового в Инвестрадаре: функции, разделы, изменения тарифов.',
    empty: 'Новостей пока нет.',
  },
  review: {
    title: 'Обзоры идей',
    description:
      'Еженедельные обзоры инвестиционных идей: самые заметные новые идеи недели, закрытия и их результаты, ссылки на страницы идей и акций.',
    lead: 'Каждую пятницу — главные идеи недели и итоги закрытых.',
    empty: 'Обзоров пока нет.',
  },
};

/** `/news` and `/reviews`: a page of editorial entries, newest first (`?page=N` in the address). */
export function ContentListRoute() {
  const { kind, group } = useLoaderData<ContentListData>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const texts = CONTENT_LIST_TEXTS[kind];
  const pageHref = (page: number) => (page === 1 ? pathname : `${pathname}?page=${page}`);
  return (
    <>
      <PageMeta
        title={group.page > 1 ? `${texts.title}, страница ${group.page}` : texts.title}
        description={texts.description}
      />
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
