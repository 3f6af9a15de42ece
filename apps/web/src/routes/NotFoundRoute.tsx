import { useNavigate } from 'react-router';
import { NotFound } from '@investradar/ui';
import { MESSAGES } from '@investradar/ui/domain';

export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <>
      <title>{`${MESSAGES.notFound} — Инвестрадар`}</title>
      <NotFound homeHref="/" onNavigate={(href) => void navigate(href)} />
    </>
  );
}
