import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLayout } from './components/layout/app-layout';
import { Toaster } from './components/ui/toaster';
import { TooltipProvider } from './components/ui/tooltip';
import { AssistantLauncher } from './features/assistant/api';
import { PlayerBarSlot } from './features/player/player-bar-slot';
import { PlayerProvider } from './features/player/player-provider';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';

/** Everything inside the data and router providers: the frame, the screens, the player, notifications. */
export function AppFrame({ footer }: { footer?: ReactNode }) {
  return (
    <TooltipProvider>
      <PlayerProvider>
        <AppLayout footer={footer ?? <PlayerBarSlot />}>
          <AppRoutes />
        </AppLayout>
        <AssistantLauncher />
      </PlayerProvider>
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
