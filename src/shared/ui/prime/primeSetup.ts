import PrimeReact, { addLocale } from 'primereact/api';
import { PRIME_READER_PT } from '../primeReaderFixes';
import { interfaceLanguage } from './interfaceLanguage';

/**
 * PrimeReact's Spanish texts, ARIA labels included: addLocale merges shallowly over English, so a
 * partial locale would leave screen readers speaking English (ACCESSIBILITY.md). es-MX weeks start
 * on Sunday; dates show as dd/mm/yy.
 */
const ES = {
  accept: 'Sí', addRule: 'Agregar regla', am: 'AM', apply: 'Aplicar', cancel: 'Cancelar', choose: 'Elegir',
  chooseDate: 'Elegir fecha', chooseMonth: 'Elegir mes', chooseYear: 'Elegir año', clear: 'Limpiar', completed: 'Completado',
  contains: 'Contiene', custom: 'Personalizado', dateAfter: 'La fecha es posterior a', dateBefore: 'La fecha es anterior a',
  dateFormat: 'dd/mm/yy', dateIs: 'La fecha es', dateIsNot: 'La fecha no es',
  dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  dayNamesMin: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
  dayNamesShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  emptyFilterMessage: 'No se encontraron resultados', emptyMessage: 'No hay opciones disponibles',
  emptySearchMessage: 'No se encontraron resultados', emptySelectionMessage: 'Ningún elemento seleccionado',
  endsWith: 'Termina con', equals: 'Igual a', fileChosenMessage: '{0} archivos',
  fileSizeTypes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'], filter: 'Filtrar', firstDayOfWeek: 0,
  gt: 'Mayor que', gte: 'Mayor o igual que', lt: 'Menor que', lte: 'Menor o igual que', matchAll: 'Coincidir todo',
  matchAny: 'Coincidir alguno', medium: 'Media',
  monthNames: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  monthNamesShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  nextDecade: 'Década siguiente', nextHour: 'Hora siguiente', nextMinute: 'Minuto siguiente', nextMonth: 'Mes siguiente',
  nextSecond: 'Segundo siguiente', nextYear: 'Año siguiente', noFileChosenMessage: 'Ningún archivo elegido', noFilter: 'Sin filtro',
  notContains: 'No contiene', notEquals: 'Distinto de', now: 'Ahora', passwordPrompt: 'Escriba una contraseña', pending: 'Pendiente',
  pm: 'PM', prevDecade: 'Década anterior', prevHour: 'Hora anterior', prevMinute: 'Minuto anterior', prevMonth: 'Mes anterior',
  prevSecond: 'Segundo anterior', prevYear: 'Año anterior', reject: 'No', removeRule: 'Quitar regla',
  searchMessage: '{0} resultados disponibles', selectionMessage: '{0} elementos seleccionados', showMonthAfterYear: false,
  startsWith: 'Empieza con', strong: 'Fuerte', today: 'Hoy', upload: 'Subir', weak: 'Débil', weekHeader: 'Sem',
  aria: {
    cancelEdit: 'Cancelar edición', close: 'Cerrar', collapseLabel: 'Contraer', collapseRow: 'Fila contraída', editRow: 'Editar fila',
    expandLabel: 'Expandir', expandRow: 'Fila expandida', falseLabel: 'Falso', filterConstraint: 'Condición del filtro',
    filterOperator: 'Operador del filtro', firstPageLabel: 'Primera página', gridView: 'Vista de cuadrícula',
    hideFilterMenu: 'Ocultar menú de filtro', jumpToPageDropdownLabel: 'Ir a la página (lista)', jumpToPageInputLabel: 'Ir a la página (campo)',
    lastPageLabel: 'Última página', listLabel: 'Lista de opciones', listView: 'Vista de lista', moveAllToSource: 'Mover todo al origen',
    moveAllToTarget: 'Mover todo al destino', moveBottom: 'Mover al final', moveDown: 'Bajar', moveToSource: 'Mover al origen',
    moveToTarget: 'Mover al destino', moveTop: 'Mover al inicio', moveUp: 'Subir', navigation: 'Navegación', next: 'Siguiente',
    nextPageLabel: 'Página siguiente', nullLabel: 'Sin seleccionar', otpLabel: 'Escriba el carácter {0} de la contraseña de un solo uso',
    pageLabel: 'Página {page}', passwordHide: 'Ocultar contraseña', passwordShow: 'Mostrar contraseña', previous: 'Anterior',
    prevPageLabel: 'Página anterior', removeLabel: 'Quitar', rotateLeft: 'Girar a la izquierda', rotateRight: 'Girar a la derecha',
    rowsPerPageLabel: 'Filas por página', saveEdit: 'Guardar edición', scrollTop: 'Ir arriba', selectAll: 'Todos los elementos seleccionados',
    selectLabel: 'Seleccionar', selectRow: 'Fila seleccionada', showFilterMenu: 'Mostrar menú de filtro', slide: 'Diapositiva',
    slideNumber: '{slideNumber}', star: '1 estrella', stars: '{star} estrellas', trueLabel: 'Verdadero',
    unselectAll: 'Ningún elemento seleccionado', unselectLabel: 'Quitar selección', unselectRow: 'Fila no seleccionada',
    zoomImage: 'Ampliar imagen', zoomIn: 'Acercar', zoomOut: 'Alejar',
  },
};

addLocale('es', ES);

/*
 * The app sets PrimeReact up through its global settings rather than PrimeReactProvider, whose module
 * would bring PrimeReact's shared code into the first paint (withPrime.ts). PrimeReact reads
 * `PrimeReact.locale` as it renders (calendars, paginator, ARIA labels), so a getter keeps it on the
 * interface language. A change of language signs the user out (LanguageSwitch), so nothing drawn in one
 * language has to redraw itself in the other.
 */
Object.defineProperty(PrimeReact, 'locale', { configurable: true, get: interfaceLanguage, set: () => undefined });
PrimeReact.pt = PRIME_READER_PT;
