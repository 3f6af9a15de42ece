import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the unit tests beside the stories and the API tests on two cores: a `findBy…` or `waitFor`
// may need more than Testing Library's default second there. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
