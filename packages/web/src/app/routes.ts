// Every route of spec 000 §2.1 with its guard (§2.2). Pages are loaded lazily so the first load only
// carries the app shell. `access`: public — anyone; guest — only logged out (else /main-view);
// user — logged in (else logout + /signup); landlord — role Landlord (else /main-view).
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';

export type RouteAccess = 'public' | 'guest' | 'user' | 'landlord';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  page: LazyExoticComponent<ComponentType>;
}

const auth = {
  login: lazyPage(() => import('../features/auth/login-page'), 'LoginPage'),
  signup: lazyPage(() => import('../features/auth/signup-page'), 'SignupPage'),
  resetRequest: lazyPage(() => import('../features/auth/reset-request-page'), 'ResetRequestPage'),
  resetPassword: lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
  complete: lazyPage(() => import('../features/auth/complete-registration-page'), 'CompleteRegistrationPage'),
  completeCode: lazyPage(
    () => import('../features/auth/complete-registration-code-page'),
    'CompleteRegistrationCodePage',
  ),
  invitation: lazyPage(() => import('../features/auth/accept-invitation-page'), 'AcceptInvitationPage'),
  landlordRegistration: lazyPage(
    () => import('../features/auth/landlord-registration-page'),
    'LandlordRegistrationPage',
  ),
};

const tabs = () => import('./resident-tab-pages');
const help = () => import('../features/help/help-pages');
const landlord = () => import('../features/landlord/landlord-pages');
const shop = () => import('../features/shop/shop-pages');
const membership = () => import('../features/membership/payment-method-pages');

export const ROUTES: AppRoute[] = [
  // Guest only
  { path: '/login', access: 'guest', page: auth.login },
  { path: '/login/:type', access: 'guest', page: auth.login },
  { path: '/signup', access: 'guest', page: auth.signup },
  { path: '/resetpassword', access: 'guest', page: auth.resetRequest },
  // Logged in
  { path: '/main-view', access: 'user', page: lazyPage(() => import('./main-view-page'), 'MainViewPage') },
  { path: '/security', access: 'user', page: lazyPage(tabs, 'SecurityTabPage') },
  { path: '/security/:target', access: 'user', page: lazyPage(tabs, 'SecurityTabPage') },
  { path: '/automation', access: 'user', page: lazyPage(tabs, 'AutomationTabPage') },
  { path: '/e-shop', access: 'user', page: lazyPage(tabs, 'ShopTabPage') },
  { path: '/e-shop/:sku', access: 'user', page: lazyPage(shop, 'ProductPage') },
  {
    path: '/my-account',
    access: 'user',
    page: lazyPage(() => import('../features/account/my-account-page'), 'MyAccountPage'),
  },
  { path: '/help-center', access: 'user', page: lazyPage(help, 'HelpCenterPage') },
  { path: '/help-with-gateway', access: 'user', page: lazyPage(help, 'HelpWithGatewayPage') },
  { path: '/app-intro', access: 'user', page: lazyPage(help, 'AppIntroPage') },
  {
    path: '/app-introduction-and-gateway-setup',
    access: 'user',
    page: lazyPage(() => import('../features/gateway/gateway-setup-page'), 'GatewaySetupPage'),
  },
  // Landlord only
  { path: '/add-property', access: 'landlord', page: lazyPage(landlord, 'AddPropertyPage') },
  { path: '/property-managers', access: 'landlord', page: lazyPage(landlord, 'PropertyManagersPage') },
  { path: '/global-settings', access: 'landlord', page: lazyPage(landlord, 'StrategiesPage') },
  { path: '/landlord-settings', access: 'landlord', page: lazyPage(landlord, 'LandlordSettingsPage') },
  { path: '/landlord-alarms', access: 'landlord', page: lazyPage(landlord, 'LandlordAlarmsPage') },
  { path: '/landlord-properties', access: 'landlord', page: lazyPage(landlord, 'LandlordPropertiesPage') },
  { path: '/landlord-properties/:id', access: 'landlord', page: lazyPage(landlord, 'LandlordPropertyPage') },
  { path: '/statistics', access: 'landlord', page: lazyPage(landlord, 'StatisticsPage') },
  { path: '/events', access: 'landlord', page: lazyPage(landlord, 'EventsPage') },
  {
    path: '/notifications',
    access: 'landlord',
    page: lazyPage(() => import('../features/landlord/notifications-page'), 'LandlordNotificationsPage'),
  },
  { path: '/detail/:id', access: 'landlord', page: lazyPage(landlord, 'DetailPage') },
  // Public
  { path: '/open-e-shop', access: 'public', page: lazyPage(shop, 'OpenShopPage') },
  { path: '/e-shop-success/:id', access: 'public', page: lazyPage(shop, 'ShopSuccessPage') },
  { path: '/e-shop-cancel/:id', access: 'public', page: lazyPage(shop, 'ShopCancelPage') },
  {
    path: '/payment-method-update-success/:id',
    access: 'public',
    page: lazyPage(membership, 'PaymentUpdateSuccessPage'),
  },
  {
    path: '/payment-method-update-cancel/:id',
    access: 'public',
    page: lazyPage(membership, 'PaymentUpdateCancelPage'),
  },
  { path: '/landlord-registration/:token', access: 'public', page: auth.landlordRegistration },
  { path: '/complete-registration', access: 'public', page: auth.completeCode },
  { path: '/complete-registration/:token', access: 'public', page: auth.complete },
  { path: '/accept-invitation/:token', access: 'public', page: auth.invitation },
  { path: '/reset-password/:token', access: 'public', page: auth.resetPassword },
];

/** Paths that redirect to /main-view. */
export const REDIRECTS_TO_MAIN = ['/', '/web'];

export const NOT_FOUND_PAGE = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
