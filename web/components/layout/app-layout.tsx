import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';

/**
 * The frame of every screen: sticky header, the page, and a bottom region (`footer`) reserved
 * for the persistent player bar, which stays mounted across navigation.
 */
export function AppLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
      {footer && (
        <div data-region="player" className="sticky bottom-0 z-40">
          {footer}
        </div>
      )}
    </div>
  );
}
