import { MessageCircleHeart } from 'lucide-react';

import { PageTitle } from '@/components/page-title';
import { ContactFaq } from '@/features/contact/components/contact-faq';
import { DeferredContactForm } from '@/features/contact/components/deferred-contact-form';
import { GetInTouch } from '@/features/contact/components/get-in-touch';
import { t } from '@/lib/i18n';

export default function ContactRoute() {
  return (
    <>
      <PageTitle title={t('contact.heading')} />
      <section className="bg-gradient-to-b from-amber-100 via-orange-50 to-amber-50">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 md:py-14 lg:px-8">
          <MessageCircleHeart aria-hidden="true" className="mx-auto size-12 text-orange-700" />
          <h1 className="font-display mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            {t('contact.heading')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-800">
            {t('contact.pageIntro')}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <DeferredContactForm />
          <GetInTouch />
        </div>
        <div className="mx-auto mt-14 max-w-3xl">
          <ContactFaq />
        </div>
      </div>
    </>
  );
}
