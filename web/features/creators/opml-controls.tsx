import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { plural } from '../../lib/format';
import { OPML_EXPORT_URL, useImportOpml } from './api';

/** Move subscriptions in and out as OPML, the format every podcast app speaks. */
export function OpmlControls() {
  const input = useRef<HTMLInputElement>(null);
  const importOpml = useImportOpml();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const text = await file.text();
    importOpml.mutate(text, {
      onSuccess: (r) => {
        const parts = [`${r.skipped} skipped`];
        if (r.invalid > 0) parts.push(`${r.invalid} without a feed URL`);
        toast({ title: `Imported ${plural(r.added, 'creator')}`, description: parts.join(', '), variant: 'success' });
      },
      onError: (err) => toast({ title: 'Import failed', description: reasonOf(err), variant: 'destructive' }),
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".opml,.xml,text/xml,application/xml,text/x-opml"
        className="sr-only"
        tabIndex={-1}
        aria-label="OPML file"
        onChange={onFile}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={importOpml.isPending}>
        {importOpml.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
        Import OPML
      </Button>
      <Button variant="outline" asChild>
        <a href={OPML_EXPORT_URL} download="earshot-creators.opml">
          <Download aria-hidden="true" />
          Export OPML
        </a>
      </Button>
    </>
  );
}
