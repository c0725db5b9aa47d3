import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSurveyReportQuery, useGetSurveyTemplateReportQuery } from '../../../api/tags/insight';
import { useAccessList } from '../../../auth/useAccessList';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { answeredDescription } from './answeredDescription';
import { QuestionResults } from './QuestionResults';
import { ALL_DATES, datesQuery, reportDatesFilter } from './reportDates';
import { TemplatePicker } from './TemplatePicker';

/** `surveys/report`: per template, between two days or ever, the answered surveys and, per question, the distribution of the answers. */
export default function SurveyReportPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const resultsId = useId();
  const [dates, setDates] = useState(ALL_DATES);
  const range = useMemo(() => datesQuery(dates), [dates]);
  const templates = useGetSurveyReportQuery(range);
  const [picked, setPicked] = useState<number | null>(null);
  const rows = templates.data?.data ?? [];
  // The first template with answers until the user picks one.
  const idTemplate = picked ?? rows.find((r) => r.answeredCount > 0)?.idSurveyTemplate ?? rows[0]?.idSurveyTemplate ?? null;
  const report = useGetSurveyTemplateReportQuery({ id: idTemplate ?? 0, ...range }, { skip: idTemplate === null });
  const description = useMemo(() => (idTemplate === null ? null : answeredDescription(idTemplate, range)), [idTemplate, range]);

  if (templates.isLoading) return <PageLoader />;
  if (templates.error) return <RequestError error={templates.error} onRetry={() => void templates.refetch()} />;
  const picker = (
    <>
      <TemplatePicker rows={rows} value={idTemplate} onPick={setPicked} />
      <FilterBar filter={reportDatesFilter} value={dates} onSearch={setDates} />
    </>
  );
  return (
    <>
      {description ? <ResourceScreen description={description} can={can} parts={{ besideFilter: picker }} /> : <p className="p-3">{t('surveys.report.noTemplates')}</p>}
      <section className="p-3 flex flex-column gap-3" aria-labelledby={resultsId}>
        <h2 id={resultsId} className="m-0 text-xl">{t('surveys.report.distribution')}</h2>
        {report.isFetching && <PageLoader />}
        <RequestError error={report.error} onRetry={() => void report.refetch()} />
        {report.data && !report.isFetching && <QuestionResults report={report.data.data} />}
      </section>
    </>
  );
}
