import { t } from '@/lib/i18n';

// The spec's fallback wording (§9) for a kit without its own, apart from the form's checks so
// the book page shows it without loading zod. Read when shown: the catalogue is loaded by then.
export const kitHeadline = () => t('kit.headline');
export const kitSubheadline = () => t('kit.subheadline');
