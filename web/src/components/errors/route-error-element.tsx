import { useRouteError } from '@/lib/data-router';

import { RouteError } from './route-error';

// A data router's errorElement: the default error screen for the error the router caught.
export function RouteErrorElement() {
  return <RouteError error={useRouteError()} />;
}
