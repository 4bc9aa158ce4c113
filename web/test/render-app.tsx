import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppFrame } from '../app';
import { createQueryClient } from '../lib/query-client';

/** The whole app at `path`, with its own data cache and an in-memory location. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppFrame />
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}
