import { LIMITS } from '../../../shared/validation/limits';
import { addOption, addQuestion, changeType, questionsTemplateOf, removeOption, removeQuestion, renameOption, type SurveyDraft } from './surveyDraft';

const { scaleMaxDefault } = LIMITS.surveys;

describe('survey draft', () => {
  it('adds required short-answer questions and numbers them by place after a removal', () => {
    const three = addQuestion(addQuestion(addQuestion([])));
    expect(three.map((q) => [q.type, q.isRequired])).toEqual([['shortAnswer', true], ['shortAnswer', true], ['shortAnswer', true]]);
    const labelled = three.map((q, i) => ({ ...q, label: `P${i + 1}` }));
    const draft: SurveyDraft = { title: 'T', description: '', questions: removeQuestion(labelled, 0) };
    expect(questionsTemplateOf(draft).map((q) => [q.orderItem, q.label])).toEqual([[1, 'P2'], [2, 'P3']]);
  });

  it('clears the label and starts the options afresh when the type changes', () => {
    const question = { ...addQuestion([])[0]!, label: 'Algo' };
    expect(changeType(question, 'linearScale')).toMatchObject({ label: '', options: { kind: 'scale', max: scaleMaxDefault } });
    expect(changeType(question, 'severalOptions')).toMatchObject({ label: '', options: { kind: 'options', options: [{ id: 1, label: '' }] } });
  });

  it('adds options, keeps the last one and renumbers ids after a removal', () => {
    let options = changeType(addQuestion([])[0]!, 'severalOptions').options;
    options = renameOption(addOption(addOption(options)), 0, 'Sí');
    options = renameOption(renameOption(options, 1, 'No'), 2, 'Tal vez');
    options = removeOption(options, 0);
    expect(options).toEqual({ kind: 'options', options: [{ id: 1, label: 'No' }, { id: 2, label: 'Tal vez' }] });
    const last = removeOption(removeOption(options, 0), 0);
    expect(last).toEqual({ kind: 'options', options: [{ id: 1, label: 'Tal vez' }] });
  });
});
