import type { Crumb, PostListing } from '../../content/page-entry.js';
import type { ServicePage as ServicePageData } from '../../content/schema.js';
import type { Author, Post } from '../../content/post.js';
import { BLOG_PATH, tagLabel } from '../../blog/paths.js';
import type { EnquiryFormState } from '../../shared/enquiry-contract.js';
import { ContactSection } from '../ContactSection.js';
import { Picture } from '../Picture.js';
import { PageHero } from '../PageHero.js';
import { RenderSection } from '../sections/index.js';
import { CtaBand } from '../sections/CtaBand.js';

/** "15 September 2026". */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const tagPath = (tag: string) => `${BLOG_PATH}/tag/${tag}`;
const authorPath = (slug: string) => `${BLOG_PATH}/author/${slug}`;

function PostMeta({ post }: { post: Post }) {
  return (
    <p className="post-meta">
      By <a href={authorPath(post.author)}>{post.authorInfo.name}</a> · <time dateTime={post.date}>{longDate(post.date)}</time>
      {post.updated && (
        <>
          {' '}
          · Updated <time dateTime={post.updated}>{longDate(post.updated)}</time>
        </>
      )}{' '}
      · {post.readingMinutes} min read
    </p>
  );
}

/** A post's tags, each linking to its tag page. */
function TagList({ tags }: { tags: string[] }) {
  return (
    <ul className="tag-list">
      {tags.map((t) => (
        <li key={t}>
          <a href={tagPath(t)}>{tagLabel(t)}</a>
        </li>
      ))}
    </ul>
  );
}

/** Posts as cards, newest first, with the page links under them. */
function PostList({ listing, heading }: { listing: PostListing; heading: string }) {
  return (
    <section className="section" aria-labelledby="posts-heading">
      <div className="container">
        <h2 id="posts-heading" className="section-title">
          {heading}
        </h2>
        {listing.posts.length ? (
          <ol className="post-list">
            {listing.posts.map((post) => (
              <li key={post.slug} className="card post-card">
                <h3>
                  <a href={post.path}>{post.title}</a>
                </h3>
                <PostMeta post={post} />
                <p>{post.description}</p>
                <TagList tags={post.tags} />
              </li>
            ))}
          </ol>
        ) : (
          <p>New articles are on their way.</p>
        )}
        {listing.pageCount > 1 && (
          <nav className="pagination" aria-label="Pages">
            {listing.pageNumber > 1 && (
              <a rel="prev" href={listing.pageNumber === 2 ? listing.firstPage : `${listing.firstPage}/page/${listing.pageNumber - 1}`}>
                Newer articles
              </a>
            )}
            <span>
              Page {listing.pageNumber} of {listing.pageCount}
            </span>
            {listing.pageNumber < listing.pageCount && (
              <a rel="next" href={`${listing.firstPage}/page/${listing.pageNumber + 1}`}>
                Older articles
              </a>
            )}
          </nav>
        )}
      </div>
    </section>
  );
}

/** /resources/blog and its pages: the spec's hero, the posts, then the spec's cards and closing band. */
export function BlogIndexPage({ page, listing, crumbs }: { page: ServicePageData; listing: PostListing; crumbs: Crumb[] }) {
  return (
    <>
      <PageHero {...page.hero} crumbs={crumbs} />
      <PostList listing={listing} heading={listing.pageNumber === 1 ? 'Latest Articles' : `Articles, Page ${listing.pageNumber}`} />
      {listing.pageNumber === 1 &&
        page.sections.map((section, i) => <RenderSection section={section} index={i} key={`${section.type}-${i}`} />)}
      <CtaBand cta={page.cta} />
    </>
  );
}

export function TagPage({ label, listing, crumbs }: { label: string; listing: PostListing; crumbs: Crumb[] }) {
  return (
    <>
      <PageHero
        category="Blog topic"
        title={`${label} Articles`}
        description={`Every article we have written on ${label}, newest first.`}
        icon="Hash"
        gradient="rose"
        crumbs={crumbs}
      />
      <PostList listing={listing} heading={`${listing.posts.length === 1 ? 'One article' : 'Articles'} on ${label}`} />
    </>
  );
}

export function AuthorPage({ author, listing, crumbs }: { author: Author; listing: PostListing; crumbs: Crumb[] }) {
  return (
    <>
      <PageHero category={author.role} title={author.name} description={author.bio} icon="Feather" gradient="rose" crumbs={crumbs} />
      <PostList listing={listing} heading={`Articles by ${author.name}`} />
    </>
  );
}

/** Links that share a post on LinkedIn, Facebook, X and by email. */
function shareLinks(post: Post, siteUrl: string): { label: string; href: string }[] {
  // The address goes into the query as it is (":" and "/" are allowed there, and SITE_URL never needs
  // escaping, see src/config.ts), so the build's stand-in site URL is still found and replaced.
  const url = `${siteUrl}${post.path}`;
  const title = encodeURIComponent(post.title);
  return [
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: 'X', href: `https://x.com/intent/post?url=${url}&text=${title}` },
    { label: 'Email', href: `mailto:?subject=${title}&body=${url}` },
  ];
}

/** A post's hero: breadcrumbs, first tag, title, description and byline (no icon, unlike PageHero). */
function PostHero({ post, crumbs }: { post: Post; crumbs: Crumb[] }) {
  return (
    <section className="hero page-hero post-hero grad-rose">
      <div className="container narrow">
        <div className="hero-inner">
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <ol>
              {crumbs.map((c) => (
                <li key={c.label}>{c.href ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}</li>
              ))}
            </ol>
          </nav>
          {post.tags[0] && <p className="eyebrow">{tagLabel(post.tags[0])}</p>}
          <h1>{post.title}</h1>
          <p className="hero-text">{post.description}</p>
          <PostMeta post={post} />
        </div>
      </div>
    </section>
  );
}

/** "In this article": links to the post's h2 headings, shown only when there are three or more. */
function TableOfContents({ toc }: { toc: Post['toc'] }) {
  const headings = toc.filter((t) => t.depth === 2);
  if (headings.length < 3) return null;
  return (
    <nav className="toc card" aria-labelledby="toc-heading">
      <h2 id="toc-heading">In this article</h2>
      <ol>
        {headings.map((t) => (
          <li key={t.id}>
            <a href={`#${t.id}`}>{t.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Under a post: its tags, share links and the author box. */
function PostFooter({ post, siteUrl }: { post: Post; siteUrl: string }) {
  return (
    <div className="post-footer">
      <TagList tags={post.tags} />
      <p className="share">
        Share:{' '}
        {shareLinks(post, siteUrl).map((s, i) => (
          <span key={s.label}>
            {i > 0 && ' · '}
            <a href={s.href} rel="noopener">
              {s.label}
            </a>
          </span>
        ))}
      </p>
      <p className="author-box">
        <a href={authorPath(post.author)}>{post.authorInfo.name}</a>, {post.authorInfo.role}. {post.authorInfo.bio}
      </p>
    </div>
  );
}

/** "Keep reading": related posts, then links to the previous and next posts; nothing when there are none. */
function KeepReading({ related, previous, next }: { related: Post[]; previous?: Post; next?: Post }) {
  if (related.length === 0 && !previous && !next) return null;
  return (
    <section className="section" aria-labelledby="more-heading">
      <div className="container narrow">
        <h2 id="more-heading" className="section-title">
          Keep reading
        </h2>
        {related.length > 0 && (
          <ul className="post-list">
            {related.map((r) => (
              <li key={r.slug} className="card post-card">
                <h3>
                  <a href={r.path}>{r.title}</a>
                </h3>
                <p>{r.description}</p>
              </li>
            ))}
          </ul>
        )}
        <nav className="pagination" aria-label="Previous and next articles">
          {previous && (
            <a rel="prev" href={previous.path}>
              Previous: {previous.title}
            </a>
          )}
          {next && (
            <a rel="next" href={next.path}>
              Next: {next.title}
            </a>
          )}
        </nav>
      </div>
    </section>
  );
}

/** One post: its header, contents, body, share links, related and neighbouring posts, then the audit form. */
export function PostPage({
  post,
  previous,
  next,
  related,
  crumbs,
  siteUrl,
  form,
}: {
  post: Post;
  previous?: Post;
  next?: Post;
  related: Post[];
  crumbs: Crumb[];
  siteUrl: string;
  form?: EnquiryFormState;
}) {
  return (
    <>
      <PostHero post={post} crumbs={crumbs} />
      <article className="section post">
        <div className="container narrow">
          {post.coverImage && (
            <Picture image={post.coverImage} sizes="(min-width: 908px) 860px, calc(100vw - 48px)" priority className="post-cover" />
          )}
          <TableOfContents toc={post.toc} />
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
          <PostFooter post={post} siteUrl={siteUrl} />
        </div>
      </article>
      <KeepReading related={related} previous={previous} next={next} />
      <ContactSection source={post.path} form={form} />
    </>
  );
}
