import * as yup from 'yup';
import type { WatermarkRead, WatermarkWrite } from '../../../api/tags/catalog';
import type { WatermarkFact, WatermarkFontSize, WatermarkStyle } from '../../../domain/clients/watermark/watermarkLayout';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { hexColorRule, integerRule, required, textRule } from '../../../shared/validation/rules';

/** Each optional fact's switch in the contract (showLocation...), in the spec's order. */
export const SHOW_FIELDS = {
  location: 'showLocation', ticketId: 'showTicketId', address: 'showAddress', latitude: 'showLatitude', longitude: 'showLongitude',
  municipality: 'showMunicipality', state: 'showState', dateTime: 'showDateTime',
} as const satisfies Record<WatermarkFact, keyof WatermarkWrite>;

type ShowField = (typeof SHOW_FIELDS)[WatermarkFact];

export type WatermarkValues = Versioned & Record<ShowField, boolean> & {
  text: string;
  backgroundColor: string;
  opacity: number | null;
  textColor: string;
  fontSize: WatermarkFontSize;
};

const FONT_SIZES: readonly WatermarkFontSize[] = ['small', 'medium', 'large'];

/** Spec 002 section 3: text, background colour, opacity, text colour, font size (small, medium, large). */
export const watermarkSchema = yup.object({
  text: textRule({ required: true, max: LIMITS.clients.watermarkTextMax }),
  backgroundColor: hexColorRule({ required: true }),
  opacity: integerRule({ required: true, min: 0, max: LIMITS.clients.watermarkOpacityMax }),
  textColor: hexColorRule({ required: true }),
  fontSize: yup.string().oneOf(FONT_SIZES).test(required()),
});

const NOTHING_SHOWN = Object.fromEntries(Object.values(SHOW_FIELDS).map((field) => [field, false])) as Record<ShowField, boolean>;

/** A client's first watermark: its name in white on a translucent black band. */
export const newWatermark = (clientName: string): WatermarkValues => ({
  text: clientName, backgroundColor: '#000000', opacity: 60, textColor: '#FFFFFF', fontSize: 'medium', ...NOTHING_SHOWN,
});

/** The form's values of a stored watermark, with the version they were read at. */
export function watermarkValues(watermark: WatermarkRead): WatermarkValues {
  const { clientId: _client, ...values } = watermark;
  return values;
}

/** The style the layout draws from the form's values (an opacity being typed counts as none). */
export const styleOf = (values: WatermarkValues): WatermarkStyle => ({
  text: values.text, backgroundColor: values.backgroundColor, opacity: values.opacity ?? 0, textColor: values.textColor, fontSize: values.fontSize,
  shown: Object.fromEntries(Object.entries(SHOW_FIELDS).map(([fact, field]) => [fact, values[field]])) as WatermarkStyle['shown'],
});

/** The create's body: null as the version creates the client's first watermark, else the version read replaces it. */
export const watermarkBody = (clientId: number, { rowVersion, ...values }: WatermarkValues): WatermarkWrite => ({
  ...values, clientId, opacity: values.opacity!, rowVersion: rowVersion ?? null,
});
