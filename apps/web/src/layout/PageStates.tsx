import { Alert, Button, Spinner } from '@investradar/ui';
import { MESSAGES } from '@investradar/ui/domain';

export function PageLoading() {
  return (
    <div className="app-page-state">
      <Spinner size="lg" label="Загружаем аккаунт…" />
    </div>
  );
}

/** The account could not be read at all (server down, network gone). */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="app-page-state">
      <Alert tone="danger" title="Не удалось загрузить аккаунт" actions={<Button onClick={onRetry}>Повторить</Button>}>
        {MESSAGES.genericError}
      </Alert>
    </div>
  );
}
