/**
 * 405 Method Not Allowed, derived from what is served: a path some route answers, asked with a
 * method none answers (OPTIONS or TRACE on a page, GET on the enquiry endpoint), gets 405 and an
 * Allow header naming the methods that path does answer. Paths no route knows stay 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The methods answered for exactly this path: GET and HEAD for a page (answered from the page
 * store, not a route), else those of the routes registered for it (GET routes bring HEAD with them).
 */
export function allowedMethods(app: FastifyInstance, path: string, isPage: (path: string) => boolean): string[] {
  if (isPage(path)) return ['GET', 'HEAD'];
  return app.supportedMethods.filter((method) => {
    try {
      return app.hasRoute({ method: method as 'GET', url: path });
    } catch {
      return false; // a path that does not even parse as a route pattern has no routes
    }
  });
}

/** Answers 405 when the path exists for other methods; false when it is a plain not-found. */
export function answerMethodNotAllowed(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  isPage: (path: string) => boolean,
): boolean {
  const [path = ''] = req.url.split('?');
  const allow = allowedMethods(app, path, isPage);
  // A route that exists for this very method sent us here itself (a refused file): that is a 404.
  if (!allow.length || allow.includes(req.method)) return false;
  void reply
    .code(405)
    .header('allow', allow.join(', '))
    .send({ message: `This address does not accept ${req.method} requests; it accepts ${allow.join(', ')}.` });
  return true;
}
