// Favourites and notes of spec section 7: each route is its endpoint definition from the contract plus one
// service call (docs/decisions/012).
import {
  favoritesEndpoints as favorites,
  notesEndpoints as notes,
  visitsEndpoints as visits,
} from '@bazaar/contracts/engagement';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { visitorOf } from '../../shared/visit-gate.js';
import type { EngagementService } from './engagement.service.js';

export const engagementRoutes: FastifyPluginAsync<{ service: EngagementService }> = async (app, { service }) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).sub;

  route(app, favorites.list, (request) => service.listFavorites(me(request), request.query));
  route(app, favorites.byType, (request) => service.listFavorites(me(request), request.query));
  route(app, favorites.byObject, (request) => service.favoriteState(me(request), request.query));
  route(app, favorites.add, async (request, reply) => {
    const { favorite, created } = await service.addFavorite(me(request), request.body);
    return reply.code(created ? 201 : 200).send(favorite);
  });
  route(app, favorites.company, (request) => service.sharedFavorites(me(request), request.query));
  route(app, favorites.sharing, (request) =>
    service.shareFavorite(me(request), request.params.id, request.body.shared),
  );
  route(app, favorites.remove, async (request, reply) => {
    await service.removeFavorite(me(request), request.params.id);
    return reply.code(204).send();
  });

  route(app, notes.byObject, (request) => service.notesOn(me(request), request.query));
  route(app, notes.byUser, (request) => service.listNotes(me(request), request.query));
  route(app, notes.company, (request) => service.sharedNotes(me(request), { ...request.query }));
  route(app, notes.sharing, (request) => service.shareNote(me(request), request.params.id, request.body.shared));
  route(app, notes.create, async (request, reply) =>
    reply.code(201).send(await service.createNote(me(request), request.body)),
  );
  route(app, notes.get, (request) => service.getNote(me(request), request.params.id));
  route(app, notes.update, (request) => service.updateNote(me(request), request.params.id, request.body.body));
  route(app, notes.remove, async (request, reply) => {
    await service.removeNote(me(request), request.params.id);
    return reply.code(204).send();
  });

  route(app, visits.count, async (request, reply) =>
    reply.code(202).send(await service.countVisit(request.body, visitorOf(request))),
  );
  route(app, visits.lastVisits, (request) => service.lastVisits(me(request), request.query));
  route(app, visits.chart, (request) => {
    const session = requireUser(request);
    return service.chart({ userId: session.sub, staff: session.roles.includes('admin') }, request.query);
  });
};
