/**
 * The site-wide error handler: 4xx answers carry a plain-words message, 5xx never show internals.
 * Page requests get the 404 or 500 page; API and other requests get { message }. (The enquiry
 * plugin answers its own errors, with the form re-shown for no-JS visitors.)
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { site } from '../../data/site.js';
import type { PageStore } from './pages.js';

const messages = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Your enquiry is too large to send. Please shorten your message and try again.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the enquiry as JSON or as a standard web form.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body did not match its stated length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; please send the enquiry as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};
/** The same messages, looked up by an error's code (which may be one without a message). */
const messageByCode: Partial<Record<string, string>> = messages;

/** The status to answer an error with: its own 4xx, anything else is a 500. */
export function errorStatus(err: FastifyError): number {
  return err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
}

export function friendlyMessage(err: FastifyError, status: number): string {
  if (status >= 500)
    return `Something went wrong on our side and your request was not completed. Please try again, or call us on ${site.phone.display}.`;
  const known = err.code ? messageByCode[err.code] : undefined;
  if (known) return known;
  if (status === 429) return err.message;
  if (err instanceof SyntaxError) return messages.FST_ERR_CTP_INVALID_JSON_BODY;
  if (status === 413) return messages.FST_ERR_CTP_BODY_TOO_LARGE;
  if (status === 415) return messages.FST_ERR_CTP_INVALID_MEDIA_TYPE;
  return 'The request could not be understood. Please check it and try again.';
}

export function registerErrorHandler(app: FastifyInstance, pages: PageStore): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = errorStatus(err);
    if (status >= 500) req.log.error({ err }, 'unexpected error');
    if (req.url.startsWith('/api/') || req.method !== 'GET') return reply.code(status).send({ message: friendlyMessage(err, status) });
    if (status >= 500) return pages.serverError.send(reply);
    // A path refused as a file (a traversal attempt, `//`) is, to anyone asking, a page that does not exist.
    return pages.notFound.send(reply, status === 403 ? 404 : status);
  });
}
