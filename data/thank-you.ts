/**
 * Thank-you page shown after an SEO audit request (spec 2.3).
 */
import type { ThankYouContent } from '../src/content/types.js';
import { site } from './site.js';

export const thankYou: ThankYouContent = {
  meta: {
    title: 'Thank You',
    description: `Thanks for requesting your free SEO audit from ${site.name}. Our Melbourne team will review your website and reply within ${site.replyWithin}.`,
  },
  title: 'Thank You - Your Audit Request Is In',
  text: `Thanks for getting in touch. Your free SEO audit request has reached our team, and we will reply within ${site.replyWithin}. If it is urgent, call us on ${site.phone.display}.`,
  nextHeading: 'What happens next',
  next: [
    {
      icon: 'FileSearch',
      title: 'We review your website',
      text: 'A specialist checks your site, your search rankings and your local presence against your goals.',
    },
    {
      icon: 'MessageSquare',
      title: 'We get in touch',
      text: `We will contact you within ${site.replyWithin} by email or phone to talk through your goals and ask any questions.`,
    },
    {
      icon: 'ClipboardCheck',
      title: 'You get your action plan',
      text: 'We share your audit findings and a clear, prioritised plan. No obligation and no hard sell.',
    },
  ],
  homeLabel: 'Back to Home',
  auditText: 'We have started a free check of your whole website while you wait.',
  auditLabel: 'See your free site check',
};
