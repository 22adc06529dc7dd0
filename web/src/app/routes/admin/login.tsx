import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { LoginForm } from '@/features/admin-auth/components/login-form';
import { RecoveryNote } from '@/features/admin-auth/components/recovery-note';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function LoginScreen() {
  return (
    <AuthCard title="Sign in" intro="Welcome back! Sign in to manage your books and materials.">
      <AdminTitle title="Sign In" />
      <LoginForm />
      <RecoveryNote />
    </AuthCard>
  );
}
