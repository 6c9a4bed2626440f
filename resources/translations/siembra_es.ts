<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <source>pass</source>
        <translation>pase</translation>
    </message>
    <message>
        <source>refill {holes}</source>
        <translation>llenado de {holes}</translation>
    </message>
    <message>
        <source>it would leave the opponent without seeds (grand slam)</source>
        <translation>dejaría al adversario sin semillas (gran slam)</translation>
    </message>
    <message>
        <source>no capture in {hole}: {reason}</source>
        <translation>no hay captura en {hole}: {reason}</translation>
    </message>
    <message>
        <source>the laps repeat: the move stops at {hole}</source>
        <translation>las vueltas se repiten: la jugada se detiene en {hole}</translation>
    </message>
    <message>
        <source>{player} cannot move and passes</source>
        <translation>{player} no puede mover y pasa</translation>
    </message>
    <message>
        <source>the position repeated</source>
        <translation>la posición se ha repetido</translation>
    </message>
    <message>
        <source>store</source>
        <translation>almacén</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>montón</translation>
    </message>
    <message>
        <source>round {round} is over</source>
        <translation>la ronda {round} ha terminado</translation>
    </message>
    <message>
        <source>round {round} begins, {first} first</source>
        <translation>empieza la ronda {round}, sale {first}</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>juega {player}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>{player} plays {move}</source>
        <translation>{player} juega {move}</translation>
    </message>
    <message numerus="yes">
        <source>{player} sows from {hole}: seed {seed} of %n</source>
        <translation>
            <numerusform>{player} siembra desde {hole}: semilla {seed} de %n</numerusform>
            <numerusform>{player} siembra desde {hole}: semilla {seed} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} lifts %n from {hole}</source>
        <translation>
            <numerusform>{player} levanta %n de {hole}</numerusform>
            <numerusform>{player} levanta %n de {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one seed into {hole} (now {now}), %n in hand</source>
        <translation>
            <numerusform>una semilla en {hole} (ahora {now}), %n en la mano</numerusform>
            <numerusform>una semilla en {hole} (ahora {now}), %n en la mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seed makes %n in {hole}</source>
        <translation>
            <numerusform>la última semilla deja %n en {hole}</numerusform>
            <numerusform>la última semilla deja %n en {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seed makes %n in {hole}: relay</source>
        <translation>
            <numerusform>la última semilla deja %n en {hole}: relevo</numerusform>
            <numerusform>la última semilla deja %n en {hole}: relevo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} captures %n from {hole}</source>
        <translation>
            <numerusform>{player} captura %n semilla de {hole}</numerusform>
            <numerusform>{player} captura %n semillas de {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes the %n left in {hole} to the {target}</source>
        <translation>
            <numerusform>{player} lleva %n semilla, la que queda en {hole}, al {target}</numerusform>
            <numerusform>{player} lleva las %n semillas que quedan en {hole} al {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s store of %n joins the total</source>
        <translation>
            <numerusform>el almacén de {player} (%n semilla) se suma al total</numerusform>
            <numerusform>el almacén de {player} (%n semillas) se suma al total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} fills {hole} with %n</source>
        <translation>
            <numerusform>{player} llena {hole} con %n semilla</numerusform>
            <numerusform>{player} llena {hole} con %n semillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {move}: step {step} of %n</source>
        <translation>
            <numerusform>{player} juega {move}: paso {step} de %n</numerusform>
            <numerusform>{player} juega {move}: paso {step} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n seed(s) into the store</source>
        <translation>
            <numerusform>{player} guarda %n semilla en el almacén</numerusform>
            <numerusform>{player} guarda %n semillas en el almacén</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Siembra</source>
        <translation>Acerca de Siembra</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versión {version}</translation>
    </message>
    <message>
        <source>Play, teach and study five traditional two-row mancala games.</source>
        <translation>Juega, enseña y estudia cinco juegos tradicionales de mancala de dos filas.</translation>
    </message>
    <message>
        <source>GNU General Public License</source>
        <translation>Licencia Pública General de GNU</translation>
    </message>
    <message>
        <source>Siembra is free software: you can share and change it under the terms of the {licence}, version 3 or any later version ({spdx}). It comes with no warranty.</source>
        <translation>Siembra es software libre: puedes compartirlo y modificarlo según los términos de la {licence}, versión 3 o cualquier versión posterior ({spdx}). Se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Played by the Black Amazigh communities of Zagora and Taghbalt, in the Drâa valley of south-east Morocco. Siembra follows a Spanish description, whose author is not named, of what the informants of the village of Taghbalt explained.</source>
        <translation>Lo juegan las comunidades amazigh negras de Zagora y Taghbalt, en el valle del Draa, en el sudeste de Marruecos. Siembra sigue una descripción en castellano, de autor no nombrado, de lo que explicaron los informantes del pueblo de Taghbalt.</translation>
    </message>
    <message>
        <source>Played by the shepherds of the Jbala region, in the western Rif of northern Morocco. First documented by the Catalan researcher Víktor Bautista i Roca in 2009, who learned it from Anuar; Siembra&apos;s text is a Catalan version of the article “Bakuk” on Mancala World.</source>
        <translation>Lo juegan los pastores de la región de Jbala, en el Rif occidental, en el norte de Marruecos. Lo documentó por primera vez el investigador catalán Víktor Bautista i Roca en 2009, que lo aprendió de Anuar; el texto de Siembra es una versión catalana del artículo «Bakuk» de Mancala World.</translation>
    </message>
    <message>
        <source>Played by the Abouré people of south-eastern Côte d&apos;Ivoire, around Bonoua and Grand-Bassam. First recorded by the Spanish researcher Jordi Climent Tondo in 2012; Siembra&apos;s text is a Spanish version of the article “Djenon Aboure” on Mancala World.</source>
        <translation>Lo juega el pueblo abouré del sudeste de Costa de Marfil, en torno a Bonoua y Grand-Bassam. Lo registró por primera vez el investigador español Jordi Climent Tondo en 2012; el texto de Siembra es una versión castellana del artículo «Djenon Aboure» de Mancala World.</translation>
    </message>
    <message>
        <source>Played by the children of the province of Taourirt, in north-eastern Morocco. The educator Lalo Kinast wrote it down in Flix, Catalonia, in 2006, and passed it on to Víktor Bautista i Roca; Siembra&apos;s text is a Catalan version of the article “Tihbat” on Mancala World.</source>
        <translation>Lo juegan los niños de la provincia de Taourirt, en el nordeste de Marruecos. El educador Lalo Kinast lo anotó en Flix, Cataluña, en 2006, y lo transmitió a Víktor Bautista i Roca; el texto de Siembra es una versión catalana del artículo «Tihbat» de Mancala World.</translation>
    </message>
    <message>
        <source>Played by the Kunama people of Eritrea, after a Spanish description that refers to the historian Richard Pankhurst, author of “Gabata and Related Board Games of Ethiopia and the Horn of Africa” (Ethiopia Observer, 1971).</source>
        <translation>Lo juega el pueblo kunama de Eritrea, según una descripción en castellano que remite al historiador Richard Pankhurst, autor de «Gabata and Related Board Games of Ethiopia and the Horn of Africa» (Ethiopia Observer, 1971).</translation>
    </message>
    <message>
        <source>Siembra is built with Qt {qt} and PySide6 {pyside} (The Qt Company, LGPL-3.0), Python {python}, numpy {numpy} and platformdirs {platformdirs}.</source>
        <translation>Siembra está hecho con Qt {qt} y PySide6 {pyside} (The Qt Company, LGPL-3.0), Python {python}, numpy {numpy} y platformdirs {platformdirs}.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Los juegos</translation>
    </message>
    <message>
        <source>Siembra is grateful to the people who play these games and to those who wrote their rules down.</source>
        <translation>Siembra agradece a quienes juegan a estos juegos y a quienes pusieron por escrito sus reglas.</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Programas</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analyse game</source>
        <translation>Analizar la partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Search time per position in the deep pass; the quick pass takes a tenth of it. Tihbat is valued exactly, from its solved table, whatever the time.</source>
        <translation>Tiempo de búsqueda por posición en la pasada profunda; la pasada rápida usa una décima parte. Tihbat se valora con exactitud, con su tabla resuelta, sea cual sea el tiempo.</translation>
    </message>
    <message>
        <source>Time per position:</source>
        <translation>Tiempo por posición:</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Todavía sin analizar.</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>Expected line</source>
        <translation>Línea esperada</translation>
    </message>
    <message>
        <source>Show the expected line on the board</source>
        <translation>Mostrar en el tablero la línea esperada</translation>
    </message>
    <message>
        <source>Step through it</source>
        <translation>Recorrerla paso a paso</translation>
    </message>
    <message>
        <source>Play the expected line out on the board as a line of the game, its first move paused at its start: → steps through it</source>
        <translation>Jugar en el tablero la línea esperada como una línea de la partida, con su primera jugada en pausa al principio: → avanza paso a paso</translation>
    </message>
    <message>
        <source>A comment on this move, for the record</source>
        <translation>Un comentario sobre esta jugada, para el registro</translation>
    </message>
    <message>
        <source>There are no moves to analyse yet.</source>
        <translation>Todavía no hay jugadas que analizar.</translation>
    </message>
    <message numerus="yes">
        <source>Quick pass: position {done} of %n</source>
        <translation>
            <numerusform>Pasada rápida: posición {done} de %n</numerusform>
            <numerusform>Pasada rápida: posición {done} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deep pass: position {done} of %n</source>
        <translation>
            <numerusform>Pasada profunda: posición {done} de %n</numerusform>
            <numerusform>Pasada profunda: posición {done} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positions analysed: %n.</source>
        <translation>
            <numerusform>Analizada %n posición.</numerusform>
            <numerusform>Analizadas %n posiciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: what was found so far is shown.</source>
        <translation>Cancelado: se muestra lo encontrado hasta ahora.</translation>
    </message>
    <message>
        <source>The analysis stopped: {reason}</source>
        <translation>El análisis se ha detenido: {reason}</translation>
    </message>
    <message>
        <source>Expected final margin of each player over the best other (seeds)</source>
        <translation>Margen final esperado de cada jugador sobre el mejor de los otros (semillas)</translation>
    </message>
    <message>
        <source>Expected margin of capital for {player} at the end of the round (seeds)</source>
        <translation>Margen de capital esperado para {player} al final de la ronda (semillas)</translation>
    </message>
    <message>
        <source>Expected final margin for {player} (seeds)</source>
        <translation>Margen final esperado para {player} (semillas)</translation>
    </message>
    <message>
        <source>{player} ahead</source>
        <translation>{player} por delante</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message numerus="yes">
        <source>{mark}. Seeds of expected final margin lost against the best move there: %n.</source>
        <translation>
            <numerusform>{mark}. Perdió %n semilla de margen final esperado frente a la mejor jugada allí.</numerusform>
            <numerusform>{mark}. Perdió %n semillas de margen final esperado frente a la mejor jugada allí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best there: {moves}</source>
        <translation>La mejor allí: {moves}</translation>
    </message>
    <message>
        <source>Both values are exact: proven under best play.</source>
        <translation>Los dos valores son exactos: demostrados con el mejor juego.</translation>
    </message>
    <message>
        <source>Exact margins under best play: {values}</source>
        <translation>Márgenes exactos con el mejor juego: {values}</translation>
    </message>
    <message>
        <source>From the quick pass: the deep pass may change it.</source>
        <translation>De la pasada rápida: la pasada profunda puede cambiarlo.</translation>
    </message>
    <message>
        <source>Comment on move {number} ({player} {move}):</source>
        <translation>Comentario sobre la jugada {number} ({player} {move}):</translation>
    </message>
    <message>
        <source>Comment on the start position:</source>
        <translation>Comentario sobre la posición inicial:</translation>
    </message>
    <message numerus="yes">
        <source>Move {number}, {player} {move}: {mark}; seeds lost: %n; best there: {best}.</source>
        <translation>
            <numerusform>Jugada {number}, {player} {move}: {mark}; %n semilla perdida; la mejor allí: {best}.</numerusform>
            <numerusform>Jugada {number}, {player} {move}: {mark}; %n semillas perdidas; la mejor allí: {best}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best here: {best}. Expected line: {line}.</source>
        <translation>La mejor aquí: {best}. Línea esperada: {line}.</translation>
    </message>
    <message>
        <source>Expected margins: {values}</source>
        <translation>Márgenes esperados: {values}</translation>
    </message>
    <message>
        <source>Move {number}: {values}, exact</source>
        <translation>Jugada {number}: {values}, exacto</translation>
    </message>
    <message>
        <source>Move {number}: {values}</source>
        <translation>Jugada {number}: {values}</translation>
    </message>
</context>
<context>
    <name>AnalysisWords</name>
    <message>
        <source>Start: {comment}</source>
        <translation>Inicio: {comment}</translation>
    </message>
    <message>
        <source>Move {number} ({player} {move}): {comment}</source>
        <translation>Jugada {number} ({player} {move}): {comment}</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>La mejor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buena</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <source>Seeds a move costs: {marks}</source>
        <translation>Semillas que cuesta una jugada: {marks}</translation>
    </message>
    <message>
        <source>&amp;Analysis panel</source>
        <translation>Panel de &amp;análisis</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Anal&amp;yse game</source>
        <translation>Anali&amp;zar la partida</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Export ani&amp;mation…</source>
        <translation>Exportar ani&amp;mación…</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>There is no move to export yet: play a move first.</source>
        <translation>Aún no hay ninguna jugada que exportar: juega una primero.</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>Animaciones GIF (*.gif)</translation>
    </message>
    <message>
        <source>Drawing the animation…</source>
        <translation>Dibujando la animación…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The export was cancelled</source>
        <translation>Se ha cancelado la exportación</translation>
    </message>
    <message>
        <source>The animation was not written: {error}</source>
        <translation>No se ha guardado la animación: {error}</translation>
    </message>
    <message>
        <source>The animation is saved in {path}</source>
        <translation>La animación se ha guardado en {path}</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>another Siembra is running and keeps its own game there</source>
        <translation>hay otro Siembra abierto que guarda ahí su propia partida</translation>
    </message>
    <message>
        <source>its lock file cannot be made</source>
        <translation>no se puede crear su archivo de bloqueo</translation>
    </message>
    <message>
        <source>This game is not autosaved: {reason}.</source>
        <translation>Esta partida no se guarda automáticamente: {reason}.</translation>
    </message>
    <message>
        <source>The game autosaved last time could not be read, and was kept as {file}. {reason}</source>
        <translation>La partida guardada automáticamente la última vez no se pudo leer y se ha conservado como {file}. {reason}</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>¿Continuar la última partida?</translation>
    </message>
    <message numerus="yes">
        <source>Siembra did not close normally last time. Resume the game of {game} where it was (%n move(s))?</source>
        <translation>
            <numerusform>Siembra no se cerró bien la última vez. ¿Continuar la partida de {game} donde estaba (%n jugada)?</numerusform>
            <numerusform>Siembra no se cerró bien la última vez. ¿Continuar la partida de {game} donde estaba (%n jugadas)?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{player} captured</source>
        <translation>{player}: capturas</translation>
    </message>
    <message>
        <source>{player} store</source>
        <translation>{player}: almacén</translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message numerus="yes">
        <source>{hole}, %n seed(s)</source>
        <translation>
            <numerusform>{hole}, %n semilla</numerusform>
            <numerusform>{hole}, %n semillas</numerusform>
        </translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrado</translation>
    </message>
    <message>
        <source>chosen for the refill</source>
        <translation>elegido para llenar</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>se puede jugar</translation>
    </message>
    <message>
        <source>suggested by the hint</source>
        <translation>sugerido por la pista</translation>
    </message>
    <message>
        <source>opened this round</source>
        <translation>abierto en esta ronda</translation>
    </message>
    <message>
        <source>Play this hole</source>
        <translation>Jugar este agujero</translation>
    </message>
    <message>
        <source>Put the focus ring on this hole</source>
        <translation>Poner el foco en este agujero</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <source>{player} plays {move}</source>
        <translation>{player} juega {move}</translation>
    </message>
    <message>
        <source>{step} (paused)</source>
        <translation>{step} (en pausa)</translation>
    </message>
    <message>
        <source>step {step} / {steps}</source>
        <translation>paso {step} / {steps}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Opened: this hole has started a move this round, so its seeds can be captured</source>
        <translation>Abierto: desde este agujero ya se ha empezado una jugada en esta ronda, así que sus semillas se pueden capturar</translation>
    </message>
</context>
<context>
    <name>BuildStatus</name>
    <message>
        <source>Endgame tables</source>
        <translation>Tablas de finales</translation>
    </message>
    <message>
        <source>Stop building</source>
        <translation>Detener la construcción</translation>
    </message>
    <message>
        <source>Stop building the endgame tables: Siembra plays on without them</source>
        <translation>Detener la construcción de las tablas de finales: Siembra sigue jugando sin ellas</translation>
    </message>
    <message numerus="yes">
        <source>Endgame tables for {game}: {seeds} of %n seeds</source>
        <translation>
            <numerusform>Tablas de finales de {game}: {seeds} de %n semilla</numerusform>
            <numerusform>Tablas de finales de {game}: {seeds} de %n semillas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassroomMode</name>
    <message>
        <source>&amp;Classroom mode</source>
        <translation>Modo a&amp;ula</translation>
    </message>
    <message>
        <source>Leave classroom mode</source>
        <translation>Salir del modo aula</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Siembra: unexpected error</source>
        <translation>Siembra: error inesperado</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong inside Siembra.&lt;/b&gt;&lt;br&gt;You can go on playing; if something no longer works, save your game and start Siembra again.</source>
        <translation>&lt;b&gt;Algo ha fallado dentro de Siembra.&lt;/b&gt;&lt;br&gt;Puedes seguir jugando; si algo deja de funcionar, guarda la partida y vuelve a abrir Siembra.</translation>
    </message>
    <message>
        <source>What happened: {summary}</source>
        <translation>Qué ha pasado: {summary}</translation>
    </message>
    <message>
        <source>The details are also in the log file {path}.</source>
        <translation>Los detalles también están en el archivo de registro {path}.</translation>
    </message>
    <message>
        <source>No log file could be written ({problem}).</source>
        <translation>No se ha podido escribir ningún archivo de registro ({problem}).</translation>
    </message>
    <message>
        <source>Details of the error</source>
        <translation>Detalles del error</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar los detalles</translation>
    </message>
    <message>
        <source>Show log folder</source>
        <translation>Mostrar la carpeta del registro</translation>
    </message>
</context>
<context>
    <name>EndCard</name>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Repasar la partida</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Final de la ronda</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Final de la partida</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>A Siembra board</source>
        <translation>Un tablero de Siembra</translation>
    </message>
</context>
<context>
    <name>ExportAnimation</name>
    <message>
        <source>not a range of moves like 3-5: &quot;{text}&quot;</source>
        <translation>no es un intervalo de jugadas como 3-5: &quot;{text}&quot;</translation>
    </message>
    <message>
        <source>the game has no moves yet</source>
        <translation>la partida aún no tiene jugadas</translation>
    </message>
    <message>
        <source>the moves must lie between 1 and {last}, the first not after the last</source>
        <translation>las jugadas deben estar entre 1 y {last}, la primera no después de la última</translation>
    </message>
    <message numerus="yes">
        <source>these moves make %n picture(s) at this speed and size</source>
        <translation>
            <numerusform>estas jugadas dan %n imagen con esta velocidad y este tamaño</numerusform>
            <numerusform>estas jugadas dan %n imágenes con esta velocidad y este tamaño</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an animation has at most %n: choose fewer moves, a faster speed or a smaller width</source>
        <translation>
            <numerusform>una animación tiene como mucho %n: elige menos jugadas, una velocidad más rápida o un ancho menor</numerusform>
            <numerusform>una animación tiene como mucho %n: elige menos jugadas, una velocidad más rápida o un ancho menor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportAnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>The move shown (move {ply})</source>
        <translation>La jugada que se muestra (jugada {ply})</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> píxeles</translation>
    </message>
    <message>
        <source>With the narration as a caption under the board</source>
        <translation>Con la narración como subtítulo bajo el tablero</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Anchura:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
</context>
<context>
    <name>ExtensibleWindow</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Closed &amp;tabs</source>
        <translation>Pestañas &amp;cerradas</translation>
    </message>
    <message>
        <source>No tab is closed</source>
        <translation>No hay ninguna pestaña cerrada</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>This is not a Siembra game that can be played: {reason}</source>
        <translation>No es una partida de Siembra que se pueda jugar: {reason}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Keyboard play</source>
        <translation>Jugar con el teclado</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Carpeta del registro</translation>
    </message>
    <message>
        <source>Siembra&apos;s log is in the folder {folder}</source>
        <translation>El registro de Siembra está en la carpeta {folder}</translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>Wait: the move is still being shown (End skips to its end)</source>
        <translation>Espera: la jugada aún se está mostrando (Fin salta a su final)</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source>Hint: {move} — final seeds with best play: {totals} (exact)</source>
        <translation>Pista: {move} — semillas al final con el mejor juego: {totals} (exacto)</translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} wins by %n seeds with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} gana por %n semilla con el mejor juego (exacto)</numerusform>
            <numerusform>Pista: {move} — {player} gana por %n semillas con el mejor juego (exacto)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} loses by %n seeds with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} pierde por %n semilla con el mejor juego (exacto)</numerusform>
            <numerusform>Pista: {move} — {player} pierde por %n semillas con el mejor juego (exacto)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: {move} — a draw with best play (exact)</source>
        <translation>Pista: {move} — empate con el mejor juego (exacto)</translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} ends the round %n seeds of capital ahead with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} acaba la ronda con %n semilla de capital de ventaja con el mejor juego (exacto)</numerusform>
            <numerusform>Pista: {move} — {player} acaba la ronda con %n semillas de capital de ventaja con el mejor juego (exacto)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} ends the round %n seeds of capital behind with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} acaba la ronda con %n semilla de capital de desventaja con el mejor juego (exacto)</numerusform>
            <numerusform>Pista: {move} — {player} acaba la ronda con %n semillas de capital de desventaja con el mejor juego (exacto)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: {move} — the round ends with equal capitals with best play (exact)</source>
        <translation>Pista: {move} — la ronda acaba con capitales iguales con el mejor juego (exacto)</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>There is no hole {number} here</source>
        <translation>Aquí no hay agujero {number}</translation>
    </message>
    <message>
        <source>No direction to choose now</source>
        <translation>Ahora no hay dirección que elegir</translation>
    </message>
    <message>
        <source>1 … 9, 0: play the hole with that number (your own numbering, from your left)
[ and ]: the direction arrow pointing left or right (Bechi 2×3 centre hole)
Enter: the button above the board (Refill, Pass)
→ / ←: one step forward or back; Space: play or pause; Home / End: start or end of the move
F11: classroom mode; Ctrl++ / Ctrl+-: larger or smaller text
Tab: to the board (the arrows choose a hole, Enter or Space plays it), the move list (↑ / ↓ go through the game) and the speed</source>
        <translation>1 … 9, 0: juega el agujero con ese número (tu propia numeración, desde tu izquierda)
[ y ]: la flecha de dirección que apunta a la izquierda o a la derecha (agujero central de Bechi 2×3)
Intro: el botón sobre el tablero (Llenar, Pasar)
→ / ←: un paso adelante o atrás; Espacio: reproducir o pausar; Inicio / Fin: principio o final de la jugada
F11: modo aula; Ctrl++ / Ctrl+-: texto más grande o más pequeño
Tab: al tablero (las flechas eligen un agujero, Intro o Espacio lo juega), a la lista de jugadas (↑ / ↓ recorren la partida) y a la velocidad</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
</context>
<context>
    <name>LessonDetails</name>
    <message>
        <source>Save as lesson</source>
        <translation>Guardar como lección</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Introduction:</source>
        <translation>Introducción:</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>&quot;{field}&quot; must give a text per language, e.g. {{&quot;en&quot;: &quot;…&quot;, &quot;es&quot;: &quot;…&quot;}}</source>
        <translation>&quot;{field}&quot; debe dar un texto por idioma, p. ej. {{&quot;en&quot;: &quot;…&quot;, &quot;es&quot;: &quot;…&quot;}}</translation>
    </message>
    <message>
        <source>this is not a lesson (no &quot;format&quot;: &quot;siembra-lesson&quot;)</source>
        <translation>no es una lección (falta &quot;format&quot;: &quot;siembra-lesson&quot;)</translation>
    </message>
    <message>
        <source>lesson version {version} is not known to this Siembra</source>
        <translation>esta versión de Siembra no conoce la versión de lección {version}</translation>
    </message>
    <message>
        <source>unknown game {game}; the games are {games}</source>
        <translation>juego desconocido {game}; los juegos son {games}</translation>
    </message>
    <message>
        <source>the game or its start position is not valid: {error}</source>
        <translation>el juego o su posición inicial no son válidos: {error}</translation>
    </message>
    <message>
        <source>&quot;moves&quot; must be a list of moves such as [&quot;4B&quot;]</source>
        <translation>&quot;moves&quot; debe ser una lista de jugadas como [&quot;4B&quot;]</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played: {error}</source>
        <translation>la jugada {number} ({move}) no se puede jugar: {error}</translation>
    </message>
    <message numerus="yes">
        <source>a lessons folder is read up to its first %n file(s), {megabytes} MB in all</source>
        <translation>
            <numerusform>de una carpeta de lecciones se lee como mucho %n archivo, {megabytes} MB en total</numerusform>
            <numerusform>de una carpeta de lecciones se leen como mucho sus %n primeros archivos, {megabytes} MB en total</numerusform>
        </translation>
    </message>
    <message>
        <source>not read: {reason}</source>
        <translation>no se ha leído: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>not read, nor %n file(s) after it ({names}): {reason}</source>
        <translation>
            <numerusform>no se ha leído, ni %n archivo posterior ({names}): {reason}</numerusform>
            <numerusform>no se ha leído, ni %n archivos posteriores ({names}): {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>this lesson is version {version}, written for a newer Siembra; this Siembra reads version {known}</source>
        <translation>esta lección es de la versión {version}, escrita para un Siembra más nuevo; este Siembra lee la versión {known}</translation>
    </message>
    <message>
        <source>&quot;id&quot; must be a short name such as &quot;bakuk-forward-chain&quot;, not {value}</source>
        <translation>&quot;id&quot; debe ser un nombre corto como &quot;bakuk-forward-chain&quot;, no {value}</translation>
    </message>
    <message>
        <source>the lessons folder cannot be read: {detail}</source>
        <translation>no se puede leer la carpeta de lecciones: {detail}</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>No lesson is open</source>
        <translation>No hay ninguna lección abierta</translation>
    </message>
    <message>
        <source>Choose one in the Lessons menu: it sets up the board and shows its moves step by step.</source>
        <translation>Elige una en el menú Lecciones: prepara el tablero y muestra sus jugadas paso a paso.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lecciones</translation>
    </message>
    <message>
        <source>Your own lessons are not shown: {reason} ({file})</source>
        <translation>No se muestran tus propias lecciones: {reason} ({file})</translation>
    </message>
    <message>
        <source>The lesson file {file} was skipped: {reason}</source>
        <translation>Se ha omitido el archivo de lección {file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n other lesson file(s) were skipped too (Lessons menu: the files that could not be read).</source>
        <translation>
            <numerusform>También se ha omitido %n archivo de lección más (menú Lecciones: los archivos que no se han podido leer).</numerusform>
            <numerusform>También se han omitido %n archivos de lección más (menú Lecciones: los archivos que no se han podido leer).</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} (yours)</source>
        <translation>{title} (tuya)</translation>
    </message>
    <message>
        <source>Open my lessons folder</source>
        <translation>Abrir mi carpeta de lecciones</translation>
    </message>
    <message>
        <source>Reload lessons</source>
        <translation>Volver a cargar las lecciones</translation>
    </message>
    <message numerus="yes">
        <source>…and %n other file(s).</source>
        <translation>
            <numerusform>…y %n archivo más.</numerusform>
            <numerusform>…y %n archivos más.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>These lesson files were skipped:

{lines}</source>
        <translation>Se han omitido estos archivos de lección:

{lines}</translation>
    </message>
    <message>
        <source>Your lessons folder cannot be used: {reason}</source>
        <translation>No se puede usar tu carpeta de lecciones: {reason}</translation>
    </message>
    <message>
        <source>Predict first: the explanation is shown once the class has answered.</source>
        <translation>Predecir antes: la explicación se mostrará cuando la clase haya respondido.</translation>
    </message>
    <message>
        <source>Play {move}</source>
        <translation>Jugar {move}</translation>
    </message>
    <message>
        <source>Play the move</source>
        <translation>Jugar la jugada</translation>
    </message>
    <message>
        <source>Move {number} of {total}: {move}.</source>
        <translation>Jugada {number} de {total}: {move}.</translation>
    </message>
    <message>
        <source>Move {number} of {total}: {move}. It starts paused: step with → or play with Space.</source>
        <translation>Jugada {number} de {total}: {move}. Empieza en pausa: avanza paso a paso con → o reprodúcela con Espacio.</translation>
    </message>
    <message>
        <source>The lesson&apos;s moves are shown. Step back with ← to see them again, or play on.</source>
        <translation>Ya se han mostrado las jugadas de la lección. Retrocede paso a paso con ← para verlas otra vez, o sigue jugando.</translation>
    </message>
    <message>
        <source>The board has left the lesson&apos;s moves: &quot;Start again&quot; sets it up again.</source>
        <translation>El tablero se ha apartado de las jugadas de la lección: «Empezar de nuevo» lo vuelve a preparar.</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson file(s) could not be read…</source>
        <translation>
            <numerusform>No se ha podido leer %n archivo de lección…</numerusform>
            <numerusform>No se han podido leer %n archivos de lección…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>LineActions</name>
    <message>
        <source>&amp;Promote line to main line</source>
        <translation>Convertir en línea &amp;principal</translation>
    </message>
    <message>
        <source>&amp;Delete from this move…</source>
        <translation>&amp;Borrar a partir de esta jugada…</translation>
    </message>
    <message>
        <source>U&amp;ndo delete</source>
        <translation>Des&amp;hacer el borrado</translation>
    </message>
    <message>
        <source>This line is now the main line</source>
        <translation>Esta línea es ahora la línea principal</translation>
    </message>
    <message>
        <source>Delete moves</source>
        <translation>Borrar jugadas</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n move(s), from move {number} ({move}) on, with every line after it?</source>
        <translation>
            <numerusform>¿Borrar %n jugada a partir de la jugada {number} ({move}), con todas las líneas que la siguen?</numerusform>
            <numerusform>¿Borrar %n jugadas a partir de la jugada {number} ({move}), con todas las líneas que la siguen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) deleted</source>
        <translation>
            <numerusform>%n jugada borrada</numerusform>
            <numerusform>%n jugadas borradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Siembra</source>
        <translation>Siembra</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Computer &amp;thinking time…</source>
        <translation>&amp;Tiempo de reflexión del ordenador…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animación</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Guardar partida</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Guardar partida &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Reproducir / Pausa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>End of move</source>
        <translation>Final de la jugada</translation>
    </message>
    <message>
        <source>Start of move</source>
        <translation>Inicio de la jugada</translation>
    </message>
    <message>
        <source>&amp;Instant moves</source>
        <translation>Jugadas &amp;instantáneas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Keyboard play</source>
        <translation>Jugar con el &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;About Siembra</source>
        <translation>&amp;Acerca de Siembra</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Siembra — {game}</source>
        <translation>Siembra — {game}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Panel lateral</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>&amp;Moves panel</source>
        <translation>Panel de &amp;jugadas</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Mostrar la carpeta del &amp;registro</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Follow this line</source>
        <translation>Seguir esta línea</translation>
    </message>
    <message>
        <source>Promote to main line</source>
        <translation>Convertir en línea principal</translation>
    </message>
    <message>
        <source>Delete from this move…</source>
        <translation>Borrar a partir de esta jugada…</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n.º</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Capturas</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Another line: click to follow it</source>
        <translation>Otra línea: haz clic para seguirla</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Siembra found problems: {first} (and more, see the message)</source>
        <translation>Siembra ha encontrado problemas: {first} (y más, mira el mensaje)</translation>
    </message>
    <message>
        <source>Siembra: notice</source>
        <translation>Siembra: aviso</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>…and others, which this message leaves out.</source>
        <translation>…y otros, que este mensaje no incluye.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>unknown options or extra words: {value}</source>
        <translation>opciones desconocidas o palabras de más: {value}</translation>
    </message>
    <message>
        <source>these options need a value: {value}</source>
        <translation>estas opciones necesitan un valor: {value}</translation>
    </message>
    <message>
        <source>an option cut short that could be more than one: {value}</source>
        <translation>una opción abreviada que puede ser más de una: {value}</translation>
    </message>
    <message>
        <source>{option} needs a value</source>
        <translation>{option} necesita un valor</translation>
    </message>
    <message>
        <source>{option} takes no value, not {value}</source>
        <translation>{option} no admite ningún valor; sobra {value}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not one of {allowed}</source>
        <translation>&quot;{value}&quot; no es ninguno de estos valores: {allowed}</translation>
    </message>
    <message>
        <source>not a size like 1280x800 (each side from 1 to {largest}, in digits 0-9): &quot;{value}&quot;</source>
        <translation>no es un tamaño como 1280x800 (cada lado de 1 a {largest}, con cifras 0-9): &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>not a language Siembra speaks (it speaks {languages}): &quot;{value}&quot;</source>
        <translation>no es un idioma que Siembra hable (habla {languages}): &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>--worksheet needs --out OUT.pdf</source>
        <translation>--worksheet necesita --out OUT.pdf</translation>
    </message>
    <message>
        <source>--export-animation needs --record FILE</source>
        <translation>--export-animation necesita --record FILE</translation>
    </message>
    <message>
        <source>give the record either as FILE or with --record, not both</source>
        <translation>indica la partida como FILE o con --record, no de las dos maneras</translation>
    </message>
    <message>
        <source>{player} is not a player of this game (its players are {players})</source>
        <translation>{player} no es un jugador de esta partida (sus jugadores son {players})</translation>
    </message>
    <message>
        <source>each side of an animation is {low} to {high} pixels, not {width}x{height}</source>
        <translation>cada lado de una animación mide de {low} a {high} píxeles, no {width}x{height}</translation>
    </message>
    <message>
        <source>{name} is neither a lesson nor a file; the lessons are {ids}</source>
        <translation>{name} no es ni una lección ni un archivo; las lecciones son {ids}</translation>
    </message>
    <message>
        <source>{name} has no move to ask about</source>
        <translation>{name} no tiene ninguna jugada sobre la que preguntar</translation>
    </message>
    <message numerus="yes">
        <source>the sheet asks about the first %n move(s) that make a question</source>
        <translation>
            <numerusform>la hoja pregunta solo por %n jugada, la primera que da pie a una pregunta</numerusform>
            <numerusform>la hoja pregunta solo por las %n primeras jugadas que dan pie a una pregunta</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Empty the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Seeds in {hole}</source>
        <translation>Semillas en {hole}</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>abierto</translation>
    </message>
    <message>
        <source>store</source>
        <translation>almacén</translation>
    </message>
    <message>
        <source>{player} captured</source>
        <translation>Capturas de {player}</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Juega</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}</source>
        <translation>Esta posición no se puede jugar: {reason}</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Guardar la posición</translation>
    </message>
    <message>
        <source>Siembra games (*.siembra)</source>
        <translation>Partidas de Siembra (*.siembra)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>2 × {holes}</source>
        <translation>2 × {holes}</translation>
    </message>
    <message numerus="yes">
        <source>A valid position: %n seed(s) in all.</source>
        <translation>
            <numerusform>Posición válida: %n semilla en total.</numerusform>
            <numerusform>Posición válida: %n semillas en total.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Where will the last seed from this hole fall?</source>
        <translation>¿Dónde caerá la última semilla de este agujero?</translation>
    </message>
    <message>
        <source>How many seeds will this move capture?</source>
        <translation>¿Cuántas semillas capturará esta jugada?</translation>
    </message>
    <message>
        <source>The last seed falls: what happens next?</source>
        <translation>Cae la última semilla: ¿qué pasa después?</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>A capture</source>
        <translation>Una captura</translation>
    </message>
    <message>
        <source>A relay</source>
        <translation>Un relevo</translation>
    </message>
    <message>
        <source>The last seed falls in {hole}.</source>
        <translation>La última semilla cae en {hole}.</translation>
    </message>
    <message numerus="yes">
        <source>The move captures %n seed(s).</source>
        <translation>
            <numerusform>La jugada captura %n semilla.</numerusform>
            <numerusform>La jugada captura %n semillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing happens: the move ends there.</source>
        <translation>No pasa nada: la jugada termina ahí.</translation>
    </message>
    <message>
        <source>A capture.</source>
        <translation>Una captura.</translation>
    </message>
    <message>
        <source>A relay: the seeds there are sown on.</source>
        <translation>Un relevo: las semillas de ese agujero se siguen sembrando.</translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n capturada</numerusform>
            <numerusform>%n capturadas</numerusform>
        </translation>
    </message>
    <message>
        <source>{team}: {right} of {asked}</source>
        <translation>{team}: {right} de {asked}</translation>
    </message>
    <message>
        <source>Predict first: right answers of each side of the room</source>
        <translation>Predecir antes: respuestas correctas de cada lado del aula</translation>
    </message>
</context>
<context>
    <name>PredictMode</name>
    <message>
        <source>&amp;Predict first</source>
        <translation>&amp;Predecir antes</translation>
    </message>
    <message>
        <source>{player} plays {move}. {question}</source>
        <translation>{player} juega {move}. {question}</translation>
    </message>
    <message>
        <source>Team {team}: click the hole, or type its label (e.g. {example})</source>
        <translation>Equipo {team}: haz clic en el agujero o escribe su etiqueta (p. ej. {example})</translation>
    </message>
    <message>
        <source>Team {team}: choose a button, or type its number</source>
        <translation>Equipo {team}: elige un botón o escribe su número</translation>
    </message>
    <message>
        <source>{given} is not one of the answers</source>
        <translation>{given} no es una de las respuestas</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not this time.</source>
        <translation>Esta vez no.</translation>
    </message>
    <message>
        <source>Answer with the buttons above the board</source>
        <translation>Responde con los botones de encima del tablero</translation>
    </message>
    <message>
        <source>{key} is not the start of any answer</source>
        <translation>Ninguna respuesta empieza por {key}</translation>
    </message>
    <message>
        <source>Typed: {keys}</source>
        <translation>Escrito: {keys}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Light, high contrast (for projectors)</source>
        <translation>Claro, de alto contraste (para proyectores)</translation>
    </message>
    <message>
        <source>Colours safe for colour-blind players</source>
        <translation>Colores aptos para daltónicos</translation>
    </message>
    <message>
        <source>Reduce motion: moves appear at once (stepping still works)</source>
        <translation>Reducir el movimiento: las jugadas aparecen de golpe (el paso a paso sigue funcionando)</translation>
    </message>
    <message>
        <source>Show the path of each move (numbered drops and arrows)</source>
        <translation>Mostrar el recorrido de cada jugada (siembras numeradas y flechas)</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Siembra.</source>
        <translation>El nuevo idioma se usa a partir del próximo inicio de Siembra.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Siembra games (*.siembra);;Game records (*.siembra *.json);;All files (*)</source>
        <translation>Partidas de Siembra (*.siembra);;Registros de partidas (*.siembra *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{file} was not opened.

{reason}</source>
        <translation>No se ha abierto {file}.

{reason}</translation>
    </message>
    <message>
        <source>Only a game file on this computer can be dropped here.</source>
        <translation>Aquí solo se puede soltar un archivo de partida de este ordenador.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Siembra games (*.siembra)</source>
        <translation>Partidas de Siembra (*.siembra)</translation>
    </message>
    <message>
        <source>The game was not saved: {error}</source>
        <translation>No se ha guardado la partida: {error}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vaciar la lista</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>{player} wins: {totals}</source>
        <translation>Gana {player}: {totals}</translation>
    </message>
    <message>
        <source>Draw: {totals}</source>
        <translation>Empate: {totals}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{game}: {option} must be one of {allowed}, not {value}</source>
        <translation>{game}: {option} debe ser uno de estos valores: {allowed}, no {value}</translation>
    </message>
    <message>
        <source>{game} has no option {option}</source>
        <translation>{game} no tiene la opción {option}</translation>
    </message>
    <message>
        <source>the first player must be one of {players} or random, not {value}</source>
        <translation>el primer jugador debe ser {players} o al azar, no {value}</translation>
    </message>
    <message>
        <source>{label} is not a hole of this board ({labels})</source>
        <translation>{label} no es un agujero de este tablero ({labels})</translation>
    </message>
    <message numerus="yes">
        <source>a position can hold at most %n seed(s) in all</source>
        <translation>
            <numerusform>una posición puede tener como mucho %n semilla en total</numerusform>
            <numerusform>una posición puede tener como mucho %n semillas en total</numerusform>
        </translation>
    </message>
    <message>
        <source>by the rules this game (or Bechi round) is already over here; write &quot;to_move&quot;: null and move the seeds left into &quot;captured&quot;</source>
        <translation>según las reglas, esta partida (o ronda de Bechi) ya ha terminado aquí; escribe &quot;to_move&quot;: null y pasa las semillas que quedan a &quot;captured&quot;</translation>
    </message>
    <message>
        <source>{reason}; legal here: {moves}</source>
        <translation>{reason}; jugadas válidas aquí: {moves}</translation>
    </message>
    <message>
        <source>{move} cannot be played: the game is over</source>
        <translation>no se puede jugar {move}: la partida ha terminado</translation>
    </message>
    <message>
        <source>{move} is not legal here; {player} can play: {moves}</source>
        <translation>{move} no es válida aquí; {player} puede jugar: {moves}</translation>
    </message>
    <message>
        <source>between rounds, while holes are chosen for the refill, the captured heaps are empty and no hole is opened</source>
        <translation>entre rondas, mientras se eligen los agujeros que se llenan, los montones de capturas están vacíos y ningún agujero está abierto</translation>
    </message>
    <message>
        <source>between rounds only the holes already refilled hold seeds, six each</source>
        <translation>entre rondas solo tienen semillas los agujeros ya llenados, seis cada uno</translation>
    </message>
    <message>
        <source>in the refill phase the player to move must be the one who chooses holes: the poorer player, with 6 or more seeds in store but too few to fill every hole</source>
        <translation>en la fase de llenado mueve quien elige los agujeros: el jugador más pobre, con 6 o más semillas en el almacén pero demasiado pocas para llenar todos los agujeros</translation>
    </message>
    <message>
        <source>a Tihbat board must hold an even number of seeds: captures are even and the seeds left at the end are split equally</source>
        <translation>un tablero de Tihbat debe tener un número par de semillas: las capturas son pares y las semillas que quedan al final se reparten a partes iguales</translation>
    </message>
    <message>
        <source>{label} in {text} is not a hole label</source>
        <translation>{label} en {text} no es el nombre de un agujero</translation>
    </message>
    <message>
        <source>{text} names a hole twice</source>
        <translation>{text} nombra un agujero dos veces</translation>
    </message>
    <message>
        <source>“{text}” is not a move: write a hole label such as 3B, pass, a direction such as 2B:cw, or a refill such as refill:1A,3A</source>
        <translation>«{text}» no es una jugada: escribe un agujero como 3B, pass para pasar, una dirección como 2B:cw o un llenado como refill:1A,3A</translation>
    </message>
    <message>
        <source>“{name}” {key} must be a whole number of seeds, 0 or more, not {value}</source>
        <translation>«{name}» {key} debe ser un número entero de semillas, 0 o más, no {value}</translation>
    </message>
    <message>
        <source>“{name}” must be an object such as {example}</source>
        <translation>«{name}» debe ser un objeto como {example}</translation>
    </message>
    <message>
        <source>“{name}” names {key}, which is not a hole of this board ({keys})</source>
        <translation>«{name}» nombra {key}, que no es un agujero de este tablero ({keys})</translation>
    </message>
    <message>
        <source>“{name}” names {key}, which is not a player of this game ({keys})</source>
        <translation>«{name}» nombra {key}, que no es un jugador de esta partida ({keys})</translation>
    </message>
    <message>
        <source>“{name}” must be a list of hole labels such as [&quot;1A&quot;, &quot;3B&quot;]</source>
        <translation>«{name}» debe ser una lista de agujeros como [&quot;1A&quot;, &quot;3B&quot;]</translation>
    </message>
    <message>
        <source>“{name}” names {label}, which is not a hole of this board</source>
        <translation>«{name}» nombra {label}, que no es un agujero de este tablero</translation>
    </message>
    <message>
        <source>a position must be a JSON object with &quot;pits&quot;, &quot;captured&quot; and &quot;to_move&quot;</source>
        <translation>una posición debe ser un objeto JSON con &quot;pits&quot;, &quot;captured&quot; y &quot;to_move&quot;</translation>
    </message>
    <message>
        <source>a {game} position has no field “{field}”</source>
        <translation>una posición de {game} no tiene el campo «{field}»</translation>
    </message>
    <message>
        <source>the position has no &quot;pits&quot;</source>
        <translation>la posición no tiene &quot;pits&quot;</translation>
    </message>
    <message>
        <source>&quot;to_move&quot; must be one of {players} (or null when over), not {value}</source>
        <translation>&quot;to_move&quot; debe ser {players} (o null si ha terminado), no {value}</translation>
    </message>
    <message>
        <source>&quot;to_move&quot; is null (game over) but seeds are still in the holes</source>
        <translation>&quot;to_move&quot; es null (partida terminada), pero aún hay semillas en los agujeros</translation>
    </message>
    <message>
        <source>&quot;phase&quot; must be &quot;play&quot; or &quot;refill&quot;, not {value}</source>
        <translation>&quot;phase&quot; debe ser &quot;play&quot; o &quot;refill&quot;, no {value}</translation>
    </message>
    <message>
        <source>&quot;round&quot; must be a round number from 1 to {last}, not {value}</source>
        <translation>&quot;round&quot; debe ser un número de ronda de 1 a {last}, no {value}</translation>
    </message>
    <message>
        <source>{label} is out of play but holds seeds</source>
        <translation>{label} está fuera de juego pero tiene semillas</translation>
    </message>
    <message>
        <source>an opened hole is out of play</source>
        <translation>un agujero abierto está fuera de juego</translation>
    </message>
    <message>
        <source>move {ply} ({move}): {reason}</source>
        <translation>jugada {ply} ({move}): {reason}</translation>
    </message>
    <message>
        <source>variation {number} at move {ply}: {reason}</source>
        <translation>variante {number} en la jugada {ply}: {reason}</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; names move {key}, but the moves of this line are 1 to {last}</source>
        <translation>&quot;{name}&quot; nombra la jugada {key}, pero las jugadas de esta línea van de 1 a {last}</translation>
    </message>
    <message>
        <source>&quot;comments&quot; must be an object such as {{&quot;3&quot;: &quot;a fine capture&quot;}}</source>
        <translation>&quot;comments&quot; debe ser un objeto como {{&quot;3&quot;: &quot;una buena captura&quot;}}</translation>
    </message>
    <message>
        <source>&quot;comments&quot; names ply {ply}, but the plies of this record are 0 to {plies}</source>
        <translation>&quot;comments&quot; nombra la jugada {ply}, pero las jugadas de esta partida van de 0 a {plies}</translation>
    </message>
    <message numerus="yes">
        <source>the comment on ply {ply} must be text of at most %n character(s), not {value}</source>
        <translation>
            <numerusform>el comentario de la jugada {ply} debe ser un texto de %n carácter como mucho, no {value}</numerusform>
            <numerusform>el comentario de la jugada {ply} debe ser un texto de %n caracteres como mucho, no {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>this is not a Siembra game record (no &quot;format&quot;: &quot;siembra-record&quot;)</source>
        <translation>esto no es una partida de Siembra (falta &quot;format&quot;: &quot;siembra-record&quot;)</translation>
    </message>
    <message>
        <source>a record has no field “{field}”</source>
        <translation>una partida no tiene el campo «{field}»</translation>
    </message>
    <message>
        <source>unknown game {game}; the games are {games}</source>
        <translation>juego desconocido {game}; los juegos son {games}</translation>
    </message>
    <message>
        <source>its first move, {move}, is the move it replaces or begins another variation</source>
        <translation>su primera jugada, {move}, es la jugada a la que sustituye o empieza otra variante</translation>
    </message>
    <message>
        <source>&quot;variations&quot; must be an object such as {{&quot;3&quot;: [{{&quot;moves&quot;: [&quot;2A&quot;]}}]}}</source>
        <translation>&quot;variations&quot; debe ser un objeto como {{&quot;3&quot;: [{{&quot;moves&quot;: [&quot;2A&quot;]}}]}}</translation>
    </message>
    <message>
        <source>the variations of move {ply} must be a list of lines such as [{{&quot;moves&quot;: [&quot;2A&quot;]}}]</source>
        <translation>las variantes de la jugada {ply} deben ser una lista de líneas como [{{&quot;moves&quot;: [&quot;2A&quot;]}}]</translation>
    </message>
    <message>
        <source>a variation must be an object with at least one move, such as {{&quot;moves&quot;: [&quot;2A&quot;]}}</source>
        <translation>una variante debe ser un objeto con al menos una jugada, como {{&quot;moves&quot;: [&quot;2A&quot;]}}</translation>
    </message>
    <message>
        <source>a variation has no field “{field}”</source>
        <translation>una variante no tiene el campo «{field}»</translation>
    </message>
    <message numerus="yes">
        <source>a record holds variations nested at most %n deep</source>
        <translation>
            <numerusform>una partida tiene variantes anidadas en %n nivel como mucho</numerusform>
            <numerusform>una partida tiene variantes anidadas en %n niveles como mucho</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record has %n move(s); {allowed}</source>
        <translation>
            <numerusform>la partida tiene %n jugada; {allowed}</numerusform>
            <numerusform>la partida tiene %n jugadas; {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a game has at most %n</source>
        <translation>
            <numerusform>una partida tiene como mucho %n jugada</numerusform>
            <numerusform>una partida tiene como mucho %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object such as {{&quot;holes&quot;: 6, &quot;first&quot;: &quot;B&quot;}}</source>
        <translation>&quot;options&quot; debe ser un objeto como {{&quot;holes&quot;: 6, &quot;first&quot;: &quot;B&quot;}}</translation>
    </message>
    <message>
        <source>a record names the first player actually chosen, not &quot;random&quot;</source>
        <translation>una partida guarda el primer jugador que se eligió de verdad, no &quot;random&quot;</translation>
    </message>
    <message>
        <source>&quot;moves&quot; must be a list of moves in notation, such as [&quot;6B&quot;, &quot;2A&quot;]</source>
        <translation>&quot;moves&quot; debe ser una lista de jugadas en notación, como [&quot;6B&quot;, &quot;2A&quot;]</translation>
    </message>
    <message>
        <source>move {ply}: {reason}</source>
        <translation>jugada {ply}: {reason}</translation>
    </message>
    <message>
        <source>&quot;meta&quot; must be an object</source>
        <translation>&quot;meta&quot; debe ser un objeto</translation>
    </message>
    <message>
        <source>no game {game}; the games are {games}</source>
        <translation>no hay ningún juego {game}; los juegos son {games}</translation>
    </message>
    <message>
        <source>the first player must be named by a letter such as &quot;B&quot;, not {value}</source>
        <translation>el primer jugador debe indicarse con una letra como &quot;B&quot;, no {value}</translation>
    </message>
    <message>
        <source>option {option} must be a whole number, not {value}</source>
        <translation>la opción {option} debe ser un número entero, no {value}</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a record version such as {known}, not {version}</source>
        <translation>&quot;version&quot; debe ser una versión de partida como {known}, no {version}</translation>
    </message>
    <message>
        <source>this record is version {version}, written by a newer Siembra; this Siembra reads version {known}: open it with a newer Siembra</source>
        <translation>esta partida es de la versión {version}, escrita por un Siembra más nuevo; este Siembra lee la versión {known}: ábrala con un Siembra más nuevo</translation>
    </message>
    <message>
        <source>move {ply}: “{move}” is far too long to be a move</source>
        <translation>jugada {ply}: «{move}» es demasiado larga para ser una jugada</translation>
    </message>
    <message>
        <source>{name} is not a file name that can be opened</source>
        <translation>{name} no es un nombre de archivo que se pueda abrir</translation>
    </message>
    <message>
        <source>{name} cannot be read: {detail}</source>
        <translation>no se puede leer {name}: {detail}</translation>
    </message>
    <message>
        <source>{name} was not written: {detail}</source>
        <translation>no se ha podido escribir {name}: {detail}</translation>
    </message>
    <message>
        <source>{name} is not a file name that can be written</source>
        <translation>{name} no es un nombre de archivo que se pueda escribir</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>{name} is not an ordinary file (it is a pipe, a device, a socket or a link to one); nothing was written</source>
        <translation>{name} no es un archivo normal (es una tubería, un dispositivo, un socket o un enlace a uno de ellos); no se ha escrito nada</translation>
    </message>
    <message>
        <source>{name} is not an ordinary file (it is a pipe, a device or a socket)</source>
        <translation>{name} no es un archivo normal (es una tubería, un dispositivo o un socket)</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte {offset} is not valid)</source>
        <translation>{name} no es texto UTF-8 (el byte {offset} no es válido)</translation>
    </message>
    <message>
        <source>the text is not valid JSON: {detail} (line {line}, column {column})</source>
        <translation>el texto no es JSON válido: {detail} (línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>the JSON holds {value}, half of a character, which is not text</source>
        <translation>el JSON contiene {value}, medio carácter, que no es texto</translation>
    </message>
    <message numerus="yes">
        <source>{name} is too large: a file of this kind has at most %n byte(s)</source>
        <translation>
            <numerusform>{name} es demasiado grande: un archivo de este tipo tiene como mucho %n byte</numerusform>
            <numerusform>{name} es demasiado grande: un archivo de este tipo tiene como mucho %n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>a value was expected</source>
        <translation>se esperaba un valor</translation>
    </message>
    <message>
        <source>a name in double quotes was expected</source>
        <translation>se esperaba un nombre entre comillas dobles</translation>
    </message>
    <message>
        <source>a colon was expected</source>
        <translation>se esperaban dos puntos</translation>
    </message>
    <message>
        <source>a comma was expected</source>
        <translation>se esperaba una coma</translation>
    </message>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>un texto entre comillas no está cerrado</translation>
    </message>
    <message>
        <source>a text in quotes holds a control character</source>
        <translation>un texto entre comillas contiene un carácter de control</translation>
    </message>
    <message>
        <source>\u is not followed by four hexadecimal digits</source>
        <translation>\u no va seguido de cuatro cifras hexadecimales</translation>
    </message>
    <message>
        <source>a backslash is followed by a letter that is not an escape</source>
        <translation>una barra invertida va seguida de una letra que no forma una secuencia de escape</translation>
    </message>
    <message>
        <source>more follows the end of the value</source>
        <translation>hay más texto tras el final del valor</translation>
    </message>
    <message>
        <source>a comma is followed by no value</source>
        <translation>una coma no va seguida de ningún valor</translation>
    </message>
    <message>
        <source>its syntax is not JSON&apos;s</source>
        <translation>su sintaxis no es la de JSON</translation>
    </message>
    <message numerus="yes">
        <source>the JSON is nested more than %n level(s) deep</source>
        <translation>
            <numerusform>el JSON tiene más de %n nivel de anidamiento</numerusform>
            <numerusform>el JSON tiene más de %n niveles de anidamiento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the JSON holds a number of %n digit(s) ({value}); {allowed}</source>
        <translation>
            <numerusform>el JSON contiene un número de %n cifra ({value}); {allowed}</numerusform>
            <numerusform>el JSON contiene un número de %n cifras ({value}); {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n are allowed</source>
        <translation>
            <numerusform>se admite como mucho %n</numerusform>
            <numerusform>se admiten como mucho %n</numerusform>
        </translation>
    </message>
    <message>
        <source>the JSON holds {value}, which is not a finite number</source>
        <translation>el JSON contiene {value}, que no es un número finito</translation>
    </message>
    <message>
        <source>{name} is a file, not a folder</source>
        <translation>{name} es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>the folder {name} cannot be made: {detail}</source>
        <translation>no se puede crear la carpeta {name}: {detail}</translation>
    </message>
    <message>
        <source>the folder {name} cannot be written to</source>
        <translation>no se puede escribir en la carpeta {name}</translation>
    </message>
    <message>
        <source>{name} cannot be set aside: {detail}</source>
        <translation>no se puede apartar {name}: {detail}</translation>
    </message>
    <message>
        <source>its lock file {name} cannot be used: {detail}</source>
        <translation>no se puede usar su archivo de bloqueo {name}: {detail}</translation>
    </message>
    <message>
        <source>its lock file {name} is not an ordinary file (it is a pipe, a device, a folder or a link); remove it to have the game autosaved</source>
        <translation>su archivo de bloqueo {name} no es un archivo normal (es una tubería, un dispositivo, una carpeta o un enlace); bórralo para que la partida se guarde automáticamente</translation>
    </message>
    <message>
        <source>not a whole number written in digits 0-9: &quot;{value}&quot;</source>
        <translation>no es un número entero escrito con cifras 0-9: &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>not a whole number from {low} to {high} written in digits 0-9: &quot;{value}&quot;</source>
        <translation>no es un número entero de {low} a {high} escrito con cifras 0-9: &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>not a number of seconds above 0 and at most {high}, written like 0.5: &quot;{value}&quot;</source>
        <translation>no es un número de segundos mayor que 0 y como mucho {high}, escrito como 0.5: &quot;{value}&quot;</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>The rules text cannot be shown: {reason}</source>
        <translation>No se puede mostrar el texto de las reglas: {reason}</translation>
    </message>
</context>
<context>
    <name>SaveAsLesson</name>
    <message>
        <source>A lesson shows moves: play at least one first.</source>
        <translation>Una lección muestra jugadas: juega al menos una antes.</translation>
    </message>
    <message numerus="yes">
        <source>A lesson shows at most %n move(s).</source>
        <translation>
            <numerusform>Una lección muestra como mucho %n jugada.</numerusform>
            <numerusform>Una lección muestra como mucho %n jugadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game has %n move(s).</source>
        <translation>
            <numerusform>Esta partida tiene %n jugada.</numerusform>
            <numerusform>Esta partida tiene %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as lesson</source>
        <translation>Guardar como lección</translation>
    </message>
    <message>
        <source>{game}: a game to study</source>
        <translation>{game}: una partida para estudiar</translation>
    </message>
    <message>
        <source>Step through the moves of this game and read the comments on them.</source>
        <translation>Avanza paso a paso por las jugadas de esta partida y lee sus comentarios.</translation>
    </message>
    <message>
        <source>Your lessons folder cannot be used: {reason}</source>
        <translation>No se puede usar tu carpeta de lecciones: {reason}</translation>
    </message>
    <message>
        <source>Siembra lessons (*.json)</source>
        <translation>Lecciones de Siembra (*.json)</translation>
    </message>
    <message>
        <source>The lesson was not saved: {error}</source>
        <translation>La lección no se ha guardado: {error}</translation>
    </message>
    <message>
        <source>The lesson was saved as {file}</source>
        <translation>La lección se ha guardado como {file}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>{name} must be true or false, not {value}</source>
        <translation>{name} debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>{name} must be a number from {low} to {high}, not {value}</source>
        <translation>{name} debe ser un número de {low} a {high}, no {value}</translation>
    </message>
    <message>
        <source>{name} must be a whole number from {low} to {high}, not {value}</source>
        <translation>{name} debe ser un número entero de {low} a {high}, no {value}</translation>
    </message>
    <message>
        <source>{name} must be one of {allowed}, not {value}</source>
        <translation>{name} debe ser uno de estos: {allowed}; no {value}</translation>
    </message>
    <message>
        <source>{name} must give each player a seat, such as {example}, not {value}</source>
        <translation>{name} debe dar un asiento a cada jugador, como {example}, no {value}</translation>
    </message>
    <message>
        <source>{name}: {player} has the seat {value}, which Siembra does not have</source>
        <translation>{name}: {player} tiene el asiento {value}, que Siembra no tiene</translation>
    </message>
    <message>
        <source>{name} must be a list of file paths, not {value}</source>
        <translation>{name} debe ser una lista de rutas de archivo, no {value}</translation>
    </message>
    <message>
        <source>{name} holds {value}, which is not a file path</source>
        <translation>{name} contiene {value}, que no es una ruta de archivo</translation>
    </message>
    <message>
        <source>{name} is not a saved window size and place: {value}</source>
        <translation>{name} no es un tamaño y una posición de ventana guardados: {value}</translation>
    </message>
    <message>
        <source>The language</source>
        <translation>El idioma</translation>
    </message>
    <message>
        <source>The theme</source>
        <translation>El tema</translation>
    </message>
    <message>
        <source>The colour-blind setting</source>
        <translation>El ajuste para daltónicos</translation>
    </message>
    <message>
        <source>The text size</source>
        <translation>El tamaño del texto</translation>
    </message>
    <message>
        <source>The reduced-motion setting</source>
        <translation>El ajuste de movimiento reducido</translation>
    </message>
    <message>
        <source>The animation speed</source>
        <translation>La velocidad de la animación</translation>
    </message>
    <message>
        <source>The sowing-path setting</source>
        <translation>El ajuste del recorrido de la siembra</translation>
    </message>
    <message>
        <source>The saved seats</source>
        <translation>Los asientos guardados</translation>
    </message>
    <message>
        <source>The list of recent games</source>
        <translation>La lista de partidas recientes</translation>
    </message>
    <message>
        <source>The window&apos;s size and place</source>
        <translation>El tamaño y la posición de la ventana</translation>
    </message>
    <message>
        <source>The endgame tables setting</source>
        <translation>El ajuste de las tablas de finales</translation>
    </message>
    <message>
        <source>The thinking time of the {level} level</source>
        <translation>El tiempo de reflexión del nivel {level}</translation>
    </message>
    <message>
        <source>{name} is not a stored value Siembra can read: {value}</source>
        <translation>{name} no es un valor guardado que Siembra pueda leer: {value}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>{name} no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>The side panel&apos;s width</source>
        <translation>El ancho del panel lateral</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n file(s); {allowed}</source>
        <translation>
            <numerusform>{name} contiene %n archivo; {allowed}</numerusform>
            <numerusform>{name} contiene %n archivos; {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it keeps at most %n</source>
        <translation>
            <numerusform>guarda como mucho %n</numerusform>
            <numerusform>guarda como mucho %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is not a choice of game the start page can offer: {value}</source>
        <translation>{name} no es una elección de juego que la página de inicio pueda ofrecer: {value}</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>The last choice on the start page</source>
        <translation>La última elección en la página de inicio</translation>
    </message>
    <message>
        <source>The analysis&apos;s time per position</source>
        <translation>El tiempo por posición del análisis</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>it is not a settings file Siembra can read</source>
        <translation>no es un archivo de ajustes que Siembra pueda leer</translation>
    </message>
    <message>
        <source>The settings cannot be kept in {path}: {reason}. Siembra uses its defaults and keeps changes until it is closed.</source>
        <translation>Los ajustes no se pueden guardar en {path}: {reason}. Siembra usa los valores predeterminados y conserva los cambios hasta que se cierre.</translation>
    </message>
    <message>
        <source>The settings of {path} were not taken over: {reason}</source>
        <translation>No se han importado los ajustes de {path}: {reason}</translation>
    </message>
    <message>
        <source>The setting {key} of {path} was left out: it is not plain text</source>
        <translation>Se ha omitido el ajuste {key} de {path}: no es texto plano</translation>
    </message>
    <message>
        <source>{problem}; the default is used instead.</source>
        <translation>{problem}; se usa el valor predeterminado.</translation>
    </message>
    <message>
        <source>{problem}; it is left out.</source>
        <translation>{problem}; se deja fuera.</translation>
    </message>
    <message>
        <source>The settings could not be saved ({reason}); the changes last until Siembra is closed.</source>
        <translation>No se han podido guardar los ajustes ({reason}); los cambios duran hasta que se cierre Siembra.</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>it is far too large to be Siembra&apos;s</source>
        <translation>es demasiado grande para ser de Siembra</translation>
    </message>
    <message>
        <source>it cannot be read and written</source>
        <translation>no se puede leer y escribir</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Speak each &amp;step</source>
        <translation>Anunciar cada &amp;paso</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jugadas de la partida</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Panel lateral</translation>
    </message>
    <message>
        <source>{game} board: {turn}</source>
        <translation>Tablero de {game}: {turn}</translation>
    </message>
    <message>
        <source>Each step will be spoken</source>
        <translation>Se anunciará cada paso</translation>
    </message>
    <message>
        <source>Each move will be spoken once it is shown</source>
        <translation>Cada jugada se anunciará una vez mostrada</translation>
    </message>
</context>
<context>
    <name>SpeedSlider</name>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de la animación</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) per second</source>
        <translation>
            <numerusform>%n semilla por segundo</numerusform>
            <numerusform>%n semillas por segundo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seeds/s: %n</source>
        <translation>
            <numerusform>Semillas/s: %n</numerusform>
            <numerusform>Semillas/s: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Animation speed, in seeds per second: %n (slow on the left, fast on the right)</source>
        <translation>
            <numerusform>Velocidad de la animación, en semillas por segundo: %n (lenta a la izquierda, rápida a la derecha)</numerusform>
            <numerusform>Velocidad de la animación, en semillas por segundo: %n (lenta a la izquierda, rápida a la derecha)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n relay(s)</source>
        <translation>
            <numerusform>%n relevo</numerusform>
            <numerusform>%n relevos</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} to move (the computer)</source>
        <translation>Juega {player} (el ordenador)</translation>
    </message>
</context>
<context>
    <name>StagingWords</name>
    <message>
        <source>its lock file cannot be made</source>
        <translation>no se puede crear su archivo de bloqueo</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Traditional match</source>
        <translation>Partida tradicional</translation>
    </message>
    <message>
        <source>Black Amazigh communities of the Drâa valley, south-east Morocco</source>
        <translation>Comunidades amazigh negras del valle del Draa, sudeste de Marruecos</translation>
    </message>
    <message>
        <source>One short relay, captures one hole at a time, and you must never starve your opponent.</source>
        <translation>Un relevo corto, capturas de un agujero cada vez, y nunca puedes dejar sin semillas a tu adversario.</translation>
    </message>
    <message>
        <source>Jbala shepherds of the western Rif, northern Morocco</source>
        <translation>Pastores yebala del Rif occidental, norte de Marruecos</translation>
    </message>
    <message>
        <source>Quick, for two or three players: one capture can sweep through several holes.</source>
        <translation>Rápido, para dos o tres jugadores: una captura puede barrer varios agujeros.</translation>
    </message>
    <message>
        <source>The Abouré people of south-eastern Côte d&apos;Ivoire</source>
        <translation>El pueblo abouré del sudeste de Costa de Marfil</translation>
    </message>
    <message>
        <source>Relay laps: one move can travel round the board several times.</source>
        <translation>Vueltas de relevo: una jugada puede dar varias vueltas al tablero.</translation>
    </message>
    <message>
        <source>Children of the province of Taourirt, north-eastern Morocco</source>
        <translation>Niñas y niños de la provincia de Taourirt, nordeste de Marruecos</translation>
    </message>
    <message>
        <source>A tiny children&apos;s game: you capture only in your own holes.</source>
        <translation>Un juego infantil diminuto: solo capturas en tus propios agujeros.</translation>
    </message>
    <message>
        <source>The Kunama people of Eritrea</source>
        <translation>El pueblo kunama de Eritrea</translation>
    </message>
    <message>
        <source>The hole you start from decides the direction; a match of several rounds.</source>
        <translation>El agujero de salida decide la dirección; una partida de varias rondas.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>How well the computer plays, against you or against itself</source>
        <translation>Lo bien que juega el ordenador, contra ti o contra sí mismo</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>Watch the computer</source>
        <translation>Ver al ordenador</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Lecciones…</translation>
    </message>
    <message>
        <source>2 × {holes}</source>
        <translation>2 × {holes}</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>Una ronda</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume {game} (%n move(s) played)</source>
        <translation>
            <numerusform>Reanudar {game} (%n jugada hecha)</numerusform>
            <numerusform>Reanudar {game} (%n jugadas hechas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadores</translation>
    </message>
    <message>
        <source>Computer level for {game}</source>
        <translation>Nivel del ordenador para {game}</translation>
    </message>
    <message>
        <source>Play {game} against the computer</source>
        <translation>Jugar a {game} contra el ordenador</translation>
    </message>
    <message>
        <source>Watch the computer play {game}</source>
        <translation>Ver cómo juega el ordenador a {game}</translation>
    </message>
    <message>
        <source>Lessons of {game}…</source>
        <translation>Lecciones de {game}…</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dos jugadores</translation>
    </message>
    <message>
        <source>Play {game}, three players on this screen</source>
        <translation>Jugar a {game}, tres jugadores en esta pantalla</translation>
    </message>
    <message>
        <source>Play {game}, two players on this screen</source>
        <translation>Jugar a {game}, dos jugadores en esta pantalla</translation>
    </message>
    <message>
        <source>Choose a game and how to play it</source>
        <translation>Elige un juego y cómo jugarlo</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>B, the bottom row</source>
        <translation>B, la fila de abajo</translation>
    </message>
    <message>
        <source>A, the top row</source>
        <translation>A, la fila de arriba</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Elegido al azar</translation>
    </message>
    <message>
        <source>First to move:</source>
        <translation>Empieza:</translation>
    </message>
    <message>
        <source>Go on with a game</source>
        <translation>Seguir una partida</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Open the recent game {name}</source>
        <translation>Abrir la partida reciente {name}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Game length (moves)</source>
        <translation>Duración de la partida (jugadas)</translation>
    </message>
    <message>
        <source>Seeds at the end, per player</source>
        <translation>Semillas al final, por jugador</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>empates</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>derrotas</translation>
    </message>
    <message>
        <source>Statistics: {game}</source>
        <translation>Estadísticas: {game}</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copiar como CSV</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Guardar como CSV…</translation>
    </message>
    <message>
        <source>{player}:</source>
        <translation>{player}:</translation>
    </message>
    <message>
        <source>First player ({player}): results</source>
        <translation>Primer jugador ({player}): resultados</translation>
    </message>
    <message numerus="yes">
        <source>Games played: %n. The first player wins {wins}%, draws {draws}%; moves per game on average: {moves}.</source>
        <translation>
            <numerusform>%n partida jugada. El primer jugador gana el {wins}%, empata el {draws}%; jugadas por partida de media: {moves}.</numerusform>
            <numerusform>%n partidas jugadas. El primer jugador gana el {wins}%, empata el {draws}%; jugadas por partida de media: {moves}.</numerusform>
        </translation>
    </message>
    <message>
        <source>chart</source>
        <translation>gráfico</translation>
    </message>
    <message>
        <source>category</source>
        <translation>categoría</translation>
    </message>
    <message>
        <source>series</source>
        <translation>serie</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>The figures are on the clipboard</source>
        <translation>Las cifras están en el portapapeles</translation>
    </message>
    <message>
        <source>Save the figures</source>
        <translation>Guardar las cifras</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The figures were not written: {error}</source>
        <translation>No se han guardado las cifras: {error}</translation>
    </message>
    <message>
        <source>The figures are in {path}</source>
        <translation>Las cifras están en {path}</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message numerus="yes">
        <source>%n of their choice</source>
        <translation>
            <numerusform>%n a su elección</numerusform>
            <numerusform>%n a su elección</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>La ronda {round} ha terminado</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Recoge</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Holes refilled</source>
        <translation>Agujeros llenados</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Almacén</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Fin de la partida. {result}</translation>
    </message>
</context>
<context>
    <name>TableBuilds</name>
    <message>
        <source>Another Siembra window is building the endgame tables for {game}: they are used once they are ready.</source>
        <translation>Otra ventana de Siembra está construyendo las tablas de finales de {game}: se usarán en cuanto estén listas.</translation>
    </message>
    <message>
        <source>The endgame tables for {game} are damaged and cannot be set aside ({reason}): no endgame tables are used until Siembra starts again.</source>
        <translation>Las tablas de finales de {game} están dañadas y no se pueden apartar ({reason}): no se usará ninguna tabla de finales hasta que Siembra vuelva a abrirse.</translation>
    </message>
    <message>
        <source>The endgame tables for {game} were damaged: they are kept aside as {name} and built again.</source>
        <translation>Las tablas de finales de {game} estaban dañadas: se guardan aparte como {name} y se construyen de nuevo.</translation>
    </message>
    <message>
        <source>the build ended with status {code}</source>
        <translation>la construcción terminó con el estado {code}</translation>
    </message>
    <message>
        <source>Endgame tables for {game}: stopped. Siembra plays on without them and builds them again when it next starts.</source>
        <translation>Tablas de finales de {game}: detenidas. Siembra sigue jugando sin ellas y las construirá de nuevo la próxima vez que se abra.</translation>
    </message>
    <message>
        <source>Endgame tables for {game} could not be built: {reason}. Siembra plays on without them.</source>
        <translation>No se han podido construir las tablas de finales de {game}: {reason}. Siembra sigue jugando sin ellas.</translation>
    </message>
    <message numerus="yes">
        <source>Endgame tables for {game} are ready, every position with up to %n seeds on the board: Expert, the hint and the analysis use them.</source>
        <translation>
            <numerusform>Las tablas de finales de {game} están listas, todas las posiciones con hasta %n semilla en el tablero: el nivel Experto, la pista y el análisis las usan.</numerusform>
            <numerusform>Las tablas de finales de {game} están listas, todas las posiciones con hasta %n semillas en el tablero: el nivel Experto, la pista y el análisis las usan.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablesWords</name>
    <message>
        <source>Build endgame ta&amp;bles when needed</source>
        <translation>Construir las ta&amp;blas de finales cuando hagan falta</translation>
    </message>
    <message>
        <source>Solve the last positions of a game once, in the background, so that Expert, the hint and the analysis play them exactly</source>
        <translation>Resolver una vez, en segundo plano, las últimas posiciones de un juego, para que el nivel Experto, la pista y el análisis las jueguen con exactitud</translation>
    </message>
</context>
<context>
    <name>Teaching</name>
    <message>
        <source>Set up a &amp;position…</source>
        <translation>Preparar una p&amp;osición…</translation>
    </message>
    <message>
        <source>Export board as PN&amp;G…</source>
        <translation>E&amp;xportar el tablero en PNG…</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG…</source>
        <translation>Exportar el tablero en S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Copy board picture</source>
        <translation>Copiar la &amp;imagen del tablero</translation>
    </message>
    <message>
        <source>&amp;Rules panel</source>
        <translation>Panel de &amp;reglas</translation>
    </message>
    <message>
        <source>L&amp;esson panel</source>
        <translation>Panel de &amp;lección</translation>
    </message>
    <message>
        <source>Show the pat&amp;h of each move</source>
        <translation>&amp;Mostrar el recorrido de cada jugada</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Texto más &amp;grande</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Te&amp;xto más pequeño</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Tamaño de texto &amp;normal</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Siembra will use the new language when it starts again.</source>
        <translation>Siembra usará el nuevo idioma cuando vuelva a iniciarse.</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Exportar el tablero en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>Exportar el tablero en SVG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <source>The picture was not written: {error}</source>
        <translation>No se ha guardado la imagen: {error}</translation>
    </message>
    <message>
        <source>The board picture is on the clipboard</source>
        <translation>La imagen del tablero está en el portapapeles</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Save as &amp;lesson…</source>
        <translation>Guardar como &amp;lección…</translation>
    </message>
</context>
<context>
    <name>ThinkingTimeDialog</name>
    <message>
        <source>Computer thinking time</source>
        <translation>Tiempo de reflexión del ordenador</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The most a computer player thinks about one move. Expert uses all of it; the other levels stop when they have looked as far as their level allows.</source>
        <translation>El tiempo máximo que un jugador del ordenador piensa cada jugada. El nivel Experto lo usa entero; los demás niveles se detienen cuando han mirado tan lejos como su nivel permite.</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Looking for a good move for {player}…</source>
        <translation>Buscando una buena jugada para {player}…</translation>
    </message>
    <message>
        <source>{player} (computer) is thinking…</source>
        <translation>{player} (ordenador) está pensando…</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>Juega {player}</translation>
    </message>
    <message>
        <source>Round {round}: {text}</source>
        <translation>Ronda {round}: {text}</translation>
    </message>
    <message numerus="yes">
        <source>{player}: choose %n hole(s) to refill</source>
        <translation>
            <numerusform>{player}: elige %n agujero para llenar</numerusform>
            <numerusform>{player}: elige %n agujeros para llenar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{player} has no move</source>
        <translation>{player} no tiene jugada</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>{hole} cannot be played now</source>
        <translation>Ahora no se puede jugar {hole}</translation>
    </message>
    <message>
        <source>Choose a direction for {hole}: ← or →, or click an arrow</source>
        <translation>Elige una dirección para {hole}: ← o →, o haz clic en una flecha</translation>
    </message>
    <message>
        <source>No arrow points that way</source>
        <translation>Ninguna flecha apunta hacia ese lado</translation>
    </message>
    <message numerus="yes">
        <source>{player}: click %n of your holes to refill</source>
        <translation>
            <numerusform>{player}: haz clic en %n de tus agujeros para llenarlo</numerusform>
            <numerusform>{player}: haz clic en %n de tus agujeros para llenarlos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n chosen)</source>
        <translation>
            <numerusform>(%n elegido)</numerusform>
            <numerusform>(%n elegidos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Llenar</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{game}: what will the move do?</source>
        <translation>{game}: ¿qué hará la jugada?</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>no se puede escribir el archivo</translation>
    </message>
    <message>
        <source>Name: ______________________    Date: ____________</source>
        <translation>Nombre: ______________________    Fecha: ____________</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Exercise {number} ({move}): {answer}</source>
        <translation>Ejercicio {number} ({move}): {answer}</translation>
    </message>
    <message>
        <source>Exercise {number}: {player} plays {move}</source>
        <translation>Ejercicio {number}: {player} juega {move}</translation>
    </message>
    <message>
        <source>The hole: ________</source>
        <translation>El agujero: ________</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
</context>
<context>
    <name>Worksheets</name>
    <message>
        <source>&amp;Worksheet of this lesson…</source>
        <translation>&amp;Hoja de ejercicios de esta lección…</translation>
    </message>
    <message>
        <source>&amp;Worksheet of this game…</source>
        <translation>&amp;Hoja de ejercicios de esta partida…</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Hoja de ejercicios</translation>
    </message>
    <message>
        <source>Open a lesson first: its moves become the exercises.</source>
        <translation>Abre primero una lección: sus jugadas serán los ejercicios.</translation>
    </message>
    <message>
        <source>There is no move to ask about yet: play a move first.</source>
        <translation>Aún no hay ninguna jugada sobre la que preguntar: juega una primero.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The worksheet was not written: {error}</source>
        <translation>No se ha guardado la hoja de ejercicios: {error}</translation>
    </message>
    <message numerus="yes">
        <source>The worksheet (%n page(s)) is saved in {path}</source>
        <translation>
            <numerusform>La hoja de ejercicios (%n página) se ha guardado en {path}</numerusform>
            <numerusform>La hoja de ejercicios (%n páginas) se ha guardado en {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
