// The users part of the contract: schemas, calls and query options (see the auth folder for the shape).
export * from './schemas';
export { downloadAppEndpoints, usersEndpoints } from './endpoints';
export { createUsersApi, type UsersApi } from './api';
export { alertEmailsOptions, userDetailOptions, usersKeys, usersListOptions } from './queries';
