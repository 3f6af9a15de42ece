import { Alert, Button, Spinner } from '@investradar/ui';
import { MESSAGES } from '@investradar/ui/domain';

export function PageLoading({ label = 'Загружаем аккаунт…' }: { label?: string }) {
  return (
    <div className="app-page-state">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** The page's data could not be read at all (server down, network gone). */
export function PageLoadError({
  onRetry,
  title = 'Не удалось загрузить аккаунт',
}: {
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div className="app-page-state">
      <Alert tone="danger" title={title} actions={<Button onClick={onRetry}>Повторить</Button>}>
        {MESSAGES.genericError}
      </Alert>
    </div>
  );
}
