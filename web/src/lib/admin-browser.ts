// The public header's Admin link shows only in a browser that has signed in to the admin
// (issue #45): readers never see it, and the owner finds her way back from her site. It is a
// flag, never a credential, kept in localStorage for every tab and later visit; signing out
// keeps it (the browser is still hers). Anyone can still open /admin.
const ADMIN_BROWSER = 'storyshelf-admin-browser';

export function rememberAdminBrowser(): void {
  try {
    localStorage.setItem(ADMIN_BROWSER, '1');
  } catch {
    // Storage may be off: she then opens /admin by its address.
  }
}

export function isAdminBrowser(): boolean {
  try {
    return localStorage.getItem(ADMIN_BROWSER) === '1';
  } catch {
    return false;
  }
}
