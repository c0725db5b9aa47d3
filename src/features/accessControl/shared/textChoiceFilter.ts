import type { FilterDescription, StaticOption } from '../../../shared/filters/filterTypes';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import type { SearchEndpoint } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { accessSearchText } from './accessSearchText';
import { withNoPermissionMessage } from './noPermission';

export interface TextChoiceFilterValue<Choice extends string> {
  text: string;
  choice: Choice;
}

/** What every access search takes besides its choice's condition: the text and the page. */
interface AccessSearchArg {
  text?: string;
  pageNumber?: number;
  pageSize?: number;
}

/** What a text-and-choice screen states of its own: its search and its choice, 'all' (no condition) among the choices. */
interface TextChoiceSetUp<Choice extends string, Row, Arg extends AccessSearchArg> {
  endpoint: SearchEndpoint<Arg, Row>;
  choiceLabelKey: string;
  choices: readonly StaticOption<Choice | 'all'>[];
  /** The request's condition for a choice other than 'all'. */
  condition: (choice: Exclude<Choice, 'all'>) => Omit<Arg, keyof AccessSearchArg>;
}

type TextChoiceParts<Choice extends string, Row extends object, Arg> = Pick<ResourceDescription<Row, TextChoiceFilterValue<Choice | 'all'>, Arg>, 'search' | 'filter' | 'refusal'>;

/**
 * The search, filter and refusal of an access screen that filters by a name and one choice (a group's kind,
 * a profile's state): the text sent when there is one, the choice's condition unless it is 'all', a text
 * under the minimum refused with its message, and a 403 read as the generic no-permission sentence.
 */
export function textChoiceSearch<Choice extends string, Row extends object, Arg extends AccessSearchArg>({
  endpoint,
  choiceLabelKey,
  choices,
  condition,
}: TextChoiceSetUp<Choice, Row, Arg>): TextChoiceParts<Choice, Row, Arg> {
  const description: FilterDescription<TextChoiceFilterValue<Choice | 'all'>> = {
    labelKey: 'accessControl.filter.label',
    empty: { text: '', choice: 'all' },
    fields: [
      accessSearchText('accessControl.filter.text'),
      { kind: 'choice', name: 'choice', labelKey: choiceLabelKey, options: choices, width: 'w-12rem' },
    ],
  };
  return {
    search: {
      endpoint,
      // The condition holds none of the text and page keys, so the whole is the endpoint's argument.
      toArg: ({ filter, pageNumber, pageSize }) =>
        ({
          ...(filter.text ? { text: filter.text } : {}),
          ...(filter.choice === 'all' ? {} : condition(filter.choice as Exclude<Choice, 'all'>)),
          pageNumber,
          pageSize,
        }) as Arg,
      pageSizes: LIMITS.accessControl.pageSizes,
      // The service answers by name and takes no sort.
      defaultSort: { field: 'name', order: 'asc' },
    },
    filter: { description },
    refusal: withNoPermissionMessage,
  };
}
