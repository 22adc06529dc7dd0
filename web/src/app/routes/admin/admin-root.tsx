import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { ToastProvider } from '@/components/ui/toast';
import { adminPaths, adminQueryKeys, relativeAdminPath } from '@/config/admin-paths';
import { AdminLayout } from '@/features/admin-layout/components/admin-layout';
import { RedirectIfAuthenticated, RequireAuth } from '@/lib/auth/route-guards';
import { sessionStore } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';

import { AccountScreen } from './account';
import { AuthorProfileScreen } from './author-profile';
import { AuthorsScreen } from './authors';
import { BooksScreen } from './books';
import { DashboardScreen } from './dashboard';
import { EditBookScreen } from './edit-book';
import { EditKindnessKitScreen } from './edit-kindness-kit';
import { EditUpcomingBookScreen } from './edit-upcoming-book';
import { ForgotPasswordScreen } from './forgot-password';
import { KindnessKitFilesScreen } from './kindness-kit-files';
import { KindnessKitSignUpsScreen } from './kindness-kit-signups';
import { KindnessKitsScreen } from './kindness-kits';
import { LoginScreen } from './login';
import { MaterialsScreen } from './materials';
import { MultimediaScreen } from './multimedia';
import { MessageScreen } from './message';
import { MessagesScreen } from './messages';
import { NewBookScreen } from './new-book';
import { NewsletterScreen } from './newsletter';
import { NewKindnessKitScreen } from './new-kindness-kit';
import { NewUpcomingBookScreen } from './new-upcoming-book';
import { ResetPasswordScreen } from './reset-password';
import { SettingsScreen } from './settings';
import { SetupScreen } from './setup';
import { StatisticsScreen } from './statistics';
import { SubscribersScreen } from './subscribers';
import { TestimonialsScreen } from './testimonials';
import { UpcomingBooksScreen } from './upcoming-books';

const r = relativeAdminPath;

// The newsletter editor brings its rich-text library: loaded only when an issue is opened.
const NewsletterIssueScreen = lazy(() => import('./newsletter-issue'));
// The People screen and the invitation page: loaded when first opened.
const PeopleScreen = lazy(() => import('./people'));
const InviteScreen = lazy(() => import('./invite'));

function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>;
}
// History is opened now and then: loaded only when it is.
const HistoryScreen = lazy(() => import('./history'));

// The admin app, mounted at '/admin/*' and loaded only when an admin URL is visited, so none
// of it is in the public pages' bundle.
export default function AdminRoot() {
  const { status } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    sessionStore.start();
  }, []);

  // Signed out (here or in another tab): forget everything the admin screens loaded.
  useEffect(() => {
    if (status === 'unauthenticated') queryClient.removeQueries({ queryKey: adminQueryKeys.all });
  }, [status, queryClient]);

  return (
    <Routes>
      <Route
        path={r(adminPaths.login.path)}
        element={
          <RedirectIfAuthenticated>
            <LoginScreen />
          </RedirectIfAuthenticated>
        }
      />
      <Route path={r(adminPaths.forgotPassword.path)} element={<ForgotPasswordScreen />} />
      <Route path={r(adminPaths.resetPassword.path)} element={<ResetPasswordScreen />} />
      <Route path={r(adminPaths.setup.path)} element={<SetupScreen />} />
      <Route
        path={r(adminPaths.invite.path)}
        element={
          <Loaded>
            <InviteScreen />
          </Loaded>
        }
      />
      <Route
        element={
          <RequireAuth>
            <ToastProvider>
              <AdminLayout />
            </ToastProvider>
          </RequireAuth>
        }
      >
        <Route index element={<DashboardScreen />} />
        <Route path={r(adminPaths.books.path)} element={<BooksScreen />} />
        <Route path={r(adminPaths.newBook.path)} element={<NewBookScreen />} />
        <Route path={r(adminPaths.editBook.path)} element={<EditBookScreen />} />
        <Route path={r(adminPaths.kindnessKits.path)} element={<KindnessKitsScreen />} />
        <Route path={r(adminPaths.newKindnessKit.path)} element={<NewKindnessKitScreen />} />
        <Route path={r(adminPaths.editKindnessKit.path)} element={<EditKindnessKitScreen />} />
        <Route path={r(adminPaths.kindnessKitFiles.path)} element={<KindnessKitFilesScreen />} />
        <Route path={r(adminPaths.kindnessKitSignUps.path)} element={<KindnessKitSignUpsScreen />} />
        <Route path={r(adminPaths.upcomingBooks.path)} element={<UpcomingBooksScreen />} />
        <Route path={r(adminPaths.newUpcomingBook.path)} element={<NewUpcomingBookScreen />} />
        <Route path={r(adminPaths.editUpcomingBook.path)} element={<EditUpcomingBookScreen />} />
        <Route path={r(adminPaths.testimonials.path)} element={<TestimonialsScreen />} />
        <Route path={r(adminPaths.multimedia.path)} element={<MultimediaScreen />} />
        <Route path={r(adminPaths.materials.path)} element={<MaterialsScreen />} />
        <Route path={r(adminPaths.authors.path)} element={<AuthorsScreen />} />
        <Route path={r(adminPaths.authorProfile.path)} element={<AuthorProfileScreen />} />
        <Route path={r(adminPaths.messages.path)} element={<MessagesScreen />} />
        <Route path={r(adminPaths.message.path)} element={<MessageScreen />} />
        <Route path={r(adminPaths.subscribers.path)} element={<SubscribersScreen />} />
        <Route path={r(adminPaths.newsletter.path)} element={<NewsletterScreen />} />
        <Route path={r(adminPaths.newsletterIssue.path)} element={
            <Suspense fallback={<Spinner label="Loading the editor..." />}>
              <NewsletterIssueScreen />
            </Suspense>
          }
        />
        <Route path={r(adminPaths.statistics.path)} element={<StatisticsScreen />} />
        <Route path={r(adminPaths.settings.path)} element={<SettingsScreen />} />
        <Route path={r(adminPaths.account.path)} element={<AccountScreen />} />
        <Route
          path={r(adminPaths.people.path)}
          element={
            <Loaded>
              <PeopleScreen />
            </Loaded>
          }
        />
        <Route
          path={r(adminPaths.history.path)}
          element={
            <Suspense fallback={<Spinner label="Loading the history..." />}>
              <HistoryScreen />
            </Suspense>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to={adminPaths.dashboard.getHref()} replace />} />
    </Routes>
  );
}
