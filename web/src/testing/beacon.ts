import { afterEach, beforeEach, expect, vi } from 'vitest';

// A stand-in for navigator.sendBeacon, which jsdom lacks: analytics sends its events with it.
// result is what the browser would answer (false: it would not queue the event). A test file
// that uses it gets a jsdom of its own (vite-plugins/isolated-test-files.ts).
export function stubBeacon(result: boolean | (() => boolean) = true) {
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => (typeof result === 'function' ? result() : result));
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return sendBeacon;
}

export function removeBeacon() {
  Reflect.deleteProperty(navigator, 'sendBeacon');
}

// The event a stubbed sendBeacon was given on its call-th call, as the server would read it.
export async function beaconJson(sendBeacon: ReturnType<typeof stubBeacon>, call = 0) {
  const [url, data] = sendBeacon.mock.calls[call];
  expect(url).toBe('/api/events');
  expect(data).toBeInstanceOf(Blob);
  expect((data as Blob).type).toBe('application/json');
  return JSON.parse(await (data as Blob).text()) as Record<string, unknown>;
}

// Every event it was given, in order.
export async function beaconEvents(sendBeacon: ReturnType<typeof stubBeacon>) {
  return Promise.all(sendBeacon.mock.calls.map((_, call) => beaconJson(sendBeacon, call)));
}

// Turns analytics' sending on (it is off under Vitest) for each test of the calling describe,
// on the page at path, and everything back off after each.
export function sendEventsInEachTest(path: string) {
  beforeEach(() => {
    vi.stubEnv('MODE', 'production');
    window.history.replaceState(null, '', path);
  });
  afterEach(() => {
    removeBeacon();
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/');
  });
}
