import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '../components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-3">
            <AlertCircle aria-hidden="true" className="size-8 shrink-0 text-red-500" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
