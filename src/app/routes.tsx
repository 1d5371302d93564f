import { Outlet, type RouteObject } from 'react-router-dom';
import { overviewEntityConfigs, type NavGroup } from '../entities';
import { detailRoutePattern, navGroupPath, paths } from '../entities/paths';
import { loadAccountRedirectPage, loadLogoutPage } from '../features/auth';
import { loadDashboard } from '../features/dashboard';
import { loadHomePage } from '../features/home';
import { loadReportsPage } from '../features/reports';
import { t } from '../i18n';
import { loadSignInPage } from '../features/auth';
import { detectEnvironment } from '../lib/environment';
import { AuthGate } from './auth-gate';
import { ErrorScreen } from './error-screen';
import { EnvironmentLogo } from './layout/environment-logo';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './route-error';
import { useAppShellTakeover } from './shell/app-shell-takeover';

const comingSoon =
  (title: string): RouteObject['lazy'] =>
  async () => {
    const { ComingSoonPage } = await import('./pages/coming-soon-page');
    return { element: <ComingSoonPage title={title} /> };
  };

/** Every entity overview and its detail route, derived from the catalogue (spec 1 §2.1). */
function entityRoutes(): RouteObject[] {
  return overviewEntityConfigs().flatMap(({ type, overviewPath }) => [
    {
      path: overviewPath,
      lazy: async () => {
        const { EntityOverviewPage } = await import('./pages/entity-overview-page');
        return { element: <EntityOverviewPage type={type} /> };
      },
    },
    {
      path: detailRoutePattern(type),
      lazy: async () => {
        const { EntityDetailPage } = await import('./pages/entity-detail-page');
        return { element: <EntityDetailPage type={type} /> };
      },
    },
  ]);
}

const groupRoute = (group: NavGroup): RouteObject => ({
  path: navGroupPath(group),
  lazy: async () => {
    const { NavGroupPage } = await import('./pages/nav-group-page');
    return { element: <NavGroupPage group={group} /> };
  },
});

/** Without a token every protected address shows the sign-in screen (and loads nothing else). */
const loadSignInRoute: RouteObject['lazy'] = async () => {
  const { SignInPage } = await loadSignInPage();
  return {
    element: (
      <SignInPage logo={<EnvironmentLogo environment={detectEnvironment(window.location.hostname)} />} />
    ),
  };
};
const signInRoutes: RouteObject[] = [
  { index: true, lazy: loadSignInRoute },
  { path: '*', lazy: loadSignInRoute },
];

/** The root route: its first render is the app's first real screen, so the pre-rendered shell goes. */
function Root() {
  useAppShellTakeover();
  return <Outlet />;
}

/**
 * The route table; every page is lazy-loaded. Signing in and out always reload the page, so the table is
 * chosen once at start: signed out, the protected branch is not even part of it (the sign-in route stays
 * light); signed in, the AuthGate still guards it.
 */
export function createAppRoutes({ signedIn }: { signedIn: boolean }): RouteObject[] {
  return [
    {
      path: '/',
      Component: Root,
      errorElement: <RouteError standalone />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: paths.mockedPreview, lazy: comingSoon(t('page.mockedPreview')) },
        { path: paths.logout, lazy: async () => ({ Component: (await loadLogoutPage()).LogoutPage }) },
        ...(signedIn ? [protectedRoutes()] : signInRoutes),
      ],
    },
  ];
}

function protectedRoutes(): RouteObject {
  return {
    element: <AuthGate />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: async () => {
                  // The app composes the home feature with the dashboard feature in its slot.
                  const [{ HomePage }, { Dashboard }] = await Promise.all([loadHomePage(), loadDashboard()]);
                  return { element: <HomePage dashboard={<Dashboard />} /> };
                },
              },
              ...entityRoutes(),
              groupRoute('content'),
              groupRoute('profile'),
              groupRoute('media'),
              groupRoute('settings'),
              { path: paths.userSettings, lazy: comingSoon(t('page.userProfile')) },
              { path: paths.userNotifications, lazy: comingSoon(t('page.notifications')) },
              { path: paths.userSubscriptions, lazy: comingSoon(t('page.subscriptions')) },
              {
                path: paths.reports,
                lazy: async () => ({ Component: (await loadReportsPage()).ReportsPage }),
              },
              { path: paths.redirect, lazy: comingSoon(t('page.redirect')) },
              {
                path: paths.account,
                lazy: async () => ({ Component: (await loadAccountRedirectPage()).AccountRedirectPage }),
              },
              { path: '*', element: <ErrorScreen status={404} /> },
            ],
          },
        ],
      },
    ],
  };
}
