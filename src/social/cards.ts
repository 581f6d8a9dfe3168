/**
 * Each page's social card (Open Graph image, 1200×630 PNG): where it is served and what it shows.
 * The build draws them (src/social/draw-cards.ts); pages only need to name them.
 */
import { site } from '../../data/site.js';
import type { PageEntry } from '../content/page-entry.js';
import { tagLabel } from '../blog/paths.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where a page's card is served: /og/<path>.png ("/" is /og/home.png). */
export const cardPath = (pagePath: string) => `/og${pagePath === '/' ? '/home' : pagePath}.png`;

export interface CardText {
  path: string;
  title: string;
  category: string;
}

/** What a page's card shows: its title (without the site suffix) and a category line. */
export function cardText(entry: PageEntry): CardText {
  const title = entry.title.replace(site.titleSuffix, '');
  const category = (() => {
    switch (entry.kind) {
      case 'home':
        return site.tagline;
      case 'service':
      case 'blog-index':
        return entry.service.hero.category;
      case 'post': {
        const [topic] = entry.post.tags;
        return topic ? `Blog · ${tagLabel(topic)}` : 'Blog';
      }
      case 'tag':
        return 'Blog topic';
      case 'author':
        return 'Blog author';
      case 'case-study':
        return `Case study · ${entry.study.industry}`;
      default:
        return site.name;
    }
  })();
  return {
    path: entry.path,
    title: entry.kind === 'post' ? entry.post.title : entry.kind === 'case-study' ? entry.study.title : title,
    category,
  };
}
