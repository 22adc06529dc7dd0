import { useCallback, useRef } from 'react';

import { apiPaths } from '@/config/paths';

import { t } from './i18n';

// The public forms send a proof-of-work solution with each submission (the
// server's internal/server/challenge.go): Altcha's widget fetches a challenge
// and solves it in background workers while the person types. The widget's
// code loads only when a form is first used, so no page pays for it until then.

export type ProofOfWorkForm = 'newsletter' | 'contact' | 'kit' | 'review';

// Shown only when solving fails, e.g. the connection dropped.
export const proofOfWorkFailed = () => t('errors.formNotReady');

// A solution older than this is solved again: the server's challenges last 30 minutes.
const freshFor = 25 * 60 * 1000;

let solver: Promise<typeof import('./altcha-solver')> | null = null;

function loadSolver() {
  solver ??= import('./altcha-solver').catch((error: unknown) => {
    solver = null;
    throw error;
  });
  return solver;
}

type Pending = { solution: Promise<string>; started: number };

// useProofOfWork: call start() when the form is first used (focus or input),
// and take() when sending it, for the payload to send as the 'altcha' field.
// Each payload is used once; the next send solves a new challenge.
export function useProofOfWork(form: ProofOfWorkForm) {
  const pending = useRef<Pending | null>(null);

  const start = useCallback(() => {
    const current = pending.current;
    if (current && Date.now() - current.started < freshFor) return;
    const solution = loadSolver().then((module) => module.solve(apiPaths.challenge(form)));
    const next = { solution, started: Date.now() };
    // A failure is reported when the form is sent; until then, try again on the next use.
    solution.catch(() => {
      if (pending.current === next) pending.current = null;
    });
    pending.current = next;
  }, [form]);

  const take = useCallback(async (): Promise<string> => {
    start();
    const current = pending.current as Pending;
    pending.current = null;
    try {
      return await current.solution;
    } catch (error) {
      console.error('Proof of work failed', error);
      throw new Error(proofOfWorkFailed());
    }
  }, [start]);

  return { start, take };
}
