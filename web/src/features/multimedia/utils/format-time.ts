import { t } from '@/lib/i18n';

// 65.4 → "1:05"; 3725 → "1:02:05". Unknown (NaN, Infinity) reads "0:00".
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

// For screen readers: "1 minute 5 seconds" ("1 minuto 5 segundos").
export function spokenTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (m > 0) parts.push(t('multimedia.minutes', { count: m }));
  if (s > 0 || m === 0) parts.push(t('multimedia.seconds', { count: s }));
  return parts.join(' ');
}
