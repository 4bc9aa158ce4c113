import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLayout } from './components/layout/app-layout';
import { Toaster } from './components/ui/toaster';
import { TooltipProvider } from './components/ui/tooltip';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';

/** Everything inside the data and router providers: the frame, the screens, notifications. */
export function AppFrame({ footer }: { footer?: ReactNode }) {
  return (
    <TooltipProvider>
      <AppLayout footer={footer}>
        <AppRoutes />
      </AppLayout>
      <Toaster />
    </TooltipProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppFrame />
    </QueryClientProvider>
  );
}
