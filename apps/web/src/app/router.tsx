import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { paths } from '../config/paths';

// Every page is its own chunk; the signed-in shell and its layouts load only after sign-in.
const LoginRoute = lazy(() => import('./routes/auth/login'));
const PasscodeRoute = lazy(() => import('./routes/auth/passcode'));
const RegisterRoute = lazy(() => import('./routes/auth/register'));
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/auth/reset-password'));
const SignUpRoute = lazy(() => import('./routes/auth/sign-up'));
const SsoReturnRoute = lazy(() => import('./routes/auth/sso-return'));
const SsoConfirmRoute = lazy(() => import('./routes/auth/sso-confirm'));
const DevMailRoute = lazy(() => import('./routes/dev-mail'));
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
const AnalysisDetailRoute = lazy(() => import('./routes/analysis-detail'));
const FeedRoute = lazy(() => import('./routes/feed'));
const CompanyStoryRoute = lazy(() => import('./routes/company-story'));
const UsersRoute = lazy(() => import('./routes/admin/users'));
const CreateUserRoute = lazy(() => import('./routes/admin/create-user'));
const EarningTranscriptRoute = lazy(() => import('./routes/admin/earning-transcript'));
const ImportTranscriptsRoute = lazy(() => import('./routes/admin/import-transcripts'));
const UpgradeRequestsRoute = lazy(() => import('./routes/admin/upgrade-requests'));
const AuditLogRoute = lazy(() => import('./routes/admin/audit-log'));
const CompaniesRoute = lazy(() => import('./routes/admin/companies'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const TermsRoute = lazy(() => import('./routes/legal/terms'));
const PrivacyRoute = lazy(() => import('./routes/legal/privacy'));
const RoleLayout = lazy(() =>
  import('../components/layouts/role-layout').then((module) => ({ default: module.RoleLayout })),
);

/** Signed-out screens, each its own chunk so /login downloads none of them. */
const SIGNED_OUT_ROUTES = [
  { path: paths.auth.passcode.path, Screen: PasscodeRoute },
  { path: paths.auth.register.path, Screen: RegisterRoute },
  { path: paths.auth.forgotPassword.path, Screen: ForgotPasswordRoute },
  { path: paths.auth.resetPassword.path, Screen: ResetPasswordRoute },
  { path: paths.auth.signUp.path, Screen: SignUpRoute },
  { path: paths.auth.linkedInReturn.path, Screen: SsoReturnRoute },
  { path: paths.auth.azureReturn.path, Screen: SsoReturnRoute },
  { path: paths.auth.ssoConfirm.path, Screen: SsoConfirmRoute },
  { path: paths.dev.mail.path, Screen: DevMailRoute },
  // Readable whether signed in or not: they sit outside the signed-in shell.
  { path: paths.legal.terms.path, Screen: TermsRoute },
  { path: paths.legal.privacy.path, Screen: PrivacyRoute },
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
        {SIGNED_OUT_ROUTES.map(({ path, Screen }) => (
          <Route
            key={path}
            path={path}
            caseSensitive
            element={
              <SignedOut>
                <Screen />
              </SignedOut>
            }
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
            <Route path={paths.app.analysisDetail.path} element={<AnalysisDetailRoute />} />
            <Route path={paths.app.feed.path} element={<FeedRoute />} />
            <Route path={paths.app.story.path} element={<CompanyStoryRoute />} />
          </Route>
          <Route element={<AdminLayout />}>
            <Route path={paths.admin.users.path} element={<UsersRoute />} />
            <Route path={paths.admin.createUser.path} element={<CreateUserRoute />} />
            <Route path={paths.admin.earningTranscript.path} element={<EarningTranscriptRoute />} />
            <Route path={paths.admin.importTranscripts.path} element={<ImportTranscriptsRoute />} />
            <Route path={paths.admin.upgradeRequests.path} element={<UpgradeRequestsRoute />} />
            <Route path={paths.admin.auditLog.path} element={<AuditLogRoute />} />
            <Route path={paths.admin.companies.path} element={<CompaniesRoute />} />
          </Route>
          <Route element={<RoleLayout />}>
            <Route path={paths.app.settings.path} element={<SettingsRoute />} />
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
