import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetSurveyTemplateByIdQuery } from '../../../api/tags/insight';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { SurveyEditor } from './SurveyEditor';

/** `surveys/new`: a new template, or with `?template=<id>` (the search's edit) the one read, keyed by its version. */
export default function SurveyEditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('template')) || null;
  const read = useGetSurveyTemplateByIdQuery({ id: id ?? 0 }, { skip: id === null });
  const template = read.data?.data ?? null;
  return (
    <section className="p-3 flex flex-column gap-3">
      <h1 className="m-0 text-2xl">{id ? t('surveys.editor.editTitle') : t('surveys.editor.newTitle')}</h1>
      {read.isLoading && <PageLoader />}
      <RequestError error={read.error} onRetry={() => void read.refetch()} />
      {id === null && <SurveyEditor template={null} />}
      {template && <SurveyEditor key={template.rowVersion} template={template} />}
    </section>
  );
}
