import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { setAdminToken, useAdminToken } from './api';

/** Shown when the server asks for the admin token: kept in this browser and sent with admin calls. */
export function AdminTokenCard() {
  const qc = useQueryClient();
  const stored = useAdminToken();
  const [value, setValue] = useState(stored);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAdminToken(value.trim());
    void qc.invalidateQueries();
  };
  return (
    <Card className="border-amber-300 bg-amber-50/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-4 text-amber-700" />
          Admin token needed
        </CardTitle>
        <CardDescription>
          {stored
            ? 'The server did not accept the saved admin token. Enter the current one.'
            : 'This server protects its admin tools with a token (ADMIN_TOKEN). Enter it to continue.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="admin-token">Admin token</Label>
            <Input
              id="admin-token"
              type="password"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!value.trim()}>
            Use Token
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
