import type { Request } from '../client';
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
import type * as authSchemas from './schemas';

type AuthSchemas = typeof authSchemas;

/**
 * The answer of a call, parsed by one of the auth schemas. The schemas (and zod with them) load alongside
 * the first call, not with the sign-in page (decision 008); the call does not wait for them to be sent.
 */
async function parsed<T>(
  answer: Promise<unknown>,
  schemaOf: (schemas: AuthSchemas) => { parse: (body: unknown) => T },
): Promise<T> {
  const [body, schemas] = await Promise.all([answer, import('./schemas')]);
  return schemaOf(schemas).parse(body);
}

/** The calls under `/auth` (spec section 7). Answers are parsed, so a broken contract fails loudly here. */
export function createAuthApi(request: Request) {
  return {
    async login(credentials: LoginInput): Promise<LoginResponse> {
      const answer = request<unknown>('/auth/login', {
        method: 'POST',
        body: credentials,
        authenticated: false,
      });
      return parsed(answer, (schemas) => schemas.loginResponseSchema);
    },
    /**
     * A one-time code that hands the current session to the portal (issue 8): single use, for 60 s. The
     * portal exchanges it for a session of its own, so no long-lived token goes into a URL.
     */
    async createHandoffCode(): Promise<HandoffCodeResponse> {
      const answer = request<unknown>('/auth/handoff', { method: 'POST' });
      return parsed(answer, (schemas) => schemas.handoffCodeResponseSchema);
    },
    /**
     * Turns a hand-off code into a new session of its user, answered as `login` answers. Sent without a
     * token: a refused code is no lapsed session of this browser, so it never reaches onUnauthorized.
     */
    async exchangeHandoffCode(code: string): Promise<LoginResponse> {
      const answer = request<unknown>('/auth/handoff/exchange', {
        method: 'POST',
        body: { code },
        authenticated: false,
      });
      return parsed(answer, (schemas) => schemas.loginResponseSchema);
    },
    async me(): Promise<User> {
      return parsed(request<unknown>('/auth/me'), (schemas) => schemas.userSchema);
    },
    async validateToken(token: string): Promise<ValidateTokenResponse> {
      const answer = request<unknown>('/auth/validateToken', {
        method: 'POST',
        body: { token },
        authenticated: false,
      });
      return parsed(answer, (schemas) => schemas.validateTokenResponseSchema);
    },
    /** Ends the session on the server too, so a copied token stops working. */
    async logout(): Promise<void> {
      await request<unknown>('/auth/logout', { method: 'POST' });
    },
    /** Asks for a reset e-mail; the answer is the same whether or not the e-mail has an account. */
    async forgotPassword(input: ForgotPasswordInput): Promise<ForgotPasswordResponse> {
      const answer = request<unknown>('/auth/forgotPassword', {
        method: 'POST',
        body: input,
        authenticated: false,
      });
      return parsed(answer, (schemas) => schemas.forgotPasswordResponseSchema);
    },
    /** Checks the token of a reset (or first-access) link before the form is shown. */
    async verifyResetToken(token: string): Promise<VerifyResetTokenResponse> {
      const answer = request<unknown>(`/auth/verifyResetToken/${encodeURIComponent(token)}`, {
        authenticated: false,
      });
      return parsed(answer, (schemas) => schemas.verifyResetTokenResponseSchema);
    },
    /** Sets the password through a reset link; the link then stops working and every session ends. */
    async changePasswordViaEmail(token: string, input: NewPasswordInput): Promise<void> {
      await request<unknown>(`/auth/changePasswordViaEmail/${encodeURIComponent(token)}`, {
        method: 'PUT',
        body: { password: input.password },
        authenticated: false,
      });
    },
    /** Makes another linked customer the current one of this session; answers the updated user. */
    async switchCustomer(input: SwitchCustomerInput): Promise<User> {
      const answer = request<unknown>('/auth/switchCustomer', { method: 'POST', body: input });
      return parsed(answer, (schemas) => schemas.userSchema);
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
