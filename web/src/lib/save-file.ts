// Saves a fetched file as a download link would, under fileName. For the admin's exports and
// backups, whose requests carry a token, so a plain link cannot fetch them. Not shared with
// lib/download.ts on purpose: that module is the book page's, and sharing it would add a
// chunk to what public pages load.
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next tick: some browsers read the address just after the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
