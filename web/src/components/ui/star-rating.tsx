import { Star, StarHalf } from 'lucide-react';

import { t } from '@/lib/i18n';
import { intlLocale } from '@/lib/intl-locale';

export const MAX_STARS = 5;

// roundToHalf rounds a rating to the nearest half star, between 0 and 5 (spec §5).
export function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(rating * 2) / 2));
}

// StarRating shows a rating as stars, rounded to halves, at most five. Screen
// readers hear "Rated 4.5 out of 5" ("Calificación: 4,5 de 5" in Spanish).
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const value = roundToHalf(rating);
  const full = Math.floor(value);
  const half = value - full === 0.5;
  const locale = intlLocale();
  return (
    <span role="img" aria-label={t('common.starRating', { value: value.toLocaleString(locale), max: MAX_STARS.toLocaleString(locale) })} className={`inline-flex items-center gap-0.5 ${className}`}>
      {Array.from({ length: MAX_STARS }, (_, i) => {
        if (i < full) return <Star key={i} aria-hidden="true" className="size-4 fill-amber-500 text-amber-600" />;
        if (i === full && half)
          return (
            <span key={i} className="relative inline-flex" aria-hidden="true">
              <Star className="size-4 text-amber-600" />
              <StarHalf className="absolute inset-0 size-4 fill-amber-500 text-amber-600" />
            </span>
          );
        return <Star key={i} aria-hidden="true" className="size-4 text-amber-600" />;
      })}
    </span>
  );
}
