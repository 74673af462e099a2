import type { Messages } from './en'

/**
 * Latin-American Spanish (tuteo, Chilean-friendly vocabulary: celular, computador, plantel).
 * The same texts serve the men's and the women's events, so wording avoids gendered nouns
 * for players where Spanish allows it ("integrante", "tu nombre", "Todo", "Con foto").
 * Typed as `Messages`: a missing or extra key is a compile error.
 */
export const es: Messages = {
  // App & language
  'app.name': 'Portal de fotos oficiales',
  'language.label': 'Idioma',

  // Common
  'common.loading': 'Cargando…',
  'common.tryAgain': 'Intentar de nuevo',
  'common.back': 'Volver',
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.goHome': 'Ir al inicio',
  'common.reload': 'Recargar la página',
  'common.skipToContent': 'Ir al contenido',
  'common.unexpectedError': 'Ocurrió un error inesperado.',

  // Header & footer
  'header.adminLogin': 'Acceso de administración',
  'footer.copyright': '© 2025 Portal de fotos oficiales. Todos los derechos reservados.',
  'footer.support': 'Soporte técnico: {email}',

  // Landing page
  'landing.title': 'Te damos la bienvenida al portal de fotos oficiales',
  'landing.subtitle': 'Sube tu foto oficial del torneo en menos de un minuto, directo desde tu celular.',
  'landing.activeTournaments': 'Torneos en curso',
  'landing.tournamentCardHint': 'Cada equipo debe usar su enlace de acceso seguro para subir las fotos.',
  'landing.howItWorks': 'Cómo funciona',
  'landing.step1.title': 'El equipo recibe su enlace',
  'landing.step1.text':
    'Cada mánager recibe de la organización un enlace de acceso seguro y lo comparte con su plantel.',
  'landing.step2.title': 'Abre el enlace de tu equipo',
  'landing.step2.text': 'Cada integrante abre el enlace único de su equipo en el celular o el computador.',
  'landing.step3.title': 'Sube tu foto',
  'landing.step3.text': 'Selecciona tu nombre y sube una foto (JPEG/PNG, máx. 5MB).',
  'landing.noLink': '¿No tienes el enlace o tienes problemas? Comunícate con la organización del torneo.',

  // Tournament display names
  'tournament.mjwc2025.name': 'Mundial Junior Masculino 2025',
  'tournament.wjwc2025.name': 'Mundial Junior Femenino 2025',

  // Error screens
  'error.invalidAccessCode.title': 'Código de acceso no válido',
  'error.invalidAccessCode.message':
    'El enlace al que intentas acceder no es válido o ya venció. Revisa la URL o pide el enlace correcto a quien administra tu equipo.',
  'error.teamNotFound.title': 'Equipo no encontrado',
  'error.teamNotFound.message':
    'El equipo que buscas no existe o fue eliminado. Verifica el enlace con quien administra tu equipo.',
  'error.linkExpired.title': 'Enlace vencido',
  'error.linkExpired.message': 'Este enlace de acceso venció. Pide un enlace nuevo a quien administra tu equipo.',
  'error.notFound.title': 'Página no encontrada',
  'error.notFound.message': 'La página que buscas no existe.',
  'error.unexpected.title': 'Algo salió mal',

  // Team upload page
  'team.loading': 'Cargando equipo…',
  'team.progress': '{done} de {total} fotos subidas',
  'team.percentComplete': '{percent}% completado',
  'team.counter.total': 'Total',
  'team.counter.done': 'Con foto',
  'team.counter.pending': 'Pendientes',
  'team.filterLabel': 'Filtrar la lista',
  'team.tab.pending': 'Pendientes',
  'team.tab.all': 'Todo',
  'team.tab.done': 'Con foto',
  'team.searchLabel': 'Buscar por nombre',
  'team.searchPlaceholder': 'Buscar por nombre...',
  'team.selectYourName': 'Selecciona tu nombre',
  'team.selectPrompt': 'Selecciona tu nombre en la lista para agregar tu foto.',
  'team.loadingPlayers': 'Cargando el plantel…',
  'team.loadFailed': 'No se pudo cargar el plantel. Inténtalo de nuevo.',
  'team.loadFailedShort': 'No se pudo cargar el plantel',
  'team.empty': 'Este equipo no tiene integrantes registrados.',
  'team.emptyFiltered': 'Ningún nombre coincide con tu búsqueda.',
  'team.allDone': '¡Todo el equipo tiene su foto! Gracias.',
  'team.player.hasPhoto': 'Foto subida',
  'team.player.noPhoto': 'Sin foto',
  'team.nextPending': 'Ir al primer nombre sin foto',
  'team.photoFor': 'Foto de {name}',
  'team.replaceNotice': 'Este nombre ya tiene una foto. Si subes una nueva, reemplazará a la anterior.',
  'flag.label': 'Bandera de {team}',

  // Team page & landing additions (team-page engineer's block; keep separate from the wizard's)
  'team.changePlayer': '¿No eres tú? Elige otro nombre',
  'team.clearSearch': 'Borrar búsqueda',
  'team.showAllPlayers': 'Ver todo el equipo',
  'team.allDoneHint': '¿Necesitas cambiar una foto? Toca el nombre en la lista.',
  'team.currentPhotoAlt': 'Foto actual de {name}',
  'landing.locationLabel': 'Lugar',
  'landing.datesLabel': 'Fechas',

  // Success overlay
  'upload.success.title': '¡Foto subida con éxito!',
  'upload.success.message': 'La foto de {name} quedó guardada.',

  // Photo wizard
  'wizard.steps.label': 'Pasos para la foto',
  'wizard.step.select': 'Elegir',
  'wizard.step.capture': 'Capturar',
  'wizard.step.crop': 'Recortar',
  'wizard.step.review': 'Revisar',
  'wizard.stepProgress': 'Paso {current} de {total}: {step}',
  'wizard.select.title': 'Agrega tu foto',
  'wizard.select.help': 'Toma una foto nueva con la cámara o elige una de tu dispositivo.',
  'wizard.takePhoto': 'Tomar foto',
  'wizard.choosePhoto': 'Elegir foto',
  'wizard.hints.title': 'Requisitos de la foto',
  'wizard.hint.maxSize': 'Máx. 5MB',
  'wizard.hint.minResolution': 'Mín. 800x800 píxeles',
  'wizard.hint.clearFace': 'Rostro bien visible',
  'wizard.hint.formats': 'JPEG/PNG/WebP',
  'wizard.crop.title': 'Recorta tu foto',
  'wizard.crop.help': 'Arrastra el cuadro para centrar tu cara; arrastra sus esquinas para cambiar el tamaño.',
  'wizard.crop.keyboardHelp': 'Las flechas mueven el cuadro 1 px; con Mayús, 10 px; con Ctrl o ⌘, 100 px.',
  'wizard.crop.areaLabel': 'Área de recorte',
  'wizard.crop.imageAlt': 'Foto para recortar',
  'wizard.crop.tooSmall':
    'Este recorte mide solo {width}×{height} píxeles (se recomienda 800×800). Si puedes, agranda el cuadro o usa una foto más nítida.',
  'wizard.usePhoto': 'Usar foto',
  'wizard.review.title': 'Revisa tu foto',
  'wizard.review.help': 'Asegúrate de que tu cara se vea clara y centrada.',
  'wizard.review.alt': 'Foto recortada de {name}',
  'wizard.upload': 'Subir',
  'wizard.retake': 'Tomar otra',
  'wizard.recrop': 'Recortar de nuevo',
  'wizard.processing': 'Preparando la foto…',
  'wizard.converting': 'Convirtiendo la foto…',
  'wizard.heicFailed': 'No se pudo convertir esta foto. Elige una foto JPEG o PNG.',
  'wizard.uploading': 'Subiendo… {percent}%',
  'wizard.retrying': 'Reintentando…',
  'wizard.unsupportedType': 'Este tipo de archivo no es compatible. Elige una foto JPEG, PNG o WebP.',
  'wizard.notAnImage': 'El archivo seleccionado no es una imagen',
  'wizard.processFailed': 'No se pudo procesar la imagen',
  'wizard.uploadFailed': 'No se pudo subir la foto. Inténtalo de nuevo.',
  'wizard.missingData': 'Falta la imagen o el nombre seleccionado',
  'wizard.teamUploadLimit':
    'Se subieron demasiadas fotos con el enlace de tu equipo en la última hora. Inténtalo más tarde o habla con quien esté a cargo del equipo.',
  'wizard.playerUploadLimit': 'Se subieron demasiadas fotos para el nombre seleccionado en la última hora. Inténtalo más tarde.',

  // Camera
  'camera.preview': 'Vista de la cámara',
  'camera.starting': 'Iniciando la cámara…',
  'camera.shutter': 'Tomar foto',
  'camera.switch': 'Cambiar cámara',
  'camera.mirror': 'Espejo',
  'camera.front': 'Cámara frontal',
  'camera.back': 'Cámara trasera',
  'camera.deniedTitle': 'Acceso a la cámara denegado',
  'camera.deniedMessage': 'Revisa los permisos de la cámara',
  'camera.tryAgain': 'Intentar de nuevo',
  'camera.unavailable': 'No hay una cámara disponible. Puedes elegir una foto de tu dispositivo.',
  'camera.chooseInstead': 'Elegir una foto',
  'camera.inAppBrowser': 'Si la cámara no se abre, abre esta página en Safari o Chrome.',

  // Photo wizard additions (wizard engineer's block; keep separate from other blocks)
  'wizard.tooLarge': 'Esta imagen es demasiado grande para procesarla. Elige una foto más pequeña.',
  'wizard.uploadDone': '¡Subida!',
  'wizard.crop.handleLabel': 'Cambia el tamaño del cuadro con las flechas',
  'wizard.stepDone': '(listo)',
  'wizard.loadFailed': 'Este paso no se pudo cargar. Revisa tu conexión e inténtalo de nuevo.',

  // Review & consent, player side (issue 11; keep separate from other blocks)
  'team.retakeCount.one': '1 necesita una foto nueva',
  'team.retakeCount.other': '{count} necesitan una foto nueva',
  'team.player.approved': 'Foto aprobada',
  'team.player.retake': 'Se necesita una foto nueva',
  'review.reason.face-not-visible': 'La cara no se ve con claridad',
  'review.reason.not-portrait': 'No es una foto tipo retrato',
  'review.reason.blurry': 'La foto está borrosa',
  'review.reason.too-dark': 'La foto está demasiado oscura',
  'review.reason.wrong-person': 'En la foto aparece otra persona',
  'review.reason.other': 'Otro motivo',
  'review.retake.title': 'La organización pidió una foto nueva',
  'review.retake.reason': 'Motivo: {reason}',
  'review.retake.note': 'Nota de la organización:',
  'review.retake.hint': 'Sube una foto nueva aquí abajo.',
  'review.approved.title': 'Aprobada',
  'review.approved.message':
    'Tu foto fue aprobada. Para cambiarla, habla con quien esté a cargo del equipo o con la organización.',
  'consent.legend': 'Consentimiento',
  'consent.loading': 'Cargando el texto de consentimiento…',
  'consent.loadFailed': 'No se pudo cargar el texto de consentimiento. Revisa tu conexión e inténtalo de nuevo.',
  'wizard.playerRemoved': 'Ya no figuras en la lista de este equipo. Habla con quien esté a cargo del equipo.',
  'wizard.photoApproved':
    'Esta foto ya fue aprobada. Para cambiarla, habla con quien esté a cargo del equipo o con la organización.',
  'wizard.consentRequired': 'Marca la casilla de consentimiento antes de subir la foto.',

  // Network
  'network.offline': 'Estás sin conexión. Revisa tu conexión e inténtalo de nuevo.',
  'network.online': 'Conexión restablecida',
}
