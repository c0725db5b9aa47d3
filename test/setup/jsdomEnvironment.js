/* eslint-disable @typescript-eslint/no-require-imports -- a jest environment is loaded as CommonJS, outside the transform */
/**
 * jest-fixed-jsdom (MSW 2 needs its fetch globals) with jsdom's label lookups made linear.
 *
 * jsdom 26 answers `label.control` by walking the whole document for the element its `for` names, and
 * `input.labels` by walking the whole document asking every label for its control: one `labels` costs
 * (elements x labels) steps, and Testing Library's getByLabelText asks every button and input of the page
 * for its labels, so a screen with a form in a dialog over a grid spent most of its time there (a third
 * of a screen test's CPU). Here each document keeps one index, label -> control and control -> labels,
 * built in a single walk and rebuilt after any change to the tree or to an attribute (jsdom's own
 * `_version` counter, the one its live lists use). The answers are the same ones, in tree order; a label
 * outside a document (detached, shadow tree) and any document with custom elements defined (whose
 * "labelable" can change without a tree change) keep jsdom's own walk.
 */
const fs = require('node:fs');
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
require('jsdom'); // its whole living layer first: the internal modules below are parts of that cycle
const { domSymbolTree } = require('jsdom/lib/jsdom/living/helpers/internal-constants');
const formControls = require('jsdom/lib/jsdom/living/helpers/form-controls');
const NodeList = require('jsdom/lib/jsdom/living/generated/NodeList');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils');
const HTMLLabelElementImpl = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl').implementation;

const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;
const LABELABLE_IMPLS = ['Button', 'Input', 'Meter', 'Output', 'Progress', 'Select', 'TextArea'].map(
  (name) => require(`jsdom/lib/jsdom/living/nodes/HTML${name}Element-impl`).implementation,
);

const originalControl = Object.getOwnPropertyDescriptor(HTMLLabelElementImpl.prototype, 'control').get;

/** @type {WeakMap<object, { version: number, controlOf: Map<object, object | null>, labelsOf: Map<object, object[]> }>} */
const indexes = new WeakMap();

function hasCustomElements(document) {
  const registry = document._globalObject && document._globalObject._customElementRegistry;
  return Boolean(registry && implForWrapper(registry)._customElementDefinitions.length);
}

/** The document's label index, or null where jsdom's own walk must answer. */
function indexOf(root) {
  if (root.nodeType !== DOCUMENT_NODE || hasCustomElements(root)) return null;
  const cached = indexes.get(root);
  if (cached && cached.version === root._version) return cached;
  const firstWithId = new Map();
  const labels = [];
  for (const node of domSymbolTree.treeIterator(root)) {
    if (node.nodeType !== ELEMENT_NODE) continue;
    const id = node.getAttributeNS(null, 'id');
    if (id !== null && !firstWithId.has(id)) firstWithId.set(id, node);
    if (node instanceof HTMLLabelElementImpl) labels.push(node);
  }
  const controlOf = new Map();
  const labelsOf = new Map();
  for (const label of labels) {
    let control = null;
    if (label.hasAttributeNS(null, 'for')) {
      const target = firstWithId.get(label.getAttributeNS(null, 'for'));
      control = target && formControls.isLabelable(target) ? target : null;
    } else {
      for (const descendant of domSymbolTree.treeIterator(label)) {
        if (formControls.isLabelable(descendant)) {
          control = descendant;
          break;
        }
      }
    }
    controlOf.set(label, control);
    if (control) {
      const list = labelsOf.get(control);
      if (list) list.push(label);
      else labelsOf.set(control, [label]);
    }
  }
  const index = { version: root._version, controlOf, labelsOf };
  indexes.set(root, index);
  return index;
}

Object.defineProperty(HTMLLabelElementImpl.prototype, 'control', {
  configurable: true,
  get() {
    const index = indexOf(this.getRootNode({}));
    return index ? (index.controlOf.get(this) ?? null) : originalControl.call(this);
  },
});

// Same list as form-controls' getLabelsForLabelable (live, cached on the element), with an indexed query.
for (const Impl of LABELABLE_IMPLS) {
  Object.defineProperty(Impl.prototype, 'labels', {
    configurable: true,
    get() {
      if (!formControls.isLabelable(this)) return null;
      if (!this._labels) {
        const root = this.getRootNode({});
        this._labels = NodeList.createImpl(root._globalObject, [], {
          element: root,
          query: () => {
            const index = indexOf(root);
            if (index) return [...(index.labelsOf.get(this) ?? [])];
            const nodes = [];
            for (const descendant of domSymbolTree.treeIterator(root)) {
              if (descendant.control === this) nodes.push(descendant);
            }
            return nodes;
          },
        });
      }
      return this._labels;
    },
  });
}

/**
 * With JEST_CPU_LOG=<file>, each test file appends one line `{"file", "cpuMs"}`: the CPU its worker spent on it,
 * environment included (jest's own per-file times are wall times, which a busy machine stretches).
 */
class JSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    const started = process.cpuUsage();
    super(config, context);
    this.cpuStarted = started;
    this.testPath = context.testPath;
  }

  async teardown() {
    await super.teardown();
    const log = process.env.JEST_CPU_LOG;
    if (!log) return;
    const { user, system } = process.cpuUsage(this.cpuStarted);
    fs.appendFileSync(log, `${JSON.stringify({ file: this.testPath, cpuMs: Math.round((user + system) / 1000) })}\n`);
  }
}

module.exports = JSDOMEnvironment;
