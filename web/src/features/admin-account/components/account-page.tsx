import { CodesSection } from './codes-section';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { SecondStepNotice } from './second-step-notice';

// The signed-in owner's own account (Admin → Account): her password, her email address, her
// sign-in codes, passkeys and the devices she is signed in on.
export function AccountPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-stone-900">Account</h1>
        <p className="mt-1 text-stone-700">Your password, your email address, your sign-in codes, your passkeys and where you are signed in.</p>
      </div>
      <SecondStepNotice />
      <PasswordSection />
      <EmailSection />
      <PasskeysSection />
      <CodesSection />
      <DevicesSection />
    </div>
  );
}
