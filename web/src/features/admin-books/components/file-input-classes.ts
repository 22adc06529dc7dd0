// Moved to features/admin-uploads (shared by the admin screens that upload files).
export { fileInputClasses } from '@/features/admin-uploads/components/file-input-classes';
