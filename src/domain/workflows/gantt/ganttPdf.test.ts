import { ganttPdfPageSize } from './ganttPdf';
import { ganttPdfFileName } from './ganttPdfFileName';

describe('ganttPdfPageSize', () => {
  it('is A4 landscape up to 8 nodes and grows a step per further 8', () => {
    const a4 = ganttPdfPageSize(1);
    expect(a4.width).toBeCloseTo(841.89);
    expect(a4.height).toBeCloseTo(595.28);
    expect(ganttPdfPageSize(8)).toEqual(a4);
    const nine = ganttPdfPageSize(9);
    expect(nine.width).toBeGreaterThan(a4.width);
    expect(ganttPdfPageSize(16)).toEqual(nine);
    expect(ganttPdfPageSize(17).width).toBeGreaterThan(nine.width);
  });

  it('stays landscape and within what PDF readers open (200 inches)', () => {
    const huge = ganttPdfPageSize(1000);
    expect(huge.width).toBeLessThanOrEqual(14_400);
    expect(huge.width).toBeGreaterThan(huge.height);
  });
});

describe('ganttPdfFileName', () => {
  it('joins the title, the workflow name and the key with underscores', () => {
    expect(ganttPdfFileName('Diagrama de Gantt del flujo', 'Apertura exprés', 'ODT-000012')).toBe('Diagrama_de_Gantt_del_flujo_Apertura_exprés_ODT-000012.pdf');
  });

  it('drops what file systems refuse and emoji, and leaves out a missing key', () => {
    expect(ganttPdfFileName('Gantt', 'Sucursal: norte/sur? 🚀', null)).toBe('Gantt_Sucursal_norte_sur.pdf');
  });
});
