/** Where the blog lives: its index, and its feeds (announced in every page's head). */
export const BLOG_PATH = '/resources/blog';
export const ATOM_PATH = `${BLOG_PATH}/feed.xml`;
export const JSON_FEED_PATH = `${BLOG_PATH}/feed.json`;
