import { PageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { LoginForm } from '@/features/admin-auth/components/login-form';

export function LoginScreen() {
  return (
    <AuthCard title="Sign in" intro="Welcome back! Sign in to manage your books and materials.">
      <PageTitle title="Sign In" admin />
      <LoginForm />
    </AuthCard>
  );
}
