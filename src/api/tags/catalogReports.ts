import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query';
import { catalogReportsGeneratedApi } from '../generated/catalogReports';
import { asObjectUrlDownload } from '../objectUrlDownload';

type Definitions = DefinitionsFromApi<typeof catalogReportsGeneratedApi>;

/** A generated report's file answers an object URL of its bytes (asObjectUrlDownload) instead of a Blob. */
type Enhanced = { downloadGeneratedReport: OverrideResultType<Definitions['downloadGeneratedReport'], string> };

/**
 * The reports generated in the background (catalog.yaml GeneratedReport), a client of their own (x-client-module) so
 * that only the report screens and the notification telling one is ready load it, not the whole catalogue client.
 */
export const catalogReportsApi = catalogReportsGeneratedApi.enhanceEndpoints<never, Enhanced>({
  endpoints: {
    // A generated report moves on its own while the user is elsewhere: "my reports" is read afresh at each visit.
    searchGeneratedReports: { keepUnusedDataFor: 0 },
    downloadGeneratedReport: asObjectUrlDownload,
  },
});

export * from '../generated/catalogReports';

export const { useLazyDownloadGeneratedReportQuery } = catalogReportsApi;
