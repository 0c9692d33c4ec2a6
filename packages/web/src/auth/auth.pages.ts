import { LoginPage } from './login/login.page.tsx';
import { ForgotPasswordPage } from './password/forgot-password.page.tsx';
import { ResetPasswordPage } from './password/reset-password.page.tsx';

/**
 * The sign-in chunk's entry: the router imports this module lazily, so these screens load only
 * when someone signs in, and a guest's first visit never downloads them.
 */
export const authPages = { LoginPage, ForgotPasswordPage, ResetPasswordPage };
