import { EMAIL_CHANGE_CONFIRM_PATH, EMAIL_CHANGE_UNDO_PATH } from '@coulisse/shared/rules/accountAdmin';
import { lazyNamed } from '../../app/screens/lazyNamed';
import type { Screen } from '../../app/screens/screens';
// The first screen a phone shows is part of the entry: one round trip less before the form appears
// on a slow network, for about 3 kB more on the other routes (issue 14). Its texts are all in the
// catalogue's core.
import { SignInScreen } from './routes/SignInScreen';

// Each screen is a chunk of its own: the sign-in screen loads none of the others' forms (issue 14).
const ChangePasswordScreen = lazyNamed(() => import('./routes/ChangePasswordScreen'), 'ChangePasswordScreen');
const CreateProfileScreen = lazyNamed(() => import('./routes/CreateProfileScreen'), 'CreateProfileScreen');
const EmailChangeScreen = lazyNamed(() => import('./routes/EmailChangeScreen'), 'EmailChangeScreen');
const ForgotPasswordScreen = lazyNamed(() => import('./routes/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const NewPasswordScreen = lazyNamed(() => import('./routes/NewPasswordScreen'), 'NewPasswordScreen');
const SignUpScreen = lazyNamed(() => import('./routes/SignUpScreen'), 'SignUpScreen');

/** Accounts (spec 1 §2): the signed-out screens, the reset link, the e-mail change links, the password change and creating profiles. */
export const accountsScreens: readonly Screen[] = [
  { path: '/', element: <SignInScreen />, access: 'signedOut' },
  { path: '/wachtwoord-vergeten', element: <ForgotPasswordScreen />, access: 'signedOut' },
  { path: '/account-aanmaken', element: <SignUpScreen />, access: 'signedOut', publicWidth: 860 },
  { path: '/nieuw-wachtwoord', element: <NewPasswordScreen />, access: 'public' },
  // The links of a login e-mail change: whoever follows them may be signed in or out.
  { path: EMAIL_CHANGE_CONFIRM_PATH, element: <EmailChangeScreen link="confirm" />, access: 'public' },
  { path: EMAIL_CHANGE_UNDO_PATH, element: <EmailChangeScreen link="undo" />, access: 'public' },
  { path: '/verander-wachtwoord', element: <ChangePasswordScreen />, access: 'signedIn', openWhileVerifying: true },
  { path: '/profiel-aanmaken', element: <CreateProfileScreen mode="linked" />, access: 'signedIn' },
  { path: '/medewerkers/nieuw', element: <CreateProfileScreen mode="account" />, access: 'signedIn', availableFor: (u) => u.flags.canCreateUsers === true },
];
