import { PageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/admin-auth/components/forgot-password-form';

export function ForgotPasswordScreen() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email address and we'll send you a link to reset your password."
    >
      <PageTitle title="Forgot Password" admin />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
