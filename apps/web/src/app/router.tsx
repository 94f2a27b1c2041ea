import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { paths } from '../config/paths';

// Every page is its own chunk; the signed-in shell and its layouts load only after sign-in.
const LoginRoute = lazy(() => import('./routes/auth/login'));
const SignedInRoot = lazy(() => import('./signed-in-root'));
const UserLayout = lazy(() =>
  import('../components/layouts/user-layout').then((module) => ({ default: module.UserLayout })),
);
const AdminLayout = lazy(() =>
  import('../components/layouts/admin-layout').then((module) => ({ default: module.AdminLayout })),
);
const RoleFallback = lazy(() =>
  import('./role-fallback').then((module) => ({ default: module.RoleFallback })),
);
const LeadGenRoute = lazy(() => import('./routes/lead-gen'));
const OnboardingRoute = lazy(() => import('./routes/onboarding'));
const AnalysisRoute = lazy(() => import('./routes/analysis'));
const FeedRoute = lazy(() => import('./routes/feed'));
const UsersRoute = lazy(() => import('./routes/admin/users'));
const EarningTranscriptRoute = lazy(() => import('./routes/admin/earning-transcript'));

/** Signed-out screens still to be built send visitors to /login rather than to an empty page. */
const PENDING_SIGNED_OUT_PATHS = [
  paths.auth.register.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
  paths.auth.signUp.path,
  paths.auth.passcode.path,
  paths.auth.linkedInReturn.path,
  paths.auth.azureReturn.path,
];

function SignedOut({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}

/** The route tree: signed-out screens by exact path, every other path inside the signed-in shell. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Routes>
        <Route
          path={paths.auth.login.path}
          caseSensitive
          element={
            <SignedOut>
              <LoginRoute />
            </SignedOut>
          }
        />
        {PENDING_SIGNED_OUT_PATHS.map((path) => (
          <Route
            key={path}
            path={path}
            caseSensitive
            element={<Navigate to={paths.auth.login.getHref()} replace />}
          />
        ))}
        <Route
          element={
            <Suspense fallback={<PageSkeleton />}>
              <SignedInRoot />
            </Suspense>
          }
        >
          <Route element={<UserLayout />}>
            <Route path={paths.app.leadGen.path} element={<LeadGenRoute />} />
            <Route path={paths.app.onboarding.path} element={<OnboardingRoute />} />
            <Route path={paths.app.analysis.path} element={<AnalysisRoute />} />
            <Route path={paths.app.feed.path} element={<FeedRoute />} />
          </Route>
          <Route element={<AdminLayout />}>
            <Route path={paths.admin.users.path} element={<UsersRoute />} />
            <Route path={paths.admin.earningTranscript.path} element={<EarningTranscriptRoute />} />
          </Route>
          <Route path="*" element={<RoleFallback />} />
        </Route>
      </Routes>
    </AppErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
