/**
 * Privacy policy (spec 2.4): ten sections, Australian Privacy Principles.
 */
import type { LegalPage } from '../../src/content/types.js';
import { site } from '../site.js';

export const privacy: LegalPage = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${site.name} collects, uses, stores and protects your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
  },
  title: 'Privacy Policy',
  updated: site.legalUpdated,
  intro: [
    `${site.legalName} (${site.abn}) trades as ${site.name}. In this policy, "${site.name}", "we", "us" and "our" refer to us, and "you" refers to anyone who visits our website or contacts us.`,
    'We respect your privacy. This policy explains what personal information we collect, why we collect it, how we look after it and how you can access or correct it. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).',
  ],
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'We only collect the information we need to respond to you and provide our services. When you request a free SEO audit through our website, we ask for:',
      ],
      bullets: [
        'your name',
        'your email address',
        'your phone number',
        'your website address (optional)',
        'your marketing goals and any details you choose to share about your business',
      ],
      after: [
        'When you visit our website, our web server records each request in an access log: the date and time, the page or file asked for (without anything after a question mark), the answer and its size, how long it took, and your IP address shortened to its network (the last two of its four numbers are removed, so it no longer identifies your connection). The log is kept for 14 days and used for security and to keep the website running smoothly. When you send an enquiry, we keep your full IP address with it to prevent spam and abuse of our forms.',
        'If you become a client, we also keep the business contact, billing and project details we need to deliver our services and send invoices. You can deal with us without identifying yourself when you simply have a general question, but we will need your contact details to prepare an audit or provide services.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use your personal information to:'],
      bullets: [
        'reply to your enquiry and prepare your free SEO audit',
        'contact you by phone or email about the services you asked about',
        'provide, manage and invoice the services we deliver to clients',
        'send you marketing emails where you have agreed to receive them',
        'improve our website, services and customer experience',
        'protect our website and forms from fraud, spam and misuse',
        'meet our legal, tax and accounting obligations',
      ],
      after: [
        'We do not sell, rent or trade your personal information. We will not use it for a purpose you would not reasonably expect unless you agree or the law allows it.',
      ],
    },
    {
      heading: 'Email communications',
      paragraphs: [
        `We send our emails, including newsletters and marketing updates, through ${site.emailProvider}. When we add you to a mailing list, your name and email address are stored with ${site.emailProvider} so it can deliver our emails and tell us whether they were opened or clicked.`,
        'We only send marketing emails in line with the Spam Act 2003 (Cth). Every marketing email includes an unsubscribe link, and you can unsubscribe at any time. You can also ask us to remove you by emailing us. We will still send you messages that relate directly to services you have engaged us for, such as reports and invoices.',
      ],
    },
    {
      heading: 'Analytics, attribution and cookies',
      paragraphs: [
        `This website sets no cookies and loads no third-party scripts. We do not use ${site.analyticsProvider} or any other outside analytics or advertising service on it. What we learn about visits, we learn ourselves, as described here.`,
        "How you found us. To know which of our pages and campaigns bring enquiries, your browser keeps a small note in its own storage on your device (local storage, not a cookie): the page you first arrived on and the page that started your current visit (or, if you later arrive from an advertisement or a tagged link, that page), the campaign tags in those pages' addresses (such as utm_source, utm_campaign or an ad click id like gclid), the address of the website that linked you to us (without any search terms), and how many pages you have viewed in this visit. The note stays on your device and is sent to us only if you submit our audit form, when we store it with your enquiry so we know how you found us. Without JavaScript, we record instead the address of the page you sent the form from, with its campaign tags. A visit ends after 30 minutes without a page view, and the first-arrival note is replaced after 90 days. You can remove it at any time by clearing this site's data in your browser.",
        'We use this only to see which of our marketing works. It is not used to identify you, it is never sold, and it is deleted together with your enquiry when you ask us to delete your information.',
        "Whether an AI assistant filled in the form for you. Some browsers let an AI assistant (an agent) fill in a website's forms for the person using it. If yours filled in our audit form and you then sent it, your browser tells our page so, and we record that fact with your enquiry, so our team knows how it reached us. We record nothing about the assistant itself, and it is deleted together with your enquiry.",
        "What became of your enquiry. Our team records with your enquiry whether we have contacted you and whether you became a client, with the value of the work or, if not, a short reason, and when each change was made. Our reports count these by channel, campaign and page, never by person. If you came to us by clicking one of our Google ads, we tell Google Ads that the click led to a client, using only the click's own code (the gclid), the time and the value: never your name or contact details. These records are deleted together with your enquiry when you ask us to delete your information.",
        "Your website, if you give us its address. Our website checks that public website straight away, the way a search engine would: it reads the page you gave us, its robots.txt file and its sitemap, then a limited number of the site's other public pages that they link to or list, and checks that the images and files those pages link to are there. It also asks each of a limited number of other websites your pages link to whether the linked address still answers: the answer's first line only, never the page, one question at a time to each website. It follows your robots.txt, and it never fills in forms or logs in. It records what it found (such as pages without a title or links that do not work, with their addresses) and a score, with your enquiry. You can see the result at a private link we give you, which is not listed in search engines and stops working after 30 days. From that page you can ask us to check your site again, a few times a day; each check is kept with your enquiry, and our team is told when you check again. We count how many times the page is shown on a screen (the page's own script tells us once it is visible, so a program that only fetches the link, such as an email security scanner, is not counted) and when it was last shown, nothing about who saw it, and we tell our team. We do not check addresses that point to private networks.",
        "Competitors' websites, if you ask to compare yours with theirs from your result page. We keep the addresses you enter (up to three) with your enquiry and check those public websites the same way, reading fewer of their pages, after the checks people ask for of their own sites; a site whose robots.txt asks us not to read it is not read. What we found on each is kept and shown beside your own result, and checked again when you check yours again. Nothing about the people behind those websites is recorded.",
        "How fast our pages are for you. When you leave a page, your browser sends our own server one short, anonymous measurement of how quickly that page loaded and responded (the Core Web Vitals), with the page's address (without anything after a question mark), whether you are on a phone, tablet or computer (from your screen width) and whether the page started a new visit. It carries no cookie and no identifier, and we do not keep your IP address or browser details with it: we only add it to daily totals per page. If your browser sends a Do Not Track or Global Privacy Control signal, it sends no measurement at all.",
      ],
    },
    {
      heading: 'Disclosure to third parties',
      paragraphs: ['We only share your personal information when it is needed for the purposes in this policy. We may share it with:'],
      bullets: [
        `service providers who help us run our business, such as ${site.emailProvider} for email, and our website hosting, accounting and customer management providers (our customer management system receives each enquiry, with how you found us, so our team can follow it up)`,
        'contractors who help us deliver your project, such as writers, designers or developers, who must keep your information confidential',
        'our professional advisers, such as accountants and lawyers',
        'government agencies, courts or regulators where the law requires or allows it',
      ],
      after: [
        'We require our service providers to use your information only to provide their services to us and to protect it appropriately.',
      ],
    },
    {
      heading: 'Storage and security',
      paragraphs: [
        'We store personal information electronically with reputable cloud service providers. We take reasonable steps to protect it from misuse, interference, loss and unauthorised access, change or disclosure. These steps include encrypted connections, password-protected systems, access limited to staff who need it, and spam and abuse protection on our forms.',
        'We keep personal information only for as long as we need it for the purposes in this policy or as the law requires. After that, we securely delete it or remove anything that identifies you.',
        'Our website keeps a daily backup of enquiries for 14 days, readable only by the system that runs the site. If you ask us to delete your information, we delete your enquiries and keep only a one-way code made from your email address (a cryptographic hash, from which the address cannot be read back), so that restoring an older backup removes your details again instead of bringing them back. Copies of your enquiry in our staff mailboxes and customer records are deleted by our staff at the same time.',
        'Our website also streams every change to its database to a second copy with our storage provider, about a second after it is made, so that losing a server never loses an enquiry. That copy keeps 72 hours of history, so we can put the database back as it was at any moment in that time. If you ask us to delete your information, your details can remain in that history for up to 73 hours (72 hours and the hour our system takes to clear it), after which they are gone from it; restoring from it removes your details again in the same way as restoring a backup.',
        'No website or online service can be completely secure. If a data breach is likely to cause you serious harm, we will notify you and the regulator as required under the Notifiable Data Breaches scheme.',
      ],
    },
    {
      heading: 'Overseas disclosure',
      paragraphs: [
        `Some of our service providers store data outside Australia. ${site.emailProvider}, for example, may store and process information in the United States and other countries where it or its partners operate facilities.`,
        'Before we use an overseas provider, we take reasonable steps to make sure it handles personal information in a way that is consistent with the Australian Privacy Principles. By submitting your details to us, you acknowledge that your information may be handled overseas in this way.',
      ],
    },
    {
      heading: 'Access and correction',
      paragraphs: [
        'You can ask for access to the personal information we hold about you at any time. You can also ask us to correct it if it is inaccurate, out of date, incomplete or misleading.',
        'To make a request, contact us using the details below. We will need to confirm your identity before we act. We aim to respond within 30 days and do not charge for making a request. If we cannot give you access or make a correction, we will explain why in writing, unless it would be unreasonable to do so.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'If you believe we have breached your privacy or the Australian Privacy Principles, please contact us first and tell us what happened. We take every complaint seriously and will respond in writing within 30 days.',
        `If you are not satisfied with our response, you can complain to the ${site.privacyRegulator}. Visit ${site.privacyRegulatorContact.website} or call ${site.privacyRegulatorContact.phone} for more information.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['For questions about this policy, or to access, correct or complain about your personal information, contact us:'],
      bullets: [
        `Business: ${site.legalName} (${site.abn})`,
        `Email: ${site.email}`,
        `Phone: ${site.phone.display}`,
        `Location: ${site.address.display}`,
        `Office hours: ${site.officeHours}`,
      ],
      after: ['We may update this policy from time to time. The latest version is always on this page, with the date it was last updated.'],
    },
  ],
};
