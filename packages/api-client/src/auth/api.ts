import type { Request } from '../client';
import {
  loginResponseSchema,
  userSchema,
  validateTokenResponseSchema,
  type LoginInput,
  type LoginResponse,
  type User,
  type ValidateTokenResponse,
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
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
