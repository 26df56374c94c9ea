// The first screen painted by the server (issue 13): its query, its answer and the render module's contract.
export * from './schemas';
export { firstScreenEndpoints } from './endpoints';
