/**
 * One error handler: 4xx answers carry a plain-words message, 5xx never show internals.
 * Form posts get HTML (the form re-shown with the message); everything else gets { message }.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { site } from '../../data/site.js';
import { ENQUIRY_PATH, sendProblem } from './enquiry.js';
import { type PageStore } from './pages.js';
import { sendCached } from './page-cache.js';

const messages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Your enquiry is too large to send. Please shorten your message and try again.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the enquiry as JSON or as a standard web form.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body did not match its stated length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; please send the enquiry as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

export function friendlyMessage(err: FastifyError, status: number): string {
  if (status >= 500) return `Something went wrong on our side and your request was not completed. Please try again, or call us on ${site.phone.display}.`;
  if (err.code && messages[err.code]) return messages[err.code]!;
  if (status === 429) return err.message;
  if (err instanceof SyntaxError) return messages.FST_ERR_CTP_INVALID_JSON_BODY!;
  if (status === 413) return messages.FST_ERR_CTP_BODY_TOO_LARGE!;
  if (status === 415) return messages.FST_ERR_CTP_INVALID_MEDIA_TYPE!;
  return 'The request could not be understood. Please check it and try again.';
}

export function registerErrorHandler(app: FastifyInstance, pages: PageStore): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'unexpected error');
    const message = friendlyMessage(err, status);
    if (req.method === 'POST' && req.url.split('?')[0] === ENQUIRY_PATH) return sendProblem(req, reply, pages, status, message);
    if (req.url.startsWith('/api/') || req.method !== 'GET') return reply.code(status).send({ message });
    return sendCached(req, reply, status >= 500 ? pages.serverError : pages.notFound, status >= 500 ? 500 : status, 'no-store');
  });
}
