import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { KitSignupReply } from '@/types/api';

export type KitSignup = {
  kitId: string;
  email: string;
  name: string;
  agree: boolean;
  // The page the visitor signed up on (location.pathname).
  page: string;
  // The proof-of-work solution (lib/proof-of-work.ts).
  altcha: string;
};

// POST /api/kits/{kitId}/signup: one call records the sign-up and answers with
// the kit's signed download links (valid 24 hours); a 400 carries field errors.
// A plain call rather than a mutation hook keeps the book page's code small.
export function signUpForKit({ kitId, ...body }: KitSignup): Promise<KitSignupReply> {
  return api.post<KitSignupReply>(apiPaths.kitSignup(kitId), body);
}
