import { EMAIL_CHANGE_CONFIRM_PATH, EMAIL_CHANGE_UNDO_PATH } from '@coulisse/shared/rules/accountAdmin';
import type { Screen } from '../../app/screens/screens';
import { ChangePasswordScreen } from './routes/ChangePasswordScreen';
import { CreateProfileScreen } from './routes/CreateProfileScreen';
import { EmailChangeScreen } from './routes/EmailChangeScreen';
import { ForgotPasswordScreen } from './routes/ForgotPasswordScreen';
import { NewPasswordScreen } from './routes/NewPasswordScreen';
import { SignInScreen } from './routes/SignInScreen';
import { SignUpScreen } from './routes/SignUpScreen';

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
