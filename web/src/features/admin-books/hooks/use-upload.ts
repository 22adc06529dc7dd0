// Moved to features/admin-uploads (shared by the admin screens that upload files).
export {
  uploadFailed,
  useUpload,
  type UploadOutcome,
  type UploadProgress,
} from '@/features/admin-uploads/hooks/use-upload';
