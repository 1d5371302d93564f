// Who translates: one small interface (spec 2 §4.3 request → in translation → confirmed). The default provider
// needs nothing outside the product: a file exchange — the request makes each translation's XLIFF/JSON file
// downloadable (its `link`), a translator fills it in, and uploading it back delivers the output. A machine
// translation service (e.g. DeepL's API behind a key) would implement `request` by sending the units and
// answering `delivered` with the output; nothing here calls an outside service.

export interface ProviderJob {
  translationId: number;
  srcLang: string;
  trgLang: string;
  /** The distinct source strings to translate. */
  sources: string[];
}

export interface ProviderAnswer {
  /** The tool's link while in translation (the exchange file for the file provider). */
  link: string | null;
  /** A provider that translates at once answers the output (source → translation) here. */
  delivered?: Record<string, string>;
}

export interface TranslationProvider {
  /** Stored with each translation. */
  readonly name: string;
  /** Throws when the service cannot take the job: the request answers 502 FAILED_REQUEST, nothing is stored. */
  request(job: ProviderJob): Promise<ProviderAnswer>;
}

/** The exchange file's address below the API (GET downloads it, PUT uploads the translated one). */
export const exchangeFilePath = (translationId: number) => `/api/v2/translations/${translationId}/file`;

export const fileExchangeProvider: TranslationProvider = {
  name: 'file-exchange',
  request: async (job) => ({ link: exchangeFilePath(job.translationId) }),
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The translation provider (BuildAppOptions.translationProvider; default the file exchange). */
    translationProvider: TranslationProvider;
  }
}
