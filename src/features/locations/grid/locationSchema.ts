import * as yup from 'yup';
import type { LocationRead, LocationWrite } from '../../../api/tags/geography';
import { postalCodePlaceRule, postalCodeRule, type PostalCodePlace } from '../../../domain/locations/PostalCodeInput';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { decimalRule, latitude, longitude, requiredIdRule, textRule } from '../../../shared/validation/rules';

const { nameMax, comercialNameMax, addressMax, localityMax, additionalInfoMax, changeReasonMax, coordinateDecimals } = LIMITS.locations;

/** The location form: the contract's fields, the postal code's lookup, and on an edit its version and the reason of the change. */
export interface LocationValues extends Versioned {
  clientId: number | null;
  name: string;
  locationPriorityId: number | null;
  comercialName: string;
  address: string;
  postalCode: string;
  postalCodePlace: PostalCodePlace | null;
  locality: string;
  latitude: number | null;
  longitude: number | null;
  additionalInfo: string;
  changeReason: string;
}

const coordinate = (rule: typeof latitude) => decimalRule({ required: true, decimals: coordinateDecimals }).test(rule());

/**
 * Spec 002 sections 3 and 5: client, name, address, an existing postal code of 5 to 6 digits, latitude -90 to 90
 * and longitude -180 to 180 required; every edit (a form read at a version) says why.
 */
export const locationSchema = yup.object({
  clientId: requiredIdRule(),
  name: textRule({ required: true, max: nameMax }),
  locationPriorityId: yup.number().nullable(),
  comercialName: textRule({ max: comercialNameMax }),
  address: textRule({ required: true, max: addressMax }),
  postalCode: postalCodeRule('postalCodePlace'),
  postalCodePlace: postalCodePlaceRule(),
  locality: textRule({ max: localityMax }),
  latitude: coordinate(latitude),
  longitude: coordinate(longitude),
  additionalInfo: textRule({ max: additionalInfoMax }),
  changeReason: yup.string().when('rowVersion', {
    is: (version: unknown) => version !== undefined,
    then: () => textRule({ required: true, max: changeReasonMax }),
    otherwise: () => textRule({ max: changeReasonMax }),
  }),
});

export const EMPTY_LOCATION: LocationValues = {
  clientId: null, name: '', locationPriorityId: null, comercialName: '', address: '', postalCode: '', postalCodePlace: null,
  locality: '', latitude: null, longitude: null, additionalInfo: '', changeReason: '',
};

/** The form's values of a location being edited, its postal code already known, with the version they were read at. */
export const locationValues = (l: LocationRead): LocationValues => ({
  clientId: l.clientId, name: l.name, locationPriorityId: l.locationPriorityId, comercialName: l.comercialName ?? '', address: l.address,
  postalCode: l.postalCode,
  postalCodePlace: {
    postalCode: l.postalCode,
    found: {
      postalCode: l.postalCode, municipalityId: l.municipalityId, municipalityName: l.municipalityName, countryStateId: l.countryStateId,
      countryStateName: l.countryStateName, regionId: l.regionId, regionName: l.regionName, localities: [],
    },
  },
  locality: l.locality ?? '', latitude: l.latitude, longitude: l.longitude, additionalInfo: l.additionalInfo ?? '', changeReason: '',
  rowVersion: l.rowVersion,
});

/** The request body of valid values (the schema has checked every required one); version and reason travel apart, on an update only. */
export const locationBody = (v: LocationValues): LocationWrite => ({
  clientId: v.clientId!, name: v.name, locationPriorityId: v.locationPriorityId, comercialName: v.comercialName || null, address: v.address,
  postalCode: v.postalCode, locality: v.locality || null, latitude: v.latitude!, longitude: v.longitude!, additionalInfo: v.additionalInfo || null,
});
