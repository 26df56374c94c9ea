import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { ConfigError } from '../config';
import { StorageUnavailableError, type DocumentStorage } from './document-storage';
import { createDocumentStorage } from './create-document-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document files live (see storage/README.md); `check()` tells whether it can be used now. */
    documentStorage: DocumentStorage;
  }
}

/**
 * The document storage as `app.documentStorage`, checked before the server starts: a bucket that cannot
 * be reached or refuses the credentials (or a folder that cannot be written) stops the start with a
 * message naming the setting, rather than failing the first upload.
 */
export default fp(
  async function documentStorage(app: FastifyInstance) {
    const storage = createDocumentStorage(app.config);
    try {
      await storage.check();
    } catch (error) {
      storage.close();
      if (!(error instanceof StorageUnavailableError)) throw error;
      throw new ConfigError(`The document storage cannot be used:\n- ${error.setting}: ${error.message}`, {
        cause: error,
      });
    }
    app.decorate('documentStorage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'document-storage', dependencies: ['config'] },
);
