import { setTimeout as pause } from 'node:timers/promises';

import { act } from '@testing-library/react';
import { vi } from 'vitest';

// For a test that checks a delay to the millisecond (a toast's 5 s, a redirect after 3 s): after
// vi.useFakeTimers() (without shouldAdvanceTime) the clock moves only when the test moves it, so a
// busy machine cannot move it past the moment being checked. findBy…, waitFor and user-event do
// not work then (Testing Library's wrappers wait on setTimeout): a test acts with fireEvent and
// waits with untilOnStillClock instead.

// Waits until check passes, the clock standing still: each round runs the timers due now
// (TanStack Query tells a screen of a change with setTimeout(…, 0)) and gives real work, such as
// reading a response, a turn. About 10 s before it gives up, as findBy… does here.
export async function untilOnStillClock(check: () => void, rounds = 1_000) {
  for (let round = 1; ; round++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    try {
      check();
      return;
    } catch (error) {
      if (round >= rounds) throw error;
    }
    await act(async () => {
      await pause(10);
    });
  }
}

// Moves the clock ms forward, running what falls due.
export async function moveClock(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
