import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet';
import { Logo } from './logo';
import { NavLinks } from './nav-links';

/** Small screens: the header links live in a slide-in side menu that closes once a link is chosen. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Go to a section of Earshot</SheetDescription>
        <div className="pb-2">
          <Logo onNavigate={close} />
        </div>
        <nav aria-label="Main">
          <NavLinks layout="stacked" onNavigate={close} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
