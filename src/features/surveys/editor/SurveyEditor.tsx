import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateSurveyTemplateMutation, useUpdateSurveyTemplateMutation, type SurveyTemplateRead } from '../../../api/tags/insight';
import { useAccessList } from '../../../auth/useAccessList';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { QuestionList } from './QuestionList';
import { draftOf, EMPTY_DRAFT, questionsTemplateOf, type SurveyDraft } from './surveyDraft';
import { surveySchema } from './surveySchema';

const { titleMax, descriptionMax } = LIMITS.surveys;
const SEARCH = '/surveys/search';

/** A template's title, description and question cards; creates it, or saves the one read with its version. */
export function SurveyEditor({ template }: { template: SurveyTemplateRead | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { can } = useAccessList();
  const [create] = useCreateSurveyTemplateMutation();
  const [update] = useUpdateSurveyTemplateMutation();

  const body = (draft: SurveyDraft) => ({ title: draft.title.trim(), description: draft.description.trim() || null, questionsTemplate: questionsTemplateOf(draft) });
  // After a save or a cancel the search follows, for those who may search (spec 002 section 2); the others start a new one.
  const leave = () => (can(['SurveySearch']) ? navigate(SEARCH) : page.form.resetForm({ values: EMPTY_DRAFT }));
  const save = async (draft: SurveyDraft) => {
    if (template) {
      const id = template.idSurveyTemplate;
      await update({ idTemplate: id, surveyTemplateUpdate: { ...body(draft), idTemplate: id, enabled: true, rowVersion: sentVersion(draft) } }).unwrap();
    } else {
      await create({ surveyTemplateCreate: body(draft) }).unwrap();
    }
    toast({ severity: 'success', summary: t('surveys.editor.saved', { title: draft.title.trim() }) });
    leave();
  };
  const page = usePageForm({ initialValues: template ? draftOf(template) : EMPTY_DRAFT, schema: surveySchema, onSubmit: save, valuesOf: draftOf });

  return (
    <PageForm
      page={page}
      aria-label={t(template ? 'surveys.editor.editTitle' : 'surveys.editor.newTitle')}
      failureTitle={t('surveys.editor.saveError')}
      submitLabel={t('surveys.editor.save')}
      submitIcon="pi pi-save"
      onCancel={leave}
      cancelLabel={t('surveys.editor.cancel')}
    >
      <div className="surface-card border-round shadow-1 p-3 flex flex-column gap-3">
        <TextInput name="title" label={t('surveys.fields.title')} max={titleMax} stopAtMax={false} required autoFocus />
        <TextAreaInput name="description" label={t('surveys.fields.description')} max={descriptionMax} />
      </div>
      <QuestionList />
    </PageForm>
  );
}
