import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { AuthorInfo } from '@/types/api';

export type AuthorProfileInput = Omit<AuthorInfo, 'id' | 'createdAt'>;

// PUT /api/admin/author-profile: saves the profile (the photo from an upload with kind=image);
// empty paragraphs are dropped. Answers {"message", "profile"}; 400 'Author name is required'
// (fields.name) or 'File must be an image' (fields.photoUrl).
export const saveAuthorProfile = (profile: AuthorProfileInput) =>
  adminApi.put<{ message: string; profile: AuthorInfo }>(adminApiPaths.authorProfile, profile);

export function useSaveAuthorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAuthorProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(adminQueryKeys.authorProfile, profile);
      // The About page loads the new profile on its next visit.
      void refreshAfterWrite(queryClient, 'authorProfile');
    },
  });
}
