// FAQ, help, videos, feedback, advertisements, announcements and menus (spec section 7, "FAQ and help"
// and "Other public"). Each route is its endpoint definition from the contract plus one service call
// (docs/decisions/012).
import { siteEndpoints as endpoints } from '@bazaar/contracts/site';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import { visitorOf } from '../../shared/visit-gate.js';
import type { SiteService } from './site.service.js';

export const siteRoutes: FastifyPluginAsync<{ service: SiteService }> = async (app, { service }) => {
  route(app, endpoints.topFaqQuestions, ({ query }) => service.topFaq(query.platform, query.limit));
  route(app, endpoints.faqQuestionsByCategory, ({ query }) =>
    service.faqByCategory(query.categoryId, query.platform, query.q),
  );
  route(app, endpoints.faqGroups, ({ query }) => service.faqGroups(query.platform, query.q));
  route(app, endpoints.faqCategories, ({ query }) => service.faqCategories(query.platform));
  route(app, endpoints.countFaqVisit, (request) => service.countFaqVisit(request.params.id, visitorOf(request)));
  route(app, endpoints.help, ({ query }) => service.help(query.frontUniqueId));

  route(app, endpoints.videos, ({ query }) => service.videos(undefined, query.page, query.pageSize));
  route(app, endpoints.searchVideos, ({ query }) => service.videos(query.q, query.page, query.pageSize));

  route(app, endpoints.sendFeedback, async (request, reply) =>
    reply
      .code(201)
      .send(await service.sendFeedback(request.body, { ip: request.ip, userId: request.session?.sub ?? null })),
  );

  route(app, endpoints.advertisements, ({ query }) => service.advertisements(query.slot));
  route(app, endpoints.announcements, () => service.announcements());
  route(app, endpoints.websiteMenu, ({ query }) => service.menuTree(query.location));
};
