import { call } from '../call';
import type { Request } from '../client';
import { authEndpoints as endpoints } from './endpoints';
import type {
  ForgotPasswordInput,
  ForgotPasswordResponse,
  HandoffCodeResponse,
  LoginInput,
  LoginResponse,
  NewPasswordInput,
  SwitchCustomerInput,
  User,
  ValidateTokenResponse,
  VerifyResetTokenResponse,
} from './schemas';

/**
 * The calls under `/auth` (spec section 7). Answers are parsed, so a broken contract fails loudly here;
 * their schemas load alongside the first call, not with the sign-in page (decision 008).
 */
export function createAuthApi(request: Request) {
  return {
    login: (credentials: LoginInput): Promise<LoginResponse> =>
      call(request, endpoints.login, { body: credentials }),
    /**
     * A one-time code that hands the current session to the portal (issue 8): single use, for 60 s. The
     * portal exchanges it for a session of its own, so no long-lived token goes into a URL.
     */
    createHandoffCode: (): Promise<HandoffCodeResponse> => call(request, endpoints.createHandoffCode),
    /**
     * Turns a hand-off code into a new session of its user, answered as `login` answers. Sent without a
     * token: a refused code is no lapsed session of this browser, so it never reaches onUnauthorized.
     */
    exchangeHandoffCode: (code: string): Promise<LoginResponse> =>
      call(request, endpoints.exchangeHandoffCode, { body: { code } }),
    me: (): Promise<User> => call(request, endpoints.me),
    validateToken: (token: string): Promise<ValidateTokenResponse> =>
      call(request, endpoints.validateToken, { body: { token } }),
    /** Ends the session on the server too, so a copied token stops working. */
    async logout(): Promise<void> {
      await call(request, endpoints.logout);
    },
    /** Asks for a reset e-mail; the answer is the same whether or not the e-mail has an account. */
    forgotPassword: (input: ForgotPasswordInput): Promise<ForgotPasswordResponse> =>
      call(request, endpoints.forgotPassword, { body: input }),
    /** Checks the token of a reset (or first-access) link before the form is shown. */
    verifyResetToken: (token: string): Promise<VerifyResetTokenResponse> =>
      call(request, endpoints.verifyResetToken, { params: { token } }),
    /** Sets the password through a reset link; the link then stops working and every session ends. */
    async changePasswordViaEmail(token: string, input: NewPasswordInput): Promise<void> {
      await call(request, endpoints.changePasswordViaEmail, {
        params: { token },
        body: { password: input.password },
      });
    },
    /** Makes another linked customer the current one of this session; answers the updated user. */
    switchCustomer: (input: SwitchCustomerInput): Promise<User> =>
      call(request, endpoints.switchCustomer, { body: input }),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
