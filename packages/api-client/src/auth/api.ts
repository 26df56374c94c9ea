import type { Request } from '../client';
import {
  forgotPasswordResponseSchema,
  loginResponseSchema,
  userSchema,
  validateTokenResponseSchema,
  verifyResetTokenResponseSchema,
  type ForgotPasswordInput,
  type ForgotPasswordResponse,
  type LoginInput,
  type LoginResponse,
  type NewPasswordInput,
  type SwitchCustomerInput,
  type User,
  type ValidateTokenResponse,
  type VerifyResetTokenResponse,
} from './schemas';

/** The calls under `/auth` (spec section 7). Answers are parsed, so a broken contract fails loudly here. */
export function createAuthApi(request: Request) {
  return {
    async login(credentials: LoginInput): Promise<LoginResponse> {
      const body = await request<unknown>('/auth/login', {
        method: 'POST',
        body: credentials,
        authenticated: false,
      });
      return loginResponseSchema.parse(body);
    },
    async me(): Promise<User> {
      return userSchema.parse(await request<unknown>('/auth/me'));
    },
    async validateToken(token: string): Promise<ValidateTokenResponse> {
      const body = await request<unknown>('/auth/validateToken', {
        method: 'POST',
        body: { token },
        authenticated: false,
      });
      return validateTokenResponseSchema.parse(body);
    },
    /** Ends the session on the server too, so a copied token stops working. */
    async logout(): Promise<void> {
      await request<unknown>('/auth/logout', { method: 'POST' });
    },
    /** Asks for a reset e-mail; the answer is the same whether or not the e-mail has an account. */
    async forgotPassword(input: ForgotPasswordInput): Promise<ForgotPasswordResponse> {
      const body = await request<unknown>('/auth/forgotPassword', {
        method: 'POST',
        body: input,
        authenticated: false,
      });
      return forgotPasswordResponseSchema.parse(body);
    },
    /** Checks the token of a reset (or first-access) link before the form is shown. */
    async verifyResetToken(token: string): Promise<VerifyResetTokenResponse> {
      const body = await request<unknown>(`/auth/verifyResetToken/${encodeURIComponent(token)}`, {
        authenticated: false,
      });
      return verifyResetTokenResponseSchema.parse(body);
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
      const body = await request<unknown>('/auth/switchCustomer', { method: 'POST', body: input });
      return userSchema.parse(body);
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
