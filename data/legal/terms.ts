/**
 * Terms of service (spec 2.5): fifteen sections. The renderer numbers them.
 */
import type { LegalPage } from '../../src/content/types.js';
import { site } from '../site.js';

export const terms: LegalPage = {
  meta: {
    title: 'Terms of Service',
    description: `The terms that apply to using the ${site.name} website and our SEO and digital marketing services, including payment, refunds, ownership and termination.`,
  },
  title: 'Terms of Service',
  updated: site.legalUpdated,
  intro: [
    `These terms apply to your use of the ${site.name} website and to the services we provide. ${site.name} is a trading name of ${site.legalName} (${site.abn}). In these terms, "${site.name}", "we", "us" and "our" refer to us, and "Client" or "User" ("you") refers to any person or organisation that uses our website or engages our services.`,
    'Please read these terms carefully. If you have a question about them, contact us before using our website or services.',
  ],
  sections: [
    {
      heading: 'Acceptance of terms',
      paragraphs: [
        'By using our website, requesting a free audit or engaging our services, you agree to these terms. If you do not agree, please do not use our website or services.',
        'If you accept these terms on behalf of a business or organisation, you confirm that you have authority to bind it.',
      ],
    },
    {
      heading: 'Our services',
      paragraphs: [`${site.name} provides digital marketing services, including:`],
      bullets: [
        'search engine optimisation (SEO)',
        'social media marketing',
        'email marketing',
        'pay-per-click (PPC) advertising',
        'web design and development',
        'content creation',
        'marketing consulting',
        'AI-powered marketing',
        'conversion rate optimisation',
        'analytics and reporting',
      ],
      after: [
        'The information about our services on this website is general. The exact scope of any work we do for you is set out in your service agreement.',
      ],
    },
    {
      heading: 'Use of our website',
      paragraphs: ['You may use our website to learn about our services, read our resources and contact us. You must not:'],
      bullets: [
        'use the website for any unlawful, misleading or fraudulent purpose',
        "submit false information or another person's details without their permission",
        'send spam or automated submissions through our forms',
        "try to gain unauthorised access to the website, our systems or other users' information",
        "introduce viruses or other harmful code, or interfere with the website's normal operation",
        'copy or republish our content for commercial purposes without our written permission',
      ],
      after: [
        'If we provide you with an account or access to a client portal, you are responsible for keeping your login details secure and for all activity under your account. Tell us straight away if you believe your account has been used without your permission.',
      ],
    },
    {
      heading: 'Service agreements',
      paragraphs: [
        'Our services are provided under a separate written service agreement, proposal or statement of work. It sets out the scope, deliverables, timeframes and fees for your project.',
        'These terms apply together with your service agreement. If the two are inconsistent, the service agreement applies to the extent of the inconsistency.',
        'Work outside the agreed scope is quoted separately and only starts once you approve it.',
      ],
    },
    {
      heading: 'Payment terms',
      paragraphs: ['Unless your service agreement says otherwise:'],
      bullets: [
        'invoices are typically due within 30 days of the invoice date',
        'setup fees may be required up front, before work begins',
        'monthly retainers are payable in advance, at the start of each service month',
        'late fees may apply to overdue amounts',
        'we may suspend services if an invoice remains unpaid after its due date',
      ],
      after: [
        'All prices are in Australian dollars. Advertising spend paid to third-party platforms such as Google or Meta is separate from our fees unless your agreement says otherwise.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: ['We want you to be happy with our work. Our refund terms are:'],
      bullets: [
        'setup fees are non-refundable',
        'work that has already been completed is non-refundable',
        'if an ongoing retainer ends part-way through a prepaid period, any refund is prorated to cover only the unused portion',
        'refund requests must be made in writing',
        'advertising spend paid to third-party platforms is non-refundable by us',
      ],
      after: [
        'Nothing in these terms excludes, restricts or changes any rights you have under the Australian Consumer Law that cannot be excluded.',
      ],
    },
    {
      heading: 'Ownership and intellectual property',
      paragraphs: [
        'You keep ownership of all content, logos, images, data and other material you supply to us. You give us permission to use that material only to deliver your services, and you confirm you have the right to let us use it.',
        'Once you have paid in full for a project, ownership of the final deliverables created specifically for you passes to you. Until full payment, we keep ownership of those deliverables.',
        'We keep ownership of our own tools, templates, methods and know-how, and of any third-party software, fonts or stock material, which are used under their own licences. Unless you ask us not to, we may show work we have completed for you in our portfolio.',
      ],
    },
    {
      heading: 'No guarantee of results',
      paragraphs: [
        'Search rankings, traffic, leads and sales depend on many things outside our control, including search engine algorithms, advertising platform rules, competitor activity and market conditions.',
        'We always work to improve your results, and any results we share from past campaigns are real. However, we do not guarantee any particular ranking, traffic level, number of leads, revenue or return on investment.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'We treat the business information you share with us as confidential. We only use it to provide our services and do not disclose it to others, except:',
      ],
      bullets: [
        'with your consent',
        'to our staff and contractors who need it to deliver your services and who are bound to keep it confidential',
        'where the information is already public through no fault of ours',
        'where the law, a court or a regulator requires us to disclose it',
      ],
      after: ['We handle personal information in line with our Privacy Policy.'],
    },
    {
      heading: 'Ending services',
      paragraphs: [
        'Either party may end ongoing services by giving 30 days written notice. You must pay for services provided up to the end of the notice period.',
        'We may end our services immediately by written notice if:',
      ],
      bullets: [
        'you do not pay an invoice when it is due',
        'you breach these terms or your service agreement',
        'you or your staff are abusive towards our team',
        'you ask us to do something unethical or unlawful, such as publishing fake reviews or using manipulative search tactics',
        'you do not provide the access, information or approvals we reasonably need to do the work',
      ],
      after: ['When services end, we will hand over any deliverables you have paid for in full.'],
    },
    {
      heading: 'Limitation of liability and indemnity',
      paragraphs: [
        'To the extent permitted by law, including the Australian Consumer Law, our total liability to you for any claim relating to a service is limited to the amount you paid us for that specific service. We are not liable for any indirect or consequential loss, such as lost profits, lost data or loss of business opportunity.',
        'You indemnify us against any loss, claim or cost arising from material you supply to us, your breach of these terms, or your use of our website or deliverables in a way that breaks the law or infringes the rights of others.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of Victoria, Australia.',
        'If a dispute arises, both parties agree to first try to resolve it through good-faith negotiation. If that does not resolve it, the parties will try mediation. If mediation does not resolve it, either party may take the dispute to arbitration or to a court in Melbourne, Victoria.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The latest version is always on this page, with the date it was last updated.',
        'If we make a significant change, we will tell active clients by email or through the client portal. By continuing to use our website or services after a change, you accept the updated terms.',
      ],
    },
    {
      heading: 'Severability',
      paragraphs: [
        'If any part of these terms is found to be invalid or unenforceable, it will be limited or removed only as far as necessary. The rest of these terms will continue in full force and effect.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['If you have a question about these terms, please get in touch:'],
      bullets: [
        `Business: ${site.legalName} (${site.abn})`,
        `Email: ${site.email}`,
        `Phone: ${site.phone.display}`,
        `Location: ${site.address.display}`,
        `Office hours: ${site.officeHours}`,
      ],
    },
  ],
};
