import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { catalogApi, type ClientServiceRead, type ServiceConfiguration } from '../../../api/tags/catalog';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';

interface ConfigurationDialogProps<Values extends FormikValues> {
  service: ClientServiceRead;
  header: string;
  /** The form's values from the service's configuration as it is read. */
  valuesOf: (configuration: ServiceConfiguration) => Values;
  schema: AnyObjectSchema;
  children: ReactNode;
  onSave: (values: Values) => Promise<unknown>;
  onHide: () => void;
  width?: string;
}

/** A form over one part of a service's configuration: it reads the service first, then edits that part and saves it with its Configure* post. */
export function ConfigurationDialog<Values extends FormikValues>({ service, header, valuesOf, schema, children, onSave, onHide, width }: ConfigurationDialogProps<Values>) {
  const read = catalogApi.endpoints.getCatalogServiceById.useQuery({ id: service.id });
  const configuration = read.data?.data.configuration;
  return (
    <FormDialog<Values> header={header} initialValues={configuration ? valuesOf(configuration) : undefined} read={{ error: read.error, retry: read.refetch }}
      schema={schema} onSubmit={onSave} onHide={onHide} width={width}>
      {children}
    </FormDialog>
  );
}
