import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/ui/BusyButton';
import { useCreatePublicIncidentRequirementMutation } from '../../api/tags/message';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { TextAreaInput } from '../../shared/forms/fields';
import { LIMITS } from '../../shared/validation/limits';
import { publicRequestSchema, type PublicRequestValues } from './publicRequestSchema';

/** Report a problem without an account (/PublicRequest): cellphone, e-mail, description. */
export default function PublicRequestPage() {
  const { t } = useTranslation();
  const ids = { cellphone: useId(), email: useId() };
  const errorMessage = useApiErrorMessage();
  const [create, { data, error, isLoading, reset }] = useCreatePublicIncidentRequirementMutation();
  const form = useFormik<PublicRequestValues>({
    initialValues: { cellphone: '', email: '', issueDescription: '' },
    validationSchema: publicRequestSchema,
    onSubmit: async (values) => {
      await create({ publicIncidentRequirementCreateRequest: values });
    },
  });
  const fieldError = (name: 'cellphone' | 'email') =>
    form.touched[name] && form.errors[name]
      ? t(form.errors[name]!, { max: LIMITS.emailMax, digits: LIMITS.cellphoneDigits })
      : null;

  if (data) {
    return (
      <main className="min-h-screen flex align-items-center justify-content-center surface-ground p-4">
        <section className="surface-card shadow-2 border-round-lg p-5 w-full" style={{ maxWidth: 560 }} role="status">
          <h1 className="text-2xl font-semibold mt-0">{t('publicRequest.sentTitle')}</h1>
          <p>{t('publicRequest.sentBody', { id: data.data.id })}</p>
          <div className="flex gap-2">
            <button type="button" className="p-button p-button-outlined" onClick={() => { reset(); form.resetForm(); }}>
              {t('publicRequest.another')}
            </button>
            <Link to="/signin" className="p-button p-button-text no-underline">{t('publicRequest.backToSignIn')}</Link>
          </div>
        </section>
      </main>
    );
  }

  return (
    <main className="min-h-screen flex align-items-center justify-content-center surface-ground p-4">
      <form className="surface-card shadow-2 border-round-lg p-5 w-full flex flex-column gap-3" style={{ maxWidth: 560 }} onSubmit={form.handleSubmit} noValidate>
        <h1 className="text-2xl font-semibold m-0">{t('publicRequest.title')}</h1>
        <p className="text-700 m-0">{t('publicRequest.intro')}</p>
        {error && <p role="alert" className="p-2 border-round bg-red-50 text-red-700 m-0">{errorMessage(error)}</p>}
        {(['cellphone', 'email'] as const).map((name) => (
          <div key={name} className="flex flex-column gap-1">
            <label htmlFor={ids[name]} className="font-medium">{t(`publicRequest.${name}`)}</label>
            <input
              id={ids[name]}
              name={name}
              type={name === 'email' ? 'email' : 'tel'}
              inputMode={name === 'cellphone' ? 'numeric' : 'email'}
              autoComplete={name === 'email' ? 'email' : 'tel'}
              className={`p-inputtext w-full ${fieldError(name) ? 'p-invalid' : ''}`}
              value={form.values[name]}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              aria-invalid={Boolean(fieldError(name))}
              aria-describedby={fieldError(name) ? `${ids[name]}-error` : undefined}
            />
            {fieldError(name) && <small id={`${ids[name]}-error`} className="p-error">{fieldError(name)}</small>}
          </div>
        ))}
        <FormikProvider value={form}>
          <TextAreaInput name="issueDescription" label={t('publicRequest.issueDescription')} required markRequired={false} rows={6} max={LIMITS.textAreaMax} />
        </FormikProvider>
        <div className="flex gap-2 align-items-center">
          <BusyButton type="submit" icon="pi pi-send" label={t('publicRequest.submit')} busy={isLoading} />
          <Link to="/signin">{t('publicRequest.backToSignIn')}</Link>
        </div>
      </form>
    </main>
  );
}
