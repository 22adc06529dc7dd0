import { useContext, useEffect, useId } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  type Blocker,
  type BlockerFunction,
} from 'react-router';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

// React Router's useBlocker, asked of the data router directly. useBlocker itself would sit in
// react-router's module, which the public pages' entry chunk holds, and add to every public
// page; this stays in the admin chunk. Same contract: the router asks shouldBlock before each
// navigation, and a blocked one waits for proceed() or reset().
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  if (!router || !state) throw new Error('useNavigationBlocker needs a data router above it');
  const id = useId();

  // Two effects, so that a new shouldBlock replaces the function without dropping the blocker
  // (and a navigation it holds).
  useEffect(() => () => router.deleteBlocker(id), [router, id]);

  useEffect(() => {
    router.getBlocker(id, shouldBlock);
  }, [router, id, shouldBlock]);

  return state.blockers.get(id) ?? IDLE;
}
