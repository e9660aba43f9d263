import {
  bookingList,
  bookingResult,
  bookTimeslotBody,
  cancelBookingBody,
  createTimeslotBody,
  dataRouteErrors,
  idParam,
  location,
  locationBody,
  locationList,
  moveBookingBody,
  timeslot,
  timeslotList,
  timeslotQuery,
  updateTimeslotBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import type { UserRow } from '../users/index.ts'
import { bookTimeslot, cancelBooking, findApplicantBookings, moveBooking } from './bookings.service.ts'
import { createLocation, deleteLocation, findLocations, updateLocation } from './locations.service.ts'
import {
  createTimeslots,
  deleteTimeslot,
  findTimeslots,
  getTimeslot,
  updateTimeslot,
} from './timeslots.service.ts'

const tags = ['interviews']

/**
 * Interview scheduling (docs/decisions/0011): everyone reads, admins manage locations,
 * recruiters and admins manage slots and bookings.
 */
export async function interviewsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps
  // Every route that calls it needs a login (verified, recruiter or admin).
  const ctx = (request: { user: UserRow | null }) => ({ user: requireUser(request), now: clock.now() })

  r.get('/api/locations', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listLocations',
      summary: 'Orte für Vorstellungsgespräche',
      tags,
      response: { 200: locationList, ...dataRouteErrors },
    },
    handler: () => findLocations(db),
  })

  r.post('/api/locations', {
    config: { access: 'admin' },
    schema: {
      operationId: 'createLocation',
      summary: 'Ort anlegen',
      tags,
      body: locationBody,
      response: { 201: location, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createLocation(db, { input: request.body, now: clock.now() })),
  })

  r.put('/api/locations/:id', {
    config: { access: 'admin' },
    schema: {
      operationId: 'updateLocation',
      summary: 'Ort ändern',
      tags,
      params: idParam,
      body: locationBody,
      response: { 200: location, ...dataRouteErrors },
    },
    handler: (request) =>
      updateLocation(db, { id: request.params.id, input: request.body, now: clock.now() }),
  })

  r.delete('/api/locations/:id', {
    config: { access: 'admin' },
    schema: {
      operationId: 'deleteLocation',
      summary: 'Ort löschen',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await deleteLocation(db, request.params.id)
      return reply.code(204).send(null)
    },
  })

  r.get('/api/timeslots', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listTimeslots',
      summary: 'Termine in einem Zeitraum',
      tags,
      querystring: timeslotQuery,
      response: { 200: timeslotList, ...dataRouteErrors },
    },
    handler: (request) => findTimeslots(db, { query: request.query, now: clock.now() }),
  })

  r.get('/api/timeslots/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getTimeslot',
      summary: 'Ein Termin',
      tags,
      params: idParam,
      response: { 200: timeslot, ...dataRouteErrors },
    },
    handler: (request) => getTimeslot(db, request.params.id),
  })

  r.post('/api/timeslots', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'createTimeslots',
      summary: 'Termine anlegen, auch als Serie',
      tags,
      body: createTimeslotBody,
      response: { 201: timeslotList, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createTimeslots(db, { input: request.body, ...ctx(request) })),
  })

  r.put('/api/timeslots/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'updateTimeslot',
      summary: 'Termin ändern',
      tags,
      params: idParam,
      body: updateTimeslotBody,
      response: { 200: timeslot, ...dataRouteErrors },
    },
    handler: (request) =>
      updateTimeslot(db, { id: request.params.id, input: request.body, now: clock.now() }),
  })

  r.delete('/api/timeslots/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'deleteTimeslot',
      summary: 'Termin löschen',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await deleteTimeslot(db, request.params.id)
      return reply.code(204).send(null)
    },
  })

  r.post('/api/timeslots/:id/book', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'bookTimeslot',
      summary: 'Termin für eine Bewerber:in buchen',
      tags,
      params: idParam,
      body: bookTimeslotBody,
      response: { 201: bookingResult, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await bookTimeslot(deps, { slotId: request.params.id, input: request.body, ...ctx(request) })),
  })

  r.post('/api/bookings/:id/cancel', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'cancelBooking',
      summary: 'Buchung absagen',
      tags,
      params: idParam,
      body: cancelBookingBody,
      response: { 200: bookingResult, ...dataRouteErrors },
    },
    handler: (request) =>
      cancelBooking(deps, { id: request.params.id, input: request.body, ...ctx(request) }),
  })

  r.post('/api/bookings/:id/move', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'moveBooking',
      summary: 'Buchung auf einen anderen Termin verlegen',
      tags,
      params: idParam,
      body: moveBookingBody,
      response: { 200: bookingResult, ...dataRouteErrors },
    },
    handler: (request) => moveBooking(deps, { id: request.params.id, input: request.body, ...ctx(request) }),
  })

  r.get('/api/applicants/:id/bookings', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listApplicantBookings',
      summary: 'Vorstellungsgespräche einer Bewerber:in',
      tags,
      params: idParam,
      response: { 200: bookingList, ...dataRouteErrors },
    },
    handler: (request) => findApplicantBookings(db, request.params.id),
  })
}
