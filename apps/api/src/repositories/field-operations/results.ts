/** What a delete did: a row of another customer, or one that does not exist, is simply not found. */
export type DeleteResult = 'deleted' | 'not-found' | 'in-use';
