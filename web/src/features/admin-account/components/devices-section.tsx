import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListRow } from '@/components/ui/list/list-row';
import { ListState } from '@/components/ui/list/list-state';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { formatDateTime } from '@/lib/format-date';
import { userMessage } from '@/lib/user-message';

import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import type { SignIn } from '../types';
import { deviceName } from '../utils/device-name';

import { AccountSection } from './account-section';

export const MSG_DEVICES_LOAD_FAILED = 'Failed to load your signed-in devices. Please try again.';
export const MSG_SIGN_OUT_FAILED = 'Failed to sign that device out. Please try again.';
export const MSG_SIGN_OUT_OTHERS_FAILED = 'Failed to sign the other devices out. Please try again.';

const devices = (n: number) => (n === 1 ? '1 other device' : `${n} other devices`);

function DeviceIcon({ system }: { system: string }) {
  const Icon = system === 'iPhone' || system === 'Android' ? Smartphone : system === 'iPad' ? Tablet : Monitor;
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-orange-800">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

function DeviceRow({ device, onSignOut }: { device: SignIn; onSignOut: (device: SignIn) => void }) {
  const name = deviceName(device);
  return (
    <ListRow
      media={<DeviceIcon system={device.system} />}
      actions={
        device.current ? null : (
          <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onSignOut(device)}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out <span className="sr-only">{name}, last seen {formatDateTime(device.lastSeenAt)}</span>
          </Button>
        )
      }
    >
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-extrabold text-stone-900">
        {name}
        {device.current ? (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-bold text-green-900">This device</span>
        ) : null}
      </h3>
      <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Network</dt>
        <dd className="break-all">{device.network || 'Unknown'}</dd>
        <dt className="font-semibold">Signed in</dt>
        <dd>
          <time dateTime={device.signedInAt}>{formatDateTime(device.signedInAt)}</time>
        </dd>
        <dt className="font-semibold">Last seen</dt>
        <dd>{device.current ? 'Now' : <time dateTime={device.lastSeenAt}>{formatDateTime(device.lastSeenAt)}</time>}</dd>
      </dl>
    </ListRow>
  );
}

// Signed-in devices: every device she is signed in on, this one marked, each other one with a
// Sign out, and Sign out everywhere else; each asks first, and takes effect at once.
export function DevicesSection() {
  const sessions = useSessions();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A refusal she can act on (sign in again with her second step, issue #42) is said as the
  // server says it; anything else is the screen's own message.
  const endSession = useEndSession();
  const endOtherSessions = useEndOtherSessions();
  const endOne = useConfirmAction({
    mutation: endSession,
    failureMessage: userMessage(endSession.error, MSG_SIGN_OUT_FAILED),
    onDone: (device) => toast.show(`${deviceName(device)} has been signed out.`),
    headingRef,
  });
  const endOthers = useConfirmAction({
    mutation: endOtherSessions,
    failureMessage: userMessage(endOtherSessions.error, MSG_SIGN_OUT_OTHERS_FAILED),
    onDone: (_, { signedOut }) => toast.show(`Signed out of ${devices(signedOut)}.`),
    headingRef,
  });
  const others = sessions.data?.filter((device) => !device.current).length ?? 0;
  const pending = endOne.pending;

  return (
    <AccountSection
      id="account-devices"
      title="Signed-in devices"
      headingRef={headingRef}
      intro="Where you are signed in to the admin. If you do not recognise a device, sign it out and change your password."
    >
      <ListState query={sessions} loadingLabel="Loading your signed-in devices..." loadFailedMessage={MSG_DEVICES_LOAD_FAILED}>
        {(list) => (
          <div className="space-y-4">
            <ul className="space-y-4">
              {list.map((device) => (
                <DeviceRow key={device.id} device={device} onSignOut={endOne.ask} />
              ))}
            </ul>
            {others > 0 ? (
              <div className="flex justify-end">
                <Button variant="secondary" onClick={() => endOthers.ask('others')}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign out everywhere else
                </Button>
              </div>
            ) : (
              <p className="text-stone-700">You are signed in on this device only.</p>
            )}
          </div>
        )}
      </ListState>

      <ConfirmDialog {...endOne.dialog} title="Sign out this device?" confirmLabel="Sign Out Device" busyLabel="Signing out...">
        <p>
          Sign out {pending ? deviceName(pending) : ''}
          {pending?.network ? ` (network ${pending.network})` : ''}? Whoever uses it will need the password to sign in again.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        {...endOthers.dialog}
        title="Sign out everywhere else?"
        confirmLabel="Sign Out Everywhere Else"
        busyLabel="Signing out..."
      >
        <p>
          Sign out {devices(others)}? This device stays signed in; the others will need the password to sign in again.
        </p>
      </ConfirmDialog>
    </AccountSection>
  );
}
