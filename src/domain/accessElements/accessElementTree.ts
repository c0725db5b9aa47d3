import type { AccessModule } from '../../api/tags/security';
import type { TreeChoice } from '../../shared/ui/CheckTree/CheckTree';

/** The security service's module tree (AccessElements/GetAllWithModuleTree) as CheckTree nodes: modules are branches, elements leaves. */
export function accessElementChoices(modules: readonly AccessModule[]): TreeChoice[] {
  return modules.map((module) => ({
    key: `module-${module.moduleId}`,
    label: module.name,
    children: [
      ...accessElementChoices(module.modules),
      ...module.accessElements.map((element) => ({
        key: `element-${element.accessElementId}`,
        label: element.name,
        value: element.accessElementId,
        hint: element.description ?? element.code,
      })),
    ],
  }));
}
