import { addTagTypes as catalogReportsTags } from './generated/catalogReports';
import { addTagTypes as processTags } from './generated/process';
import { HUB_TAGS } from './hubTags';

it('names tags the services’ clients really declare (a renamed tag would leave the screens stale)', () => {
  expect(processTags).toContain(HUB_TAGS.changes);
  expect(catalogReportsTags).toContain(HUB_TAGS.generatedReports);
});
