import type { PageEntry } from '../../content/page-entry.js';
import type { EnquiryFormState } from '../../shared/enquiry-contract.js';
import { HomePage } from './HomePage.js';
import { LegalPage } from './LegalPage.js';
import { ServicePage } from './ServicePage.js';
import { ThankYouPage } from './ThankYouPage.js';
import { AuthorPage, BlogIndexPage, PostPage, TagPage } from './BlogPages.js';
import { CaseStudyPage } from './CaseStudyPage.js';

/** The template each kind of route table entry renders with; `form` re-shows the audit form after a rejected post. */
export function PageBody({ entry, form, siteUrl }: { entry: PageEntry; form?: EnquiryFormState; siteUrl: string }) {
  const crumbs = entry.crumbs ?? [];
  switch (entry.kind) {
    case 'home':
      return <HomePage form={form} />;
    case 'legal':
      return <LegalPage content={entry.legal} numbered={entry.numbered} backHome={entry.backHome} crumbs={entry.crumbs} />;
    case 'thank-you':
      return <ThankYouPage />;
    case 'service':
      return <ServicePage page={entry.service} crumbs={crumbs} hasForm={entry.hasForm} form={form} />;
    case 'blog-index':
      return <BlogIndexPage page={entry.service} listing={entry.listing} crumbs={crumbs} />;
    case 'post':
      return (
        <PostPage
          post={entry.post}
          previous={entry.previous}
          next={entry.next}
          related={entry.related}
          crumbs={crumbs}
          siteUrl={siteUrl}
          form={form}
        />
      );
    case 'tag':
      return <TagPage label={entry.label} listing={entry.listing} crumbs={crumbs} />;
    case 'author':
      return <AuthorPage author={entry.author} listing={entry.listing} crumbs={crumbs} />;
    case 'case-study':
      return <CaseStudyPage study={entry.study} image={entry.image} crumbs={crumbs} path={entry.path} form={form} />;
  }
}
