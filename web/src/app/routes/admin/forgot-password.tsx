import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/admin-auth/components/forgot-password-form';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function ForgotPasswordScreen() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email address and we'll send you a link to reset your password."
    >
      <AdminTitle title="Forgot Password" />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
