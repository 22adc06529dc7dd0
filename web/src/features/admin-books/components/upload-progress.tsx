// Moved to features/admin-uploads (shared by the admin screens that upload files).
export { UploadProgress } from '@/features/admin-uploads/components/upload-progress';
