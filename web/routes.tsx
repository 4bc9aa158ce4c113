import { Route, Switch } from 'wouter';

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">Earshot</Route>
    </Switch>
  );
}
