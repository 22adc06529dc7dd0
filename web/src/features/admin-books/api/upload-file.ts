// Moved to features/admin-uploads (shared by the admin screens that upload files).
export { MSG_UPLOAD_NETWORK, UPLOAD_LIMIT_MB, uploadFile } from '@/features/admin-uploads/api/upload-file';
