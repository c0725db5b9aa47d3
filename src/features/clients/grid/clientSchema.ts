import * as yup from 'yup';
import type { ClientProfileRead, ClientCreateRequest } from '../../../api/tags/catalog';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { storedImageRule } from '../../../shared/forms/storedImage';
import { LIMITS } from '../../../shared/validation/limits';
import { textRule } from '../../../shared/validation/rules';

const { numberMax, nameMax, descriptionMax, logoMaxBytes } = LIMITS.clients;

/** The client form: the contract's fields, and the logo the file storage keeps beside the client. */
export interface ClientValues extends Versioned {
  number: string;
  name: string;
  description: string;
  clientClassificationId: number | null;
  enabled: boolean;
  logo: File | null;
  logoRemove: boolean;
}

/** Spec 002 sections 3 and 5: number 30, name 150 (allowed characters), description 250; the logo a JPG or PNG up to 2 MB. */
export const clientSchema = yup.object({
  number: textRule({ required: true, max: numberMax }),
  name: textRule({ required: true, max: nameMax, allowedCharacters: true }),
  description: textRule({ max: descriptionMax }),
  clientClassificationId: yup.number().nullable(),
  enabled: yup.boolean(),
  logo: storedImageRule({ maxBytes: logoMaxBytes, extensions: LIMITS.imageExtensions }),
});

export const EMPTY_CLIENT: ClientValues = {
  number: '', name: '', description: '', clientClassificationId: null, enabled: true, logo: null, logoRemove: false,
};

/** The form's values of a client being edited, with the version they were read at; the logo starts unchosen. */
export const clientValues = (client: ClientProfileRead): ClientValues => ({
  number: client.number, name: client.name, description: client.description ?? '', clientClassificationId: client.clientClassificationId,
  enabled: client.enabled, logo: null, logoRemove: false, rowVersion: client.rowVersion,
});

/** The request body of valid values; the logo travels apart, to the file storage. */
export const clientBody = (values: ClientValues): ClientCreateRequest => ({
  number: values.number, name: values.name, description: values.description || null, clientClassificationId: values.clientClassificationId, enabled: values.enabled,
});
