import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject } from 'react-router';
import { getFeatureFlags } from '../api/feature-flags';
import { PageLoader } from '../components/page-loader';
import { overviewEntityConfigs, type NavGroup } from '../entities';
import { detailRoutePattern, navGroupPath, paths } from '../entities/paths';
import { loadActivityPage, loadRecentActivity } from '../features/activity';
import { loadAccountRedirectPage, loadLogoutPage } from '../features/auth';
import { loadDashboard } from '../features/dashboard';
import { loadHomePage } from '../features/home';
import { loadNotificationsOverview, loadRedirectPage } from '../features/notifications';
import { loadUserProfile } from '../features/profile';
import { loadReportsPage } from '../features/reports';
import { loadTrashPage, TRASH_ROUTE } from '../features/trash';
import { t } from '../i18n';
import { loadSignInPage } from '../features/auth';
import { detectEnvironment } from '../lib/environment';
import { AuthGate } from './auth-gate';
import { ErrorScreen } from './error-screen';
import { EnvironmentLogo } from './layout/environment-logo';
import { entityTypeEnabled } from './layout/navigation';
import { RouteError } from './route-error';
import { RouteFrame } from './route-frame';
import type { RouteHandle } from './route-handle';
import { editorLoader, never, onOtherEntity, sessionLoader } from './route-prefetch';
import { useAppShellTakeover } from './shell/app-shell-takeover';

/** A page still to come: its heading and its document title. */
const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => {
    const { ComingSoonPage } = await import('./pages/coming-soon-page');
    return { element: <ComingSoonPage title={title} /> };
  },
});

/** The overview's nested-level filter (features/overview/address-query.ts), not imported to keep it lazy. */
const PARENT_KEY = 'f[parentId]';
const notFound = { element: <ErrorScreen status={404} /> };
const notFoundHandle: RouteHandle = { title: t('error.404.headline') };

/**
 * Every entity overview and its detail route, derived from the catalogue (spec 1 §2.1). A type switched off
 * by a feature flag (videos without `media`, spec 1 §6) is not there, even by address: 404.
 */
function entityRoutes(queryClient: QueryClient): RouteObject[] {
  const flags = getFeatureFlags();
  return overviewEntityConfigs().flatMap(({ type, overviewPath, plural }) => {
    const enabled = entityTypeEnabled(type, flags);
    return [
      {
        path: overviewPath,
        // A nested level (f[parentId]) is a page of its own: focus goes to its heading (spec 1 §2.7).
        handle: enabled
          ? ({ title: plural, pageParams: [PARENT_KEY] } satisfies RouteHandle)
          : notFoundHandle,
        lazy: async () => {
          if (!enabled) return notFound;
          const { EntityOverviewPage } = await import('./pages/entity-overview-page');
          return { element: <EntityOverviewPage type={type} /> };
        },
      },
      {
        path: detailRoutePattern(type),
        handle: enabled
          ? // The wizard refines it to '{plural} > {name or Untitled}' once the entity is there (spec 2 §2.1).
            ({ title: plural } satisfies RouteHandle)
          : notFoundHandle,
        ...(enabled ? { loader: editorLoader(queryClient, type), shouldRevalidate: onOtherEntity } : {}),
        lazy: async () => {
          if (!enabled) return notFound;
          const { EntityDetailPage } = await import('./pages/entity-detail-page');
          return { element: <EntityDetailPage type={type} /> };
        },
      },
    ];
  });
}

const groupRoute = (group: NavGroup): RouteObject => ({
  path: navGroupPath(group),
  handle: { title: t(`nav.group.${group}`) } satisfies RouteHandle,
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
const signInHandle: RouteHandle = { title: t('auth.signIn.welcomeTitle'), titleStandsAlone: true };
const signInRoutes: RouteObject[] = [
  { index: true, handle: signInHandle, lazy: loadSignInRoute },
  { path: '*', handle: signInHandle, lazy: loadSignInRoute },
];

/** The root route: its first render is the app's first real screen, so the pre-rendered shell goes. */
function Root() {
  useAppShellTakeover();
  return <RouteFrame />;
}

/**
 * The route table; every page is lazy-loaded. Signing in and out always reload the page, so the table is
 * chosen once at start: signed out, the protected branch is not even part of it (the sign-in route stays
 * light); signed in, the AuthGate still guards it.
 */
export function createAppRoutes({
  signedIn,
  queryClient,
}: {
  signedIn: boolean;
  /** The app's query client: the protected routes' loaders start their pages' first reads in it. */
  queryClient: QueryClient;
}): RouteObject[] {
  return [
    {
      path: '/',
      Component: Root,
      errorElement: <RouteError standalone />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        comingSoon(paths.mockedPreview, t('page.mockedPreview')),
        { path: paths.logout, lazy: async () => ({ Component: (await loadLogoutPage()).LogoutPage }) },
        {
          // The demo tenant's stand-in for the external cloud panel (/account leads here, README decision).
          path: 'cloud-panel/*',
          handle: { title: t('page.account') } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./pages/demo-cloud-panel-page')).DemoCloudPanelPage,
          }),
        },
        ...(signedIn ? [protectedRoutes(queryClient)] : signInRoutes),
      ],
    },
  ];
}

function protectedRoutes(queryClient: QueryClient): RouteObject {
  return {
    element: <AuthGate />,
    loader: sessionLoader(queryClient),
    shouldRevalidate: never,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                handle: { title: t('page.home') } satisfies RouteHandle,
                lazy: async () => {
                  // The app composes the home feature with the dashboard feature in its slot.
                  const [{ HomePage }, { Dashboard }, { RecentActivity }] = await Promise.all([
                    loadHomePage(),
                    loadDashboard(),
                    loadRecentActivity(),
                  ]);
                  return {
                    element: (
                      <HomePage dashboard={<Dashboard widgets={{ RecentActivity: <RecentActivity /> }} />} />
                    ),
                  };
                },
              },
              ...entityRoutes(queryClient),
              groupRoute('content'),
              groupRoute('profile'),
              groupRoute('media'),
              groupRoute('settings'),
              {
                path: paths.userSettings,
                lazy: async () => ({ Component: (await loadUserProfile()).UserProfileLayout }),
                children: [
                  {
                    index: true,
                    handle: { title: t('page.userProfile') } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await loadUserProfile()).BasicInfo }),
                  },
                  {
                    path: paths.userNotifications,
                    handle: { title: t('page.notifications') } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await loadNotificationsOverview()).NotificationsOverview,
                    }),
                  },
                  {
                    path: paths.userSubscriptions,
                    handle: { title: t('page.subscriptions') } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await loadUserProfile()).SubscriptionsForm }),
                  },
                ],
              },
              {
                path: TRASH_ROUTE,
                handle: { title: t('trash.link') } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadTrashPage()).TrashPage }),
              },
              {
                path: paths.reports,
                handle: { title: t('page.reports') } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadReportsPage()).ReportsPage }),
              },
              {
                path: paths.activity,
                handle: { title: t('activity.title') } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadActivityPage()).ActivityPage }),
              },
              {
                path: paths.redirect,
                handle: { title: t('page.redirect') } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadRedirectPage()).RedirectPage }),
              },
              {
                path: paths.account,
                handle: { title: t('page.account') } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadAccountRedirectPage()).AccountRedirectPage }),
              },
              { path: '*', handle: notFoundHandle, ...notFound },
            ],
          },
        ],
      },
    ],
  };
}
