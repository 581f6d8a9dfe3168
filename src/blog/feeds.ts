/**
 * The blog's feeds, made with the `feed` library: Atom at /resources/blog/feed.xml and JSON Feed 1.1
 * at /resources/blog/feed.json, newest 20 posts, full content, absolute links.
 */
import { Feed } from 'feed';
import { site } from '../../data/site.js';
import { ATOM_PATH, BLOG_PATH, JSON_FEED_PATH } from './paths.js';
import type { Post } from '../content/post.js';
import { lastModified } from './posts.js';
const FEED_SIZE = 20;

/** Relative links and anchors in a post's HTML made absolute, as feed readers need. */
const absolute = (html: string, siteUrl: string, path: string) =>
  html.replace(
    /(href|src)="(\/[^"]*|#[^"]*)"/g,
    (_, attr: string, url: string) => `${attr}="${siteUrl}${url.startsWith('#') ? path + url : url}"`,
  );

function blogFeed(posts: Post[], siteUrl: string): Feed {
  const updated = posts.map(lastModified).sort().at(-1);
  const feed = new Feed({
    title: `${site.name} Blog`,
    description: `Practical SEO and digital marketing advice from ${site.name} in ${site.address.locality}.`,
    id: `${siteUrl}${BLOG_PATH}`,
    link: `${siteUrl}${BLOG_PATH}`,
    language: 'en-AU',
    image: `${siteUrl}/icons/icon-512.png`,
    favicon: `${siteUrl}/favicon.svg`,
    copyright: site.copyright,
    updated: updated ? new Date(`${updated}T00:00:00Z`) : new Date(0),
    feedLinks: { atom: `${siteUrl}${ATOM_PATH}`, json: `${siteUrl}${JSON_FEED_PATH}` },
    author: { name: site.name, email: site.email, link: `${siteUrl}/` },
  });
  for (const post of posts.slice(0, FEED_SIZE)) {
    feed.addItem({
      title: post.title,
      id: `${siteUrl}${post.path}`,
      link: `${siteUrl}${post.path}`,
      description: post.description,
      content: absolute(post.html, siteUrl, post.path),
      author: [{ name: post.authorInfo.name, link: `${siteUrl}${BLOG_PATH}/author/${post.author}` }],
      date: new Date(`${lastModified(post)}T00:00:00Z`),
      published: new Date(`${post.date}T00:00:00Z`),
      category: post.tags.map((t) => ({ name: t, term: t })),
    });
  }
  return feed;
}

export const atomFeed = (posts: Post[], siteUrl: string) => blogFeed(posts, siteUrl).atom1();
export const jsonFeed = (posts: Post[], siteUrl: string) => blogFeed(posts, siteUrl).json1();
