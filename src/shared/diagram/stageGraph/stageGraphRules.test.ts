import { stageGraphProblems } from './stageGraphRules';
import type { Stage, StageGraph } from './stageGraphTypes';

const NAME_MAX = 20;
const stage = (id: string, extra: Partial<Stage> = {}): Stage => ({ id, name: `Etapa ${id}`, initial: false, final: false, ...extra });
/** a -> b -> c, a initial, c final: a valid flow. */
const valid = (): StageGraph => ({
  stages: [stage('a', { initial: true }), stage('b'), stage('c', { final: true })],
  edges: [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }],
});
const codes = (graph: StageGraph) => stageGraphProblems(graph, { nameMax: NAME_MAX }).map((p) => [p.code, p.stageId ?? null]);

describe('stageGraphProblems', () => {
  it('finds nothing in a valid flow, loops back included', () => {
    expect(codes(valid())).toEqual([]);
    const loop = valid();
    loop.edges.push({ from: 'b', to: 'a' });
    expect(codes(loop)).toEqual([]);
  });

  it('wants stages', () => {
    expect(codes({ stages: [], edges: [] })).toEqual([['noStages', null]]);
  });

  it('wants exactly one initial stage', () => {
    const none = valid();
    none.stages[0]!.initial = false;
    expect(codes(none)).toContainEqual(['noInitial', null]);
    const two = valid();
    two.stages[1]!.initial = true;
    expect(codes(two)).toEqual([['manyInitial', 'a'], ['manyInitial', 'b']]);
  });

  it('wants at least one final stage; one is enough', () => {
    const none = valid();
    none.stages[2]!.final = false;
    expect(codes(none)).toEqual([['noFinal', null]]);
    expect(codes(valid())).toEqual([]);
  });

  it('refuses a stage as its own predecessor, naming it', () => {
    const graph = valid();
    graph.edges.push({ from: 'b', to: 'b' });
    const [problem] = stageGraphProblems(graph, { nameMax: NAME_MAX });
    expect(problem).toEqual({ code: 'ownPredecessor', stageId: 'b', edge: { from: 'b', to: 'b' }, values: { name: 'Etapa b' } });
  });

  it('finds an unreachable stage, and one reached only through a final stage', () => {
    const island = valid();
    island.stages.push(stage('d'));
    expect(codes(island)).toEqual([['unreachable', 'd']]);
    const pastFinal = valid();
    pastFinal.stages.push(stage('d'));
    pastFinal.edges.push({ from: 'c', to: 'd' });
    expect(codes(pastFinal)).toEqual([['afterFinal', null], ['unreachable', 'd']]);
  });

  it('refuses a transition out of a final stage', () => {
    const graph = valid();
    graph.edges.push({ from: 'c', to: 'a' });
    expect(stageGraphProblems(graph, { nameMax: NAME_MAX })).toEqual([
      { code: 'afterFinal', edge: { from: 'c', to: 'a' }, values: { from: 'Etapa c', to: 'Etapa a' } },
    ]);
  });

  it('refuses a repeated transition', () => {
    const graph = valid();
    graph.edges.push({ from: 'a', to: 'b' });
    expect(codes(graph)).toEqual([['repeatedEdge', null]]);
  });

  it('takes a name at the limit and refuses one past it, an empty one and a repeated one (accent and case blind)', () => {
    const graph = valid();
    graph.stages[0]!.name = 'x'.repeat(NAME_MAX);
    expect(codes(graph)).toEqual([]);
    graph.stages[0]!.name = 'x'.repeat(NAME_MAX + 1);
    expect(codes(graph)).toEqual([['nameTooLong', 'a']]);
    graph.stages[0]!.name = '   ';
    expect(codes(graph)).toEqual([['nameRequired', 'a']]);
    graph.stages[0]!.name = 'Revisión';
    graph.stages[1]!.name = ' REVISION ';
    expect(codes(graph)).toEqual([['nameRepeated', 'b']]);
  });
});
