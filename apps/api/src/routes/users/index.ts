import type { FastifyInstance } from 'fastify';

/** Users register under /register/users (spec section 7): list by name, read, create, update, delete, changePassword. */
export default async function usersRoutes(_app: FastifyInstance) {}
