import { LoaderCircle, PartyPopper, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { StarRatingField, type StarWords } from '@/components/ui/form/star-rating-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { MAX_STARS } from '@/components/ui/star-rating';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useProofOfWork } from '@/lib/proof-of-work';

import { useSendReview } from '../api/send-review';
import { REVIEW_ROLES, emptyReviewValues, pickReviewErrors, reviewSchema, type ReviewValues } from '../utils/review-form';

const starWords = (): StarWords => ({
  star: (n) => t('review.stars', { count: n }),
  chosen: (value) => t('review.starsChosen', { count: value, max: MAX_STARS }),
});

// The book page's "Write a review" form: stars, name, optional title, the review, what the
// reviewer is, and an optional address for the note that says it was published. On sending,
// a thank-you takes its place; the review shows once the owner approves it.
export default function WriteReviewForm({ bookId, onCancel }: { bookId: string; onCancel: () => void }) {
  const id = useId();
  const state = useAppForm(reviewSchema(), emptyReviewValues);
  const [thanks, setThanks] = useState<string | null>(null);
  const proofOfWork = useProofOfWork('review');
  const mutation = useSendReview(bookId, proofOfWork.take);
  const sending = mutation.isPending;
  const thanksHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (thanks !== null) thanksHeading.current?.focus();
  }, [thanks]);
  // The form opens on a click: the person is about to use it, so the check starts now.
  const startProofOfWork = proofOfWork.start;
  useEffect(() => {
    startProofOfWork();
  }, [startProofOfWork]);

  function send(values: ReviewValues) {
    mutation.mutate(values, {
      onSuccess: (reply) => setThanks(reply?.message || t('review.thanks')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const serverErrors = pickReviewErrors(error.fields);
          if (Object.keys(serverErrors).length > 0) {
            state.fail(serverErrors);
            return;
          }
          state.fail({}, error.message);
          return;
        }
        state.fail({}, t('review.failed'));
      },
    });
  }

  if (thanks !== null) {
    return (
      <div className="rounded-3xl border-2 border-teal-700 bg-white p-6 text-center shadow-sm">
        <PartyPopper aria-hidden="true" className="mx-auto size-10 text-orange-700" />
        <h3 ref={thanksHeading} tabIndex={-1} className="font-display mt-2 text-2xl font-extrabold text-stone-900 focus:outline-none">
          {t('review.thanksHeading')}
        </h3>
        <p role="status" className="mx-auto mt-2 max-w-md text-stone-800">
          {thanks}
        </p>
      </div>
    );
  }

  const roles = REVIEW_ROLES.map((role) => ({ value: role, label: t(`review.role.${role}`) }));
  return (
    <Form
      state={state}
      idPrefix={id}
      busy={sending}
      onValid={send}
      actions={
        <>
          <button type="button" onClick={onCancel} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full sm:w-auto' })}>
            {t('review.cancel')}
          </button>
          <button type="submit" disabled={sending} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
            {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
            {sending ? t('review.sending') : t('review.send')}
          </button>
        </>
      }
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h3 id={`${id}-heading`} className="font-display text-2xl font-extrabold text-stone-900">
          {t('review.heading')}
        </h3>
        <p className="mt-1 text-stone-700">{t('review.intro')}</p>
      </div>
      <StarRatingField name="rating" label={t('review.ratingLabel')} words={starWords()} />
      <InputField name="reviewerName" label={t('review.nameLabel')} autoComplete="name" required />
      <InputField name="title" label={t('review.titleLabel')} />
      <TextareaField name="content" label={t('review.contentLabel')} rows={5} required />
      <RadioGroupField name="role" label={t('review.roleLabel')} options={roles} />
      <InputField
        name="email"
        label={t('review.emailLabel')}
        hint={t('review.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>{t('contact.honeypotLabel')}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...state.form.register('website')} />
      </div>
    </Form>
  );
}
