import { useContext, useEffect, useId, useState } from 'react';
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
  const [key, setKey] = useState('');

  useEffect(() => {
    setKey(id);
    return () => router.deleteBlocker(id);
  }, [router, id]);

  useEffect(() => {
    if (key !== '') router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);

  return (key !== '' && state.blockers.get(key)) || IDLE;
}
