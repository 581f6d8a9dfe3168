/**
 * A post's Markdown to safe HTML, at build (unified: remark, then rehype): GitHub tables, heading
 * anchors, figures with captions (an image with a title), external links marked rel="noopener",
 * tables wrapped so they scroll on phones. Raw HTML in a post is never passed through: remark-rehype
 * drops it, and rehype-sanitize (GitHub's rules) cleans whatever else could carry script.
 */
import { unified, type Plugin } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeStringify from 'rehype-stringify';
import { toString as textOf } from 'hast-util-to-string';
import type { Element, Root, RootContent } from 'hast';
import type { TocEntry } from '../content/post.js';

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** Words of body text, for the reading time. */
  words: number;
  /** Site paths the post links to (checked at build against the route table). */
  internalLinks: string[];
}

const isElement = (node: RootContent | Root | undefined, tag?: string): node is Element =>
  Boolean(node && node.type === 'element' && (!tag || node.tagName === tag));

/** Rewrites the tree in place: figures, scrolling tables, and collects the table of contents and links. */
const structure: Plugin<[{ toc: TocEntry[]; links: string[] }], Root> = (out) => (tree) => {
  const visit = (parent: Root | Element) => {
    parent.children = parent.children.map((child) => {
      if (!isElement(child)) return child;
      // A paragraph holding only an image with a title: a figure with that title as its caption.
      const only = child.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
      if (child.tagName === 'p' && only.length === 1 && isElement(only[0], 'img') && only[0].properties.title) {
        const img = only[0];
        const caption = String(img.properties.title);
        delete img.properties.title;
        img.properties.loading = 'lazy';
        return {
          type: 'element',
          tagName: 'figure',
          properties: {},
          children: [img, { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] }],
        } satisfies Element;
      }
      if (child.tagName === 'table')
        return {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'], tabIndex: 0 },
          children: [child],
        } satisfies Element;
      if ((child.tagName === 'h2' || child.tagName === 'h3') && child.properties.id) {
        out.toc.push({ depth: child.tagName === 'h2' ? 2 : 3, id: String(child.properties.id), text: textOf(child) });
      }
      if (child.tagName === 'a' && typeof child.properties.href === 'string' && child.properties.href.startsWith('/'))
        out.links.push(child.properties.href);
      visit(child);
      return child;
    });
  };
  visit(tree);
};

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const links: string[] = [];
  const html = String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype) // no allowDangerousHtml: raw HTML is dropped here
      .use(rehypeSanitize)
      .use(rehypeSlug)
      .use(rehypeExternalLinks, { rel: ['noopener'] })
      .use(structure, { toc, links })
      .use(rehypeStringify)
      .processSync(markdown),
  );
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#*_`>|-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
  return { html, toc, words, internalLinks: links };
}
