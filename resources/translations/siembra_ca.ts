<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca_ES">
<context>
    <name></name>
    <message>
        <source>pass</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>refill {holes}</source>
        <translation>ompliment de {holes}</translation>
    </message>
    <message>
        <source>it would leave the opponent without seeds (grand slam)</source>
        <translation>deixaria l&apos;adversari sense llavors (gran slam)</translation>
    </message>
    <message>
        <source>no capture in {hole}: {reason}</source>
        <translation>no hi ha captura a {hole}: {reason}</translation>
    </message>
    <message>
        <source>the laps repeat: the move stops at {hole}</source>
        <translation>les voltes es repeteixen: la jugada s&apos;atura a {hole}</translation>
    </message>
    <message>
        <source>{player} cannot move and passes</source>
        <translation>{player} no pot moure i passa</translation>
    </message>
    <message>
        <source>the position repeated</source>
        <translation>la posició s&apos;ha repetit</translation>
    </message>
    <message>
        <source>store</source>
        <translation>magatzem</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>munt</translation>
    </message>
    <message>
        <source>round {round} is over</source>
        <translation>la ronda {round} s&apos;ha acabat</translation>
    </message>
    <message>
        <source>round {round} begins, {first} first</source>
        <translation>comença la ronda {round}, surt {first}</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>juga {player}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fi de la partida</translation>
    </message>
    <message>
        <source>{player} plays {move}</source>
        <translation>{player} juga {move}</translation>
    </message>
    <message numerus="yes">
        <source>{player} sows from {hole}: seed {seed} of %n</source>
        <translation>
            <numerusform>{player} sembra des de {hole}: llavor {seed} de %n</numerusform>
            <numerusform>{player} sembra des de {hole}: llavor {seed} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} lifts %n from {hole}</source>
        <translation>
            <numerusform>{player} aixeca %n de {hole}</numerusform>
            <numerusform>{player} aixeca %n de {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one seed into {hole} (now {now}), %n in hand</source>
        <translation>
            <numerusform>una llavor a {hole} (ara {now}), %n a la mà</numerusform>
            <numerusform>una llavor a {hole} (ara {now}), %n a la mà</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seed makes %n in {hole}</source>
        <translation>
            <numerusform>l&apos;última llavor deixa %n a {hole}</numerusform>
            <numerusform>l&apos;última llavor deixa %n a {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seed makes %n in {hole}: relay</source>
        <translation>
            <numerusform>l&apos;última llavor deixa %n a {hole}: relleu</numerusform>
            <numerusform>l&apos;última llavor deixa %n a {hole}: relleu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} captures %n from {hole}</source>
        <translation>
            <numerusform>{player} captura %n llavor de {hole}</numerusform>
            <numerusform>{player} captura %n llavors de {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes the %n left in {hole} to the {target}</source>
        <translation>
            <numerusform>{player} porta %n llavor, la que queda a {hole}, al {target}</numerusform>
            <numerusform>{player} porta les %n llavors que queden a {hole} al {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s store of %n joins the total</source>
        <translation>
            <numerusform>el magatzem de {player} (%n llavor) se suma al total</numerusform>
            <numerusform>el magatzem de {player} (%n llavors) se suma al total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} fills {hole} with %n</source>
        <translation>
            <numerusform>{player} omple {hole} amb %n llavor</numerusform>
            <numerusform>{player} omple {hole} amb %n llavors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {move}: step {step} of %n</source>
        <translation>
            <numerusform>{player} juga {move}: pas {step} de %n</numerusform>
            <numerusform>{player} juga {move}: pas {step} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n seed(s) into the store</source>
        <translation>
            <numerusform>{player} desa %n llavor al magatzem</numerusform>
            <numerusform>{player} desa %n llavors al magatzem</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Siembra</source>
        <translation>Quant a Siembra</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Quant a</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Crèdits</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Quant a Qt</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versió {version}</translation>
    </message>
    <message>
        <source>Play, teach and study five traditional two-row mancala games.</source>
        <translation>Juga, ensenya i estudia cinc jocs tradicionals de mancala de dues files.</translation>
    </message>
    <message>
        <source>GNU General Public License</source>
        <translation>Llicència Pública General de GNU</translation>
    </message>
    <message>
        <source>Siembra is free software: you can share and change it under the terms of the {licence}, version 3 or any later version ({spdx}). It comes with no warranty.</source>
        <translation>Siembra és programari lliure: el pots compartir i modificar segons els termes de la {licence}, versió 3 o qualsevol versió posterior ({spdx}). S&apos;ofereix sense cap garantia.</translation>
    </message>
    <message>
        <source>Played by the Black Amazigh communities of Zagora and Taghbalt, in the Drâa valley of south-east Morocco. Siembra follows a Spanish description, whose author is not named, of what the informants of the village of Taghbalt explained.</source>
        <translation>El juguen les comunitats amazigues negres de Zagora i Taghbalt, a la vall del Draa, al sud-est del Marroc. Siembra segueix una descripció en castellà, d&apos;autor no esmentat, del que van explicar els informants del poble de Taghbalt.</translation>
    </message>
    <message>
        <source>Played by the shepherds of the Jbala region, in the western Rif of northern Morocco. First documented by the Catalan researcher Víktor Bautista i Roca in 2009, who learned it from Anuar; Siembra&apos;s text is a Catalan version of the article “Bakuk” on Mancala World.</source>
        <translation>El juguen els pastors de la regió de Jbala, al Rif occidental, al nord del Marroc. El va documentar per primera vegada l&apos;investigador català Víktor Bautista i Roca el 2009, que el va aprendre de l&apos;Anuar; el text de Siembra és una versió catalana de l&apos;article «Bakuk» de Mancala World.</translation>
    </message>
    <message>
        <source>Played by the Abouré people of south-eastern Côte d&apos;Ivoire, around Bonoua and Grand-Bassam. First recorded by the Spanish researcher Jordi Climent Tondo in 2012; Siembra&apos;s text is a Spanish version of the article “Djenon Aboure” on Mancala World.</source>
        <translation>El juga el poble abouré del sud-est de la Costa d&apos;Ivori, al voltant de Bonoua i Grand-Bassam. El va registrar per primera vegada l&apos;investigador espanyol Jordi Climent Tondo el 2012; el text de Siembra és una versió castellana de l&apos;article «Djenon Aboure» de Mancala World.</translation>
    </message>
    <message>
        <source>Played by the children of the province of Taourirt, in north-eastern Morocco. The educator Lalo Kinast wrote it down in Flix, Catalonia, in 2006, and passed it on to Víktor Bautista i Roca; Siembra&apos;s text is a Catalan version of the article “Tihbat” on Mancala World.</source>
        <translation>El juguen els infants de la província de Taourirt, al nord-est del Marroc. L&apos;educador Lalo Kinast el va anotar a Flix, Catalunya, el 2006, i el va transmetre a Víktor Bautista i Roca; el text de Siembra és una versió catalana de l&apos;article «Tihbat» de Mancala World.</translation>
    </message>
    <message>
        <source>Played by the Kunama people of Eritrea, after a Spanish description that refers to the historian Richard Pankhurst, author of “Gabata and Related Board Games of Ethiopia and the Horn of Africa” (Ethiopia Observer, 1971).</source>
        <translation>El juga el poble kunama d&apos;Eritrea, segons una descripció en castellà que remet a l&apos;historiador Richard Pankhurst, autor de «Gabata and Related Board Games of Ethiopia and the Horn of Africa» (Ethiopia Observer, 1971).</translation>
    </message>
    <message>
        <source>Siembra is built with Qt {qt} and PySide6 {pyside} (The Qt Company, LGPL-3.0), Python {python}, numpy {numpy} and platformdirs {platformdirs}.</source>
        <translation>Siembra està fet amb Qt {qt} i PySide6 {pyside} (The Qt Company, LGPL-3.0), Python {python}, numpy {numpy} i platformdirs {platformdirs}.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Els jocs</translation>
    </message>
    <message>
        <source>Siembra is grateful to the people who play these games and to those who wrote their rules down.</source>
        <translation>Siembra dona les gràcies a qui juga a aquests jocs i a qui en va posar les regles per escrit.</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Programari</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analyse game</source>
        <translation>Analitza la partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Search time per position in the deep pass; the quick pass takes a tenth of it. Tihbat is valued exactly, from its solved table, whatever the time.</source>
        <translation>Temps de cerca per posició a la passada profunda; la passada ràpida n&apos;usa una desena part. Tihbat es valora amb exactitud, amb la seva taula resolta, sigui quin sigui el temps.</translation>
    </message>
    <message>
        <source>Time per position:</source>
        <translation>Temps per posició:</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Encara sense analitzar.</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Gràfic d&apos;avaluació</translation>
    </message>
    <message>
        <source>Expected line</source>
        <translation>Línia esperada</translation>
    </message>
    <message>
        <source>Show the expected line on the board</source>
        <translation>Mostra al tauler la línia esperada</translation>
    </message>
    <message>
        <source>Step through it</source>
        <translation>Recorre-la pas a pas</translation>
    </message>
    <message>
        <source>Play the expected line out on the board as a line of the game, its first move paused at its start: → steps through it</source>
        <translation>Juga al tauler la línia esperada com una línia de la partida, amb la primera jugada en pausa al començament: → avança pas a pas</translation>
    </message>
    <message>
        <source>A comment on this move, for the record</source>
        <translation>Un comentari sobre aquesta jugada, per al registre</translation>
    </message>
    <message>
        <source>There are no moves to analyse yet.</source>
        <translation>Encara no hi ha jugades per analitzar.</translation>
    </message>
    <message numerus="yes">
        <source>Quick pass: position {done} of %n</source>
        <translation>
            <numerusform>Passada ràpida: posició {done} de %n</numerusform>
            <numerusform>Passada ràpida: posició {done} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deep pass: position {done} of %n</source>
        <translation>
            <numerusform>Passada profunda: posició {done} de %n</numerusform>
            <numerusform>Passada profunda: posició {done} de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positions analysed: %n.</source>
        <translation>
            <numerusform>Analitzada %n posició.</numerusform>
            <numerusform>Analitzades %n posicions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: what was found so far is shown.</source>
        <translation>Cancel·lat: es mostra el que s&apos;ha trobat fins ara.</translation>
    </message>
    <message>
        <source>The analysis stopped: {reason}</source>
        <translation>L&apos;anàlisi s&apos;ha aturat: {reason}</translation>
    </message>
    <message>
        <source>Expected final margin of each player over the best other (seeds)</source>
        <translation>Marge final esperat de cada jugador sobre el millor dels altres (llavors)</translation>
    </message>
    <message>
        <source>Expected margin of capital for {player} at the end of the round (seeds)</source>
        <translation>Marge de capital esperat per a {player} al final de la ronda (llavors)</translation>
    </message>
    <message>
        <source>Expected final margin for {player} (seeds)</source>
        <translation>Marge final esperat per a {player} (llavors)</translation>
    </message>
    <message>
        <source>{player} ahead</source>
        <translation>{player} al davant</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacte</translation>
    </message>
    <message numerus="yes">
        <source>{mark}. Seeds of expected final margin lost against the best move there: %n.</source>
        <translation>
            <numerusform>{mark}. Va perdre %n llavor de marge final esperat davant la millor jugada d&apos;allà.</numerusform>
            <numerusform>{mark}. Va perdre %n llavors de marge final esperat davant la millor jugada d&apos;allà.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best there: {moves}</source>
        <translation>La millor allà: {moves}</translation>
    </message>
    <message>
        <source>Both values are exact: proven under best play.</source>
        <translation>Els dos valors són exactes: demostrats amb el millor joc.</translation>
    </message>
    <message>
        <source>Exact margins under best play: {values}</source>
        <translation>Marges exactes amb el millor joc: {values}</translation>
    </message>
    <message>
        <source>From the quick pass: the deep pass may change it.</source>
        <translation>De la passada ràpida: la passada profunda ho pot canviar.</translation>
    </message>
    <message>
        <source>Comment on move {number} ({player} {move}):</source>
        <translation>Comentari sobre la jugada {number} ({player} {move}):</translation>
    </message>
    <message>
        <source>Comment on the start position:</source>
        <translation>Comentari sobre la posició inicial:</translation>
    </message>
    <message numerus="yes">
        <source>Move {number}, {player} {move}: {mark}; seeds lost: %n; best there: {best}.</source>
        <translation>
            <numerusform>Jugada {number}, {player} {move}: {mark}; %n llavor perduda; la millor allà: {best}.</numerusform>
            <numerusform>Jugada {number}, {player} {move}: {mark}; %n llavors perdudes; la millor allà: {best}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best here: {best}. Expected line: {line}.</source>
        <translation>La millor aquí: {best}. Línia esperada: {line}.</translation>
    </message>
    <message>
        <source>Expected margins: {values}</source>
        <translation>Marges esperats: {values}</translation>
    </message>
    <message>
        <source>Move {number}: {values}, exact</source>
        <translation>Jugada {number}: {values}, exacte</translation>
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
        <translation>Inici: {comment}</translation>
    </message>
    <message>
        <source>Move {number} ({player} {move}): {comment}</source>
        <translation>Jugada {number} ({player} {move}): {comment}</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>La millor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bona</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisió</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error greu</translation>
    </message>
    <message>
        <source>Seeds a move costs: {marks}</source>
        <translation>Llavors que costa una jugada: {marks}</translation>
    </message>
    <message>
        <source>&amp;Analysis panel</source>
        <translation>Plafó d&apos;&amp;anàlisi</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Anàlisi</translation>
    </message>
    <message>
        <source>Anal&amp;yse game</source>
        <translation>&amp;Analitza la partida</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Export ani&amp;mation…</source>
        <translation>Exporta l&apos;ani&amp;mació…</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exporta l&apos;animació</translation>
    </message>
    <message>
        <source>There is no move to export yet: play a move first.</source>
        <translation>Encara no hi ha cap jugada per exportar: juga&apos;n una primer.</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>Animacions GIF (*.gif)</translation>
    </message>
    <message>
        <source>Drawing the animation…</source>
        <translation>Dibuixant l&apos;animació…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>The export was cancelled</source>
        <translation>S&apos;ha cancel·lat l&apos;exportació</translation>
    </message>
    <message>
        <source>The animation was not written: {error}</source>
        <translation>No s&apos;ha desat l&apos;animació: {error}</translation>
    </message>
    <message>
        <source>The animation is saved in {path}</source>
        <translation>L&apos;animació s&apos;ha desat a {path}</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>another Siembra is running and keeps its own game there</source>
        <translation>hi ha un altre Siembra obert que hi desa la seva pròpia partida</translation>
    </message>
    <message>
        <source>its lock file cannot be made</source>
        <translation>no es pot crear el seu fitxer de bloqueig</translation>
    </message>
    <message>
        <source>This game is not autosaved: {reason}.</source>
        <translation>Aquesta partida no es desa automàticament: {reason}.</translation>
    </message>
    <message>
        <source>The game autosaved last time could not be read, and was kept as {file}. {reason}</source>
        <translation>La partida desada automàticament l&apos;última vegada no s&apos;ha pogut llegir i s&apos;ha conservat com a {file}. {reason}</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>Vols continuar l&apos;última partida?</translation>
    </message>
    <message numerus="yes">
        <source>Siembra did not close normally last time. Resume the game of {game} where it was (%n move(s))?</source>
        <translation>
            <numerusform>Siembra no es va tancar bé l&apos;última vegada. Vols continuar la partida de {game} on era (%n jugada)?</numerusform>
            <numerusform>Siembra no es va tancar bé l&apos;última vegada. Vols continuar la partida de {game} on era (%n jugades)?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{player} captured</source>
        <translation>{player}: captures</translation>
    </message>
    <message>
        <source>{player} store</source>
        <translation>{player}: magatzem</translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message numerus="yes">
        <source>{hole}, %n seed(s)</source>
        <translation>
            <numerusform>{hole}, %n llavor</numerusform>
            <numerusform>{hole}, %n llavors</numerusform>
        </translation>
    </message>
    <message>
        <source>closed</source>
        <translation>tancat</translation>
    </message>
    <message>
        <source>chosen for the refill</source>
        <translation>triat per omplir</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>es pot jugar</translation>
    </message>
    <message>
        <source>suggested by the hint</source>
        <translation>suggerit per la pista</translation>
    </message>
    <message>
        <source>opened this round</source>
        <translation>obert en aquesta ronda</translation>
    </message>
    <message>
        <source>Play this hole</source>
        <translation>Juga aquest forat</translation>
    </message>
    <message>
        <source>Put the focus ring on this hole</source>
        <translation>Posa el focus en aquest forat</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tauler</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <source>{player} plays {move}</source>
        <translation>{player} juga {move}</translation>
    </message>
    <message>
        <source>{step} (paused)</source>
        <translation>{step} (en pausa)</translation>
    </message>
    <message>
        <source>step {step} / {steps}</source>
        <translation>pas {step} / {steps}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Opened: this hole has started a move this round, so its seeds can be captured</source>
        <translation>Obert: des d&apos;aquest forat ja s&apos;ha començat una jugada en aquesta ronda, així que les seves llavors es poden capturar</translation>
    </message>
</context>
<context>
    <name>BuildStatus</name>
    <message>
        <source>Endgame tables</source>
        <translation>Taules de finals</translation>
    </message>
    <message>
        <source>Stop building</source>
        <translation>Atura la construcció</translation>
    </message>
    <message>
        <source>Stop building the endgame tables: Siembra plays on without them</source>
        <translation>Atura la construcció de les taules de finals: Siembra continua jugant sense elles</translation>
    </message>
    <message numerus="yes">
        <source>Endgame tables for {game}: {seeds} of %n seeds</source>
        <translation>
            <numerusform>Taules de finals de {game}: {seeds} de %n llavor</numerusform>
            <numerusform>Taules de finals de {game}: {seeds} de %n llavors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassroomMode</name>
    <message>
        <source>&amp;Classroom mode</source>
        <translation>Mode a&amp;ula</translation>
    </message>
    <message>
        <source>Leave classroom mode</source>
        <translation>Surt del mode aula</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Siembra: unexpected error</source>
        <translation>Siembra: error inesperat</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong inside Siembra.&lt;/b&gt;&lt;br&gt;You can go on playing; if something no longer works, save your game and start Siembra again.</source>
        <translation>&lt;b&gt;Alguna cosa ha fallat dins de Siembra.&lt;/b&gt;&lt;br&gt;Pots continuar jugant; si alguna cosa deixa de funcionar, desa la partida i torna a obrir Siembra.</translation>
    </message>
    <message>
        <source>What happened: {summary}</source>
        <translation>Què ha passat: {summary}</translation>
    </message>
    <message>
        <source>The details are also in the log file {path}.</source>
        <translation>Els detalls també són al fitxer de registre {path}.</translation>
    </message>
    <message>
        <source>No log file could be written ({problem}).</source>
        <translation>No s&apos;ha pogut escriure cap fitxer de registre ({problem}).</translation>
    </message>
    <message>
        <source>Details of the error</source>
        <translation>Detalls de l&apos;error</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copia els detalls</translation>
    </message>
    <message>
        <source>Show log folder</source>
        <translation>Mostra la carpeta del registre</translation>
    </message>
</context>
<context>
    <name>EndCard</name>
    <message>
        <source>Next round</source>
        <translation>Ronda següent</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nova</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Repassa la partida</translation>
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
        <translation>Un tauler de Siembra</translation>
    </message>
</context>
<context>
    <name>ExportAnimation</name>
    <message>
        <source>not a range of moves like 3-5: &quot;{text}&quot;</source>
        <translation>no és un interval de jugades com 3-5: &quot;{text}&quot;</translation>
    </message>
    <message>
        <source>the game has no moves yet</source>
        <translation>la partida encara no té jugades</translation>
    </message>
    <message>
        <source>the moves must lie between 1 and {last}, the first not after the last</source>
        <translation>les jugades han d&apos;estar entre 1 i {last}, la primera no després de la darrera</translation>
    </message>
    <message numerus="yes">
        <source>these moves make %n picture(s) at this speed and size</source>
        <translation>
            <numerusform>aquestes jugades donen %n imatge amb aquesta velocitat i aquesta mida</numerusform>
            <numerusform>aquestes jugades donen %n imatges amb aquesta velocitat i aquesta mida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an animation has at most %n: choose fewer moves, a faster speed or a smaller width</source>
        <translation>
            <numerusform>una animació té com a màxim %n: tria menys jugades, una velocitat més ràpida o una amplada més petita</numerusform>
            <numerusform>una animació té com a màxim %n: tria menys jugades, una velocitat més ràpida o una amplada més petita</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportAnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Exporta l&apos;animació</translation>
    </message>
    <message>
        <source>The move shown (move {ply})</source>
        <translation>La jugada que es mostra (jugada {ply})</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugades</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> píxels</translation>
    </message>
    <message>
        <source>With the narration as a caption under the board</source>
        <translation>Amb la narració com a subtítol sota el tauler</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Amplada:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Ràpid</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocitat:</translation>
    </message>
</context>
<context>
    <name>ExtensibleWindow</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualitza</translation>
    </message>
    <message>
        <source>Closed &amp;tabs</source>
        <translation>Pestanyes tan&amp;cades</translation>
    </message>
    <message>
        <source>No tab is closed</source>
        <translation>No hi ha cap pestanya tancada</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>This is not a Siembra game that can be played: {reason}</source>
        <translation>No és una partida de Siembra que es pugui jugar: {reason}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Keyboard play</source>
        <translation>Joc amb el teclat</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Carpeta del registre</translation>
    </message>
    <message>
        <source>Siembra&apos;s log is in the folder {folder}</source>
        <translation>El registre de Siembra és a la carpeta {folder}</translation>
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
        <translation>Espera: encara s&apos;està mostrant la jugada (Fi salta al final)</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No és el teu torn</translation>
    </message>
    <message>
        <source>Hint: {move} — final seeds with best play: {totals} (exact)</source>
        <translation>Pista: {move} — llavors al final amb el millor joc: {totals} (exacte)</translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} wins by %n seeds with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} guanya per %n llavor amb el millor joc (exacte)</numerusform>
            <numerusform>Pista: {move} — {player} guanya per %n llavors amb el millor joc (exacte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} loses by %n seeds with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} perd per %n llavor amb el millor joc (exacte)</numerusform>
            <numerusform>Pista: {move} — {player} perd per %n llavors amb el millor joc (exacte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: {move} — a draw with best play (exact)</source>
        <translation>Pista: {move} — empat amb el millor joc (exacte)</translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} ends the round %n seeds of capital ahead with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} acaba la ronda amb %n llavor de capital d&apos;avantatge amb el millor joc (exacte)</numerusform>
            <numerusform>Pista: {move} — {player} acaba la ronda amb %n llavors de capital d&apos;avantatge amb el millor joc (exacte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} ends the round %n seeds of capital behind with best play (exact)</source>
        <translation>
            <numerusform>Pista: {move} — {player} acaba la ronda amb %n llavor de capital de desavantatge amb el millor joc (exacte)</numerusform>
            <numerusform>Pista: {move} — {player} acaba la ronda amb %n llavors de capital de desavantatge amb el millor joc (exacte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: {move} — the round ends with equal capitals with best play (exact)</source>
        <translation>Pista: {move} — la ronda acaba amb capitals iguals amb el millor joc (exacte)</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>There is no hole {number} here</source>
        <translation>Aquí no hi ha forat {number}</translation>
    </message>
    <message>
        <source>No direction to choose now</source>
        <translation>Ara no hi ha cap direcció per triar</translation>
    </message>
    <message>
        <source>1 … 9, 0: play the hole with that number (your own numbering, from your left)
[ and ]: the direction arrow pointing left or right (Bechi 2×3 centre hole)
Enter: the button above the board (Refill, Pass)
→ / ←: one step forward or back; Space: play or pause; Home / End: start or end of the move
F11: classroom mode; Ctrl++ / Ctrl+-: larger or smaller text
Tab: to the board (the arrows choose a hole, Enter or Space plays it), the move list (↑ / ↓ go through the game) and the speed</source>
        <translation>1 … 9, 0: juga el forat amb aquest número (la teva numeració, des de la teva esquerra)
[ i ]: la fletxa de direcció que apunta a l&apos;esquerra o a la dreta (forat central del Bechi 2×3)
Retorn: el botó damunt del tauler (Omple, Passa)
→ / ←: un pas endavant o enrere; Espai: reprodueix o atura; Inici / Fi: començament o final de la jugada
F11: mode aula; Ctrl++ / Ctrl+-: text més gran o més petit
Tab: al tauler (les fletxes trien un forat, Retorn o Espai el juga), a la llista de jugades (↑ / ↓ recorren la partida) i a la velocitat</translation>
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
        <translation>Desa com a lliçó</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Títol:</translation>
    </message>
    <message>
        <source>Introduction:</source>
        <translation>Introducció:</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>&quot;{field}&quot; must give a text per language, e.g. {{&quot;en&quot;: &quot;…&quot;, &quot;es&quot;: &quot;…&quot;}}</source>
        <translation>&quot;{field}&quot; ha de donar un text per idioma, p. ex. {{&quot;en&quot;: &quot;…&quot;, &quot;es&quot;: &quot;…&quot;}}</translation>
    </message>
    <message>
        <source>this is not a lesson (no &quot;format&quot;: &quot;siembra-lesson&quot;)</source>
        <translation>no és una lliçó (hi falta &quot;format&quot;: &quot;siembra-lesson&quot;)</translation>
    </message>
    <message>
        <source>lesson version {version} is not known to this Siembra</source>
        <translation>aquesta versió de Siembra no coneix la versió de lliçó {version}</translation>
    </message>
    <message>
        <source>unknown game {game}; the games are {games}</source>
        <translation>joc desconegut {game}; els jocs són {games}</translation>
    </message>
    <message>
        <source>the game or its start position is not valid: {error}</source>
        <translation>el joc o la seva posició inicial no són vàlids: {error}</translation>
    </message>
    <message>
        <source>&quot;moves&quot; must be a list of moves such as [&quot;4B&quot;]</source>
        <translation>&quot;moves&quot; ha de ser una llista de jugades com [&quot;4B&quot;]</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played: {error}</source>
        <translation>la jugada {number} ({move}) no es pot jugar: {error}</translation>
    </message>
    <message numerus="yes">
        <source>a lessons folder is read up to its first %n file(s), {megabytes} MB in all</source>
        <translation>
            <numerusform>d&apos;una carpeta de lliçons es llegeix com a màxim %n fitxer, {megabytes} MB en total</numerusform>
            <numerusform>d&apos;una carpeta de lliçons es llegeixen com a màxim els %n primers fitxers, {megabytes} MB en total</numerusform>
        </translation>
    </message>
    <message>
        <source>not read: {reason}</source>
        <translation>no s&apos;ha llegit: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>not read, nor %n file(s) after it ({names}): {reason}</source>
        <translation>
            <numerusform>no s&apos;ha llegit, ni %n fitxer posterior ({names}): {reason}</numerusform>
            <numerusform>no s&apos;ha llegit, ni %n fitxers posteriors ({names}): {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>this lesson is version {version}, written for a newer Siembra; this Siembra reads version {known}</source>
        <translation>aquesta lliçó és de la versió {version}, escrita per a un Siembra més nou; aquest Siembra llegeix la versió {known}</translation>
    </message>
    <message>
        <source>&quot;id&quot; must be a short name such as &quot;bakuk-forward-chain&quot;, not {value}</source>
        <translation>&quot;id&quot; ha de ser un nom curt com &quot;bakuk-forward-chain&quot;, no {value}</translation>
    </message>
    <message>
        <source>the lessons folder cannot be read: {detail}</source>
        <translation>no es pot llegir la carpeta de lliçons: {detail}</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Start again</source>
        <translation>Torna a començar</translation>
    </message>
    <message>
        <source>No lesson is open</source>
        <translation>No hi ha cap lliçó oberta</translation>
    </message>
    <message>
        <source>Choose one in the Lessons menu: it sets up the board and shows its moves step by step.</source>
        <translation>Tria&apos;n una al menú Lliçons: prepara el tauler i en mostra les jugades pas a pas.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lliçons</translation>
    </message>
    <message>
        <source>Your own lessons are not shown: {reason} ({file})</source>
        <translation>No es mostren les teves pròpies lliçons: {reason} ({file})</translation>
    </message>
    <message>
        <source>The lesson file {file} was skipped: {reason}</source>
        <translation>S&apos;ha omès el fitxer de lliçó {file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n other lesson file(s) were skipped too (Lessons menu: the files that could not be read).</source>
        <translation>
            <numerusform>També s&apos;ha omès %n fitxer de lliçó més (menú Lliçons: els fitxers que no s&apos;han pogut llegir).</numerusform>
            <numerusform>També s&apos;han omès %n fitxers de lliçó més (menú Lliçons: els fitxers que no s&apos;han pogut llegir).</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} (yours)</source>
        <translation>{title} (teva)</translation>
    </message>
    <message>
        <source>Open my lessons folder</source>
        <translation>Obre la meva carpeta de lliçons</translation>
    </message>
    <message>
        <source>Reload lessons</source>
        <translation>Torna a carregar les lliçons</translation>
    </message>
    <message numerus="yes">
        <source>…and %n other file(s).</source>
        <translation>
            <numerusform>…i %n fitxer més.</numerusform>
            <numerusform>…i %n fitxers més.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lliçons</translation>
    </message>
    <message>
        <source>These lesson files were skipped:

{lines}</source>
        <translation>S&apos;han omès aquests fitxers de lliçó:

{lines}</translation>
    </message>
    <message>
        <source>Your lessons folder cannot be used: {reason}</source>
        <translation>No es pot fer servir la teva carpeta de lliçons: {reason}</translation>
    </message>
    <message>
        <source>Predict first: the explanation is shown once the class has answered.</source>
        <translation>Prediu abans: l&apos;explicació es mostrarà quan la classe hagi respost.</translation>
    </message>
    <message>
        <source>Play {move}</source>
        <translation>Juga {move}</translation>
    </message>
    <message>
        <source>Play the move</source>
        <translation>Juga la jugada</translation>
    </message>
    <message>
        <source>Move {number} of {total}: {move}.</source>
        <translation>Jugada {number} de {total}: {move}.</translation>
    </message>
    <message>
        <source>Move {number} of {total}: {move}. It starts paused: step with → or play with Space.</source>
        <translation>Jugada {number} de {total}: {move}. Comença en pausa: avança pas a pas amb → o reprodueix-la amb Espai.</translation>
    </message>
    <message>
        <source>The lesson&apos;s moves are shown. Step back with ← to see them again, or play on.</source>
        <translation>Ja s&apos;han mostrat les jugades de la lliçó. Retrocedeix pas a pas amb ← per tornar-les a veure, o continua jugant.</translation>
    </message>
    <message>
        <source>The board has left the lesson&apos;s moves: &quot;Start again&quot; sets it up again.</source>
        <translation>El tauler s&apos;ha apartat de les jugades de la lliçó: «Torna a començar» el torna a preparar.</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson file(s) could not be read…</source>
        <translation>
            <numerusform>No s&apos;ha pogut llegir %n fitxer de lliçó…</numerusform>
            <numerusform>No s&apos;han pogut llegir %n fitxers de lliçó…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Principiant</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fàcil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mitjà</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>LineActions</name>
    <message>
        <source>&amp;Promote line to main line</source>
        <translation>Converteix en línia &amp;principal</translation>
    </message>
    <message>
        <source>&amp;Delete from this move…</source>
        <translation>&amp;Esborra a partir d&apos;aquesta jugada…</translation>
    </message>
    <message>
        <source>U&amp;ndo delete</source>
        <translation>Des&amp;fés l&apos;esborrament</translation>
    </message>
    <message>
        <source>This line is now the main line</source>
        <translation>Aquesta línia ara és la línia principal</translation>
    </message>
    <message>
        <source>Delete moves</source>
        <translation>Esborra les jugades</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n move(s), from move {number} ({move}) on, with every line after it?</source>
        <translation>
            <numerusform>Vols esborrar %n jugada a partir de la jugada {number} ({move}), amb totes les línies que la segueixen?</numerusform>
            <numerusform>Vols esborrar %n jugades a partir de la jugada {number} ({move}), amb totes les línies que la segueixen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) deleted</source>
        <translation>
            <numerusform>%n jugada esborrada</numerusform>
            <numerusform>%n jugades esborrades</numerusform>
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
        <translation>Partida &amp;nova…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Computer &amp;thinking time…</source>
        <translation>&amp;Temps de reflexió de l&apos;ordinador…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estadístiques…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Surt</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edita</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfés</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refés</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animació</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Obre una partida…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Obre una partida &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Desa la partida</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Desa la partida &amp;com a…</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Reprodueix / Pausa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Enrere</translation>
    </message>
    <message>
        <source>End of move</source>
        <translation>Final de la jugada</translation>
    </message>
    <message>
        <source>Start of move</source>
        <translation>Inici de la jugada</translation>
    </message>
    <message>
        <source>&amp;Instant moves</source>
        <translation>Jugades &amp;instantànies</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;Keyboard play</source>
        <translation>Joc amb el &amp;teclat</translation>
    </message>
    <message>
        <source>&amp;About Siembra</source>
        <translation>&amp;Quant a Siembra</translation>
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
        <translation>Reprodueix</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualitza</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Plafó lateral</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugades</translation>
    </message>
    <message>
        <source>&amp;Moves panel</source>
        <translation>Plafó de &amp;jugades</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Mostra la carpeta del &amp;registre</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Follow this line</source>
        <translation>Segueix aquesta línia</translation>
    </message>
    <message>
        <source>Promote to main line</source>
        <translation>Converteix en línia principal</translation>
    </message>
    <message>
        <source>Delete from this move…</source>
        <translation>Esborra a partir d&apos;aquesta jugada…</translation>
    </message>
    <message>
        <source>#</source>
        <translation>núm.</translation>
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
        <translation>Captures</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inici</translation>
    </message>
    <message>
        <source>Another line: click to follow it</source>
        <translation>Una altra línia: fes-hi clic per seguir-la</translation>
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
        <translation>Siembra ha trobat problemes: {first} (i més, mira el missatge)</translation>
    </message>
    <message>
        <source>Siembra: notice</source>
        <translation>Siembra: avís</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>…and others, which this message leaves out.</source>
        <translation>…i d&apos;altres, que aquest missatge no inclou.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>unknown options or extra words: {value}</source>
        <translation>opcions desconegudes o paraules de més: {value}</translation>
    </message>
    <message>
        <source>these options need a value: {value}</source>
        <translation>aquestes opcions necessiten un valor: {value}</translation>
    </message>
    <message>
        <source>an option cut short that could be more than one: {value}</source>
        <translation>una opció abreujada que pot ser més d&apos;una: {value}</translation>
    </message>
    <message>
        <source>{option} needs a value</source>
        <translation>{option} necessita un valor</translation>
    </message>
    <message>
        <source>{option} takes no value, not {value}</source>
        <translation>{option} no admet cap valor; sobra {value}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not one of {allowed}</source>
        <translation>&quot;{value}&quot; no és cap d&apos;aquests valors: {allowed}</translation>
    </message>
    <message>
        <source>not a size like 1280x800 (each side from 1 to {largest}, in digits 0-9): &quot;{value}&quot;</source>
        <translation>no és una mida com 1280x800 (cada costat d&apos;1 a {largest}, amb xifres 0-9): &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>not a language Siembra speaks (it speaks {languages}): &quot;{value}&quot;</source>
        <translation>no és un idioma que Siembra parli (parla {languages}): &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>--worksheet needs --out OUT.pdf</source>
        <translation>--worksheet necessita --out OUT.pdf</translation>
    </message>
    <message>
        <source>--export-animation needs --record FILE</source>
        <translation>--export-animation necessita --record FILE</translation>
    </message>
    <message>
        <source>give the record either as FILE or with --record, not both</source>
        <translation>indica la partida com a FILE o amb --record, no de totes dues maneres</translation>
    </message>
    <message>
        <source>{player} is not a player of this game (its players are {players})</source>
        <translation>{player} no és un jugador d&apos;aquesta partida (els seus jugadors són {players})</translation>
    </message>
    <message>
        <source>each side of an animation is {low} to {high} pixels, not {width}x{height}</source>
        <translation>cada costat d&apos;una animació fa entre {low} i {high} píxels, no {width}x{height}</translation>
    </message>
    <message>
        <source>{name} is neither a lesson nor a file; the lessons are {ids}</source>
        <translation>{name} no és ni una lliçó ni un fitxer; les lliçons són {ids}</translation>
    </message>
    <message>
        <source>{name} has no move to ask about</source>
        <translation>{name} no té cap jugada sobre la qual preguntar</translation>
    </message>
    <message numerus="yes">
        <source>the sheet asks about the first %n move(s) that make a question</source>
        <translation>
            <numerusform>el full només pregunta per %n jugada, la primera que dona peu a una pregunta</numerusform>
            <numerusform>el full només pregunta per les %n primeres jugades que donen peu a una pregunta</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>Prepara una posició</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tauler</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Juga des d&apos;aquí</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Desa…</translation>
    </message>
    <message>
        <source>Empty the board</source>
        <translation>Buida el tauler</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Posició inicial</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estàndard</translation>
    </message>
    <message>
        <source>Seeds in {hole}</source>
        <translation>Llavors a {hole}</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en joc</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>obert</translation>
    </message>
    <message>
        <source>store</source>
        <translation>magatzem</translation>
    </message>
    <message>
        <source>{player} captured</source>
        <translation>Captures de {player}</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Juga</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}</source>
        <translation>Aquesta posició no es pot jugar: {reason}</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Desa la posició</translation>
    </message>
    <message>
        <source>Siembra games (*.siembra)</source>
        <translation>Partides de Siembra (*.siembra)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadors</numerusform>
        </translation>
    </message>
    <message>
        <source>2 × {holes}</source>
        <translation>2 × {holes}</translation>
    </message>
    <message numerus="yes">
        <source>A valid position: %n seed(s) in all.</source>
        <translation>
            <numerusform>Posició vàlida: %n llavor en total.</numerusform>
            <numerusform>Posició vàlida: %n llavors en total.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Where will the last seed from this hole fall?</source>
        <translation>On caurà l&apos;última llavor d&apos;aquest forat?</translation>
    </message>
    <message>
        <source>How many seeds will this move capture?</source>
        <translation>Quantes llavors capturarà aquesta jugada?</translation>
    </message>
    <message>
        <source>The last seed falls: what happens next?</source>
        <translation>Cau l&apos;última llavor: què passa després?</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Res</translation>
    </message>
    <message>
        <source>A capture</source>
        <translation>Una captura</translation>
    </message>
    <message>
        <source>A relay</source>
        <translation>Un relleu</translation>
    </message>
    <message>
        <source>The last seed falls in {hole}.</source>
        <translation>L&apos;última llavor cau a {hole}.</translation>
    </message>
    <message numerus="yes">
        <source>The move captures %n seed(s).</source>
        <translation>
            <numerusform>La jugada captura %n llavor.</numerusform>
            <numerusform>La jugada captura %n llavors.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing happens: the move ends there.</source>
        <translation>No passa res: la jugada s&apos;acaba allà.</translation>
    </message>
    <message>
        <source>A capture.</source>
        <translation>Una captura.</translation>
    </message>
    <message>
        <source>A relay: the seeds there are sown on.</source>
        <translation>Un relleu: les llavors d&apos;aquell forat se segueixen sembrant.</translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n capturada</numerusform>
            <numerusform>%n capturades</numerusform>
        </translation>
    </message>
    <message>
        <source>{team}: {right} of {asked}</source>
        <translation>{team}: {right} de {asked}</translation>
    </message>
    <message>
        <source>Predict first: right answers of each side of the room</source>
        <translation>Prediu abans: respostes correctes de cada banda de l&apos;aula</translation>
    </message>
</context>
<context>
    <name>PredictMode</name>
    <message>
        <source>&amp;Predict first</source>
        <translation>&amp;Prediu abans</translation>
    </message>
    <message>
        <source>{player} plays {move}. {question}</source>
        <translation>{player} juga {move}. {question}</translation>
    </message>
    <message>
        <source>Team {team}: click the hole, or type its label (e.g. {example})</source>
        <translation>Equip {team}: fes clic al forat o escriu-ne l&apos;etiqueta (p. ex. {example})</translation>
    </message>
    <message>
        <source>Team {team}: choose a button, or type its number</source>
        <translation>Equip {team}: tria un botó o escriu-ne el número</translation>
    </message>
    <message>
        <source>{given} is not one of the answers</source>
        <translation>{given} no és una de les respostes</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Correcte!</translation>
    </message>
    <message>
        <source>Not this time.</source>
        <translation>Aquesta vegada no.</translation>
    </message>
    <message>
        <source>Answer with the buttons above the board</source>
        <translation>Respon amb els botons de sobre el tauler</translation>
    </message>
    <message>
        <source>{key} is not the start of any answer</source>
        <translation>Cap resposta no comença per {key}</translation>
    </message>
    <message>
        <source>Typed: {keys}</source>
        <translation>Escrit: {keys}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferències</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Com el sistema</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Fusta</translation>
    </message>
    <message>
        <source>Light, high contrast (for projectors)</source>
        <translation>Clar, d&apos;alt contrast (per a projectors)</translation>
    </message>
    <message>
        <source>Colours safe for colour-blind players</source>
        <translation>Colors aptes per a daltònics</translation>
    </message>
    <message>
        <source>Reduce motion: moves appear at once (stepping still works)</source>
        <translation>Redueix el moviment: les jugades apareixen de cop (el pas a pas continua funcionant)</translation>
    </message>
    <message>
        <source>Show the path of each move (numbered drops and arrows)</source>
        <translation>Mostra el recorregut de cada jugada (sembres numerades i fletxes)</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Siembra.</source>
        <translation>El nou idioma s&apos;utilitza a partir del pròxim inici de Siembra.</translation>
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
        <translation>Mida del text</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Open game</source>
        <translation>Obre una partida</translation>
    </message>
    <message>
        <source>Siembra games (*.siembra);;Game records (*.siembra *.json);;All files (*)</source>
        <translation>Partides de Siembra (*.siembra);;Registres de partides (*.siembra *.json);;Tots els fitxers (*)</translation>
    </message>
    <message>
        <source>{file} was not opened.

{reason}</source>
        <translation>No s&apos;ha obert {file}.

{reason}</translation>
    </message>
    <message>
        <source>Only a game file on this computer can be dropped here.</source>
        <translation>Aquí només es pot deixar anar un fitxer de partida d&apos;aquest ordinador.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Desa la partida</translation>
    </message>
    <message>
        <source>Siembra games (*.siembra)</source>
        <translation>Partides de Siembra (*.siembra)</translation>
    </message>
    <message>
        <source>The game was not saved: {error}</source>
        <translation>No s&apos;ha desat la partida: {error}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hi ha partides recents</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Buida la llista</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>{player} wins: {totals}</source>
        <translation>Guanya {player}: {totals}</translation>
    </message>
    <message>
        <source>Draw: {totals}</source>
        <translation>Empat: {totals}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{game}: {option} must be one of {allowed}, not {value}</source>
        <translation>{game}: {option} ha de ser un d&apos;aquests valors: {allowed}, no {value}</translation>
    </message>
    <message>
        <source>{game} has no option {option}</source>
        <translation>{game} no té l&apos;opció {option}</translation>
    </message>
    <message>
        <source>the first player must be one of {players} or random, not {value}</source>
        <translation>el primer jugador ha de ser {players} o a l&apos;atzar, no {value}</translation>
    </message>
    <message>
        <source>{label} is not a hole of this board ({labels})</source>
        <translation>{label} no és un forat d&apos;aquest tauler ({labels})</translation>
    </message>
    <message numerus="yes">
        <source>a position can hold at most %n seed(s) in all</source>
        <translation>
            <numerusform>una posició pot tenir com a màxim %n llavor en total</numerusform>
            <numerusform>una posició pot tenir com a màxim %n llavors en total</numerusform>
        </translation>
    </message>
    <message>
        <source>by the rules this game (or Bechi round) is already over here; write &quot;to_move&quot;: null and move the seeds left into &quot;captured&quot;</source>
        <translation>segons les regles, aquesta partida (o ronda de Bechi) ja s&apos;ha acabat aquí; escriu &quot;to_move&quot;: null i passa les llavors que queden a &quot;captured&quot;</translation>
    </message>
    <message>
        <source>{reason}; legal here: {moves}</source>
        <translation>{reason}; jugades vàlides aquí: {moves}</translation>
    </message>
    <message>
        <source>{move} cannot be played: the game is over</source>
        <translation>no es pot jugar {move}: la partida s&apos;ha acabat</translation>
    </message>
    <message>
        <source>{move} is not legal here; {player} can play: {moves}</source>
        <translation>{move} no és vàlida aquí; {player} pot jugar: {moves}</translation>
    </message>
    <message>
        <source>between rounds, while holes are chosen for the refill, the captured heaps are empty and no hole is opened</source>
        <translation>entre rondes, mentre es trien els forats que s&apos;omplen, els munts de captures són buits i cap forat no és obert</translation>
    </message>
    <message>
        <source>between rounds only the holes already refilled hold seeds, six each</source>
        <translation>entre rondes només tenen llavors els forats ja omplerts, sis cadascun</translation>
    </message>
    <message>
        <source>in the refill phase the player to move must be the one who chooses holes: the poorer player, with 6 or more seeds in store but too few to fill every hole</source>
        <translation>en la fase d&apos;ompliment mou qui tria els forats: el jugador més pobre, amb 6 o més llavors al magatzem però massa poques per omplir tots els forats</translation>
    </message>
    <message>
        <source>a Tihbat board must hold an even number of seeds: captures are even and the seeds left at the end are split equally</source>
        <translation>un tauler de Tihbat ha de tenir un nombre parell de llavors: les captures són parells i les llavors que queden al final es reparteixen a parts iguals</translation>
    </message>
    <message>
        <source>{label} in {text} is not a hole label</source>
        <translation>{label} a {text} no és el nom d&apos;un forat</translation>
    </message>
    <message>
        <source>{text} names a hole twice</source>
        <translation>{text} anomena un forat dues vegades</translation>
    </message>
    <message>
        <source>“{text}” is not a move: write a hole label such as 3B, pass, a direction such as 2B:cw, or a refill such as refill:1A,3A</source>
        <translation>«{text}» no és una jugada: escriu un forat com 3B, pass per passar, una direcció com 2B:cw o un ompliment com refill:1A,3A</translation>
    </message>
    <message>
        <source>“{name}” {key} must be a whole number of seeds, 0 or more, not {value}</source>
        <translation>«{name}» {key} ha de ser un nombre enter de llavors, 0 o més, no {value}</translation>
    </message>
    <message>
        <source>“{name}” must be an object such as {example}</source>
        <translation>«{name}» ha de ser un objecte com {example}</translation>
    </message>
    <message>
        <source>“{name}” names {key}, which is not a hole of this board ({keys})</source>
        <translation>«{name}» anomena {key}, que no és un forat d&apos;aquest tauler ({keys})</translation>
    </message>
    <message>
        <source>“{name}” names {key}, which is not a player of this game ({keys})</source>
        <translation>«{name}» anomena {key}, que no és un jugador d&apos;aquesta partida ({keys})</translation>
    </message>
    <message>
        <source>“{name}” must be a list of hole labels such as [&quot;1A&quot;, &quot;3B&quot;]</source>
        <translation>«{name}» ha de ser una llista de forats com [&quot;1A&quot;, &quot;3B&quot;]</translation>
    </message>
    <message>
        <source>“{name}” names {label}, which is not a hole of this board</source>
        <translation>«{name}» anomena {label}, que no és un forat d&apos;aquest tauler</translation>
    </message>
    <message>
        <source>a position must be a JSON object with &quot;pits&quot;, &quot;captured&quot; and &quot;to_move&quot;</source>
        <translation>una posició ha de ser un objecte JSON amb &quot;pits&quot;, &quot;captured&quot; i &quot;to_move&quot;</translation>
    </message>
    <message>
        <source>a {game} position has no field “{field}”</source>
        <translation>una posició de {game} no té el camp «{field}»</translation>
    </message>
    <message>
        <source>the position has no &quot;pits&quot;</source>
        <translation>la posició no té &quot;pits&quot;</translation>
    </message>
    <message>
        <source>&quot;to_move&quot; must be one of {players} (or null when over), not {value}</source>
        <translation>&quot;to_move&quot; ha de ser {players} (o null si s&apos;ha acabat), no {value}</translation>
    </message>
    <message>
        <source>&quot;to_move&quot; is null (game over) but seeds are still in the holes</source>
        <translation>&quot;to_move&quot; és null (partida acabada), però encara hi ha llavors als forats</translation>
    </message>
    <message>
        <source>&quot;phase&quot; must be &quot;play&quot; or &quot;refill&quot;, not {value}</source>
        <translation>&quot;phase&quot; ha de ser &quot;play&quot; o &quot;refill&quot;, no {value}</translation>
    </message>
    <message>
        <source>&quot;round&quot; must be a round number from 1 to {last}, not {value}</source>
        <translation>&quot;round&quot; ha de ser un número de ronda d&apos;1 a {last}, no {value}</translation>
    </message>
    <message>
        <source>{label} is out of play but holds seeds</source>
        <translation>{label} és fora de joc però té llavors</translation>
    </message>
    <message>
        <source>an opened hole is out of play</source>
        <translation>un forat obert és fora de joc</translation>
    </message>
    <message>
        <source>move {ply} ({move}): {reason}</source>
        <translation>jugada {ply} ({move}): {reason}</translation>
    </message>
    <message>
        <source>variation {number} at move {ply}: {reason}</source>
        <translation>variant {number} a la jugada {ply}: {reason}</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; names move {key}, but the moves of this line are 1 to {last}</source>
        <translation>&quot;{name}&quot; anomena la jugada {key}, però les jugades d&apos;aquesta línia van d&apos;1 a {last}</translation>
    </message>
    <message>
        <source>&quot;comments&quot; must be an object such as {{&quot;3&quot;: &quot;a fine capture&quot;}}</source>
        <translation>&quot;comments&quot; ha de ser un objecte com {{&quot;3&quot;: &quot;una bona captura&quot;}}</translation>
    </message>
    <message>
        <source>&quot;comments&quot; names ply {ply}, but the plies of this record are 0 to {plies}</source>
        <translation>&quot;comments&quot; anomena la jugada {ply}, però les jugades d&apos;aquesta partida van de 0 a {plies}</translation>
    </message>
    <message numerus="yes">
        <source>the comment on ply {ply} must be text of at most %n character(s), not {value}</source>
        <translation>
            <numerusform>el comentari de la jugada {ply} ha de ser un text de %n caràcter com a màxim, no {value}</numerusform>
            <numerusform>el comentari de la jugada {ply} ha de ser un text de %n caràcters com a màxim, no {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>this is not a Siembra game record (no &quot;format&quot;: &quot;siembra-record&quot;)</source>
        <translation>això no és una partida de Siembra (falta &quot;format&quot;: &quot;siembra-record&quot;)</translation>
    </message>
    <message>
        <source>a record has no field “{field}”</source>
        <translation>una partida no té el camp «{field}»</translation>
    </message>
    <message>
        <source>unknown game {game}; the games are {games}</source>
        <translation>joc desconegut {game}; els jocs són {games}</translation>
    </message>
    <message>
        <source>its first move, {move}, is the move it replaces or begins another variation</source>
        <translation>la seva primera jugada, {move}, és la jugada que substitueix o comença una altra variant</translation>
    </message>
    <message>
        <source>&quot;variations&quot; must be an object such as {{&quot;3&quot;: [{{&quot;moves&quot;: [&quot;2A&quot;]}}]}}</source>
        <translation>&quot;variations&quot; ha de ser un objecte com {{&quot;3&quot;: [{{&quot;moves&quot;: [&quot;2A&quot;]}}]}}</translation>
    </message>
    <message>
        <source>the variations of move {ply} must be a list of lines such as [{{&quot;moves&quot;: [&quot;2A&quot;]}}]</source>
        <translation>les variants de la jugada {ply} han de ser una llista de línies com [{{&quot;moves&quot;: [&quot;2A&quot;]}}]</translation>
    </message>
    <message>
        <source>a variation must be an object with at least one move, such as {{&quot;moves&quot;: [&quot;2A&quot;]}}</source>
        <translation>una variant ha de ser un objecte amb almenys una jugada, com {{&quot;moves&quot;: [&quot;2A&quot;]}}</translation>
    </message>
    <message>
        <source>a variation has no field “{field}”</source>
        <translation>una variant no té el camp «{field}»</translation>
    </message>
    <message numerus="yes">
        <source>a record holds variations nested at most %n deep</source>
        <translation>
            <numerusform>una partida té variants imbricades en %n nivell com a màxim</numerusform>
            <numerusform>una partida té variants imbricades en %n nivells com a màxim</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record has %n move(s); {allowed}</source>
        <translation>
            <numerusform>la partida té %n jugada; {allowed}</numerusform>
            <numerusform>la partida té %n jugades; {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a game has at most %n</source>
        <translation>
            <numerusform>una partida té com a màxim %n jugada</numerusform>
            <numerusform>una partida té com a màxim %n jugades</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object such as {{&quot;holes&quot;: 6, &quot;first&quot;: &quot;B&quot;}}</source>
        <translation>&quot;options&quot; ha de ser un objecte com {{&quot;holes&quot;: 6, &quot;first&quot;: &quot;B&quot;}}</translation>
    </message>
    <message>
        <source>a record names the first player actually chosen, not &quot;random&quot;</source>
        <translation>una partida desa el primer jugador que es va triar de debò, no &quot;random&quot;</translation>
    </message>
    <message>
        <source>&quot;moves&quot; must be a list of moves in notation, such as [&quot;6B&quot;, &quot;2A&quot;]</source>
        <translation>&quot;moves&quot; ha de ser una llista de jugades en notació, com [&quot;6B&quot;, &quot;2A&quot;]</translation>
    </message>
    <message>
        <source>move {ply}: {reason}</source>
        <translation>jugada {ply}: {reason}</translation>
    </message>
    <message>
        <source>&quot;meta&quot; must be an object</source>
        <translation>&quot;meta&quot; ha de ser un objecte</translation>
    </message>
    <message>
        <source>no game {game}; the games are {games}</source>
        <translation>no hi ha cap joc {game}; els jocs són {games}</translation>
    </message>
    <message>
        <source>the first player must be named by a letter such as &quot;B&quot;, not {value}</source>
        <translation>el primer jugador s&apos;ha d&apos;indicar amb una lletra com &quot;B&quot;, no {value}</translation>
    </message>
    <message>
        <source>option {option} must be a whole number, not {value}</source>
        <translation>l&apos;opció {option} ha de ser un nombre enter, no {value}</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a record version such as {known}, not {version}</source>
        <translation>&quot;version&quot; ha de ser una versió de partida com {known}, no {version}</translation>
    </message>
    <message>
        <source>this record is version {version}, written by a newer Siembra; this Siembra reads version {known}: open it with a newer Siembra</source>
        <translation>aquesta partida és de la versió {version}, escrita per un Siembra més nou; aquest Siembra llegeix la versió {known}: obriu-la amb un Siembra més nou</translation>
    </message>
    <message>
        <source>move {ply}: “{move}” is far too long to be a move</source>
        <translation>jugada {ply}: «{move}» és massa llarga per ser una jugada</translation>
    </message>
    <message>
        <source>{name} is not a file name that can be opened</source>
        <translation>{name} no és un nom de fitxer que es pugui obrir</translation>
    </message>
    <message>
        <source>{name} cannot be read: {detail}</source>
        <translation>no es pot llegir {name}: {detail}</translation>
    </message>
    <message>
        <source>{name} was not written: {detail}</source>
        <translation>no s&apos;ha pogut escriure {name}: {detail}</translation>
    </message>
    <message>
        <source>{name} is not a file name that can be written</source>
        <translation>{name} no és un nom de fitxer que es pugui escriure</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} és una carpeta, no un fitxer</translation>
    </message>
    <message>
        <source>{name} is not an ordinary file (it is a pipe, a device, a socket or a link to one); nothing was written</source>
        <translation>{name} no és un fitxer normal (és una canonada, un dispositiu, un sòcol o un enllaç a un d&apos;aquests); no s&apos;ha escrit res</translation>
    </message>
    <message>
        <source>{name} is not an ordinary file (it is a pipe, a device or a socket)</source>
        <translation>{name} no és un fitxer normal (és una canonada, un dispositiu o un sòcol)</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text (byte {offset} is not valid)</source>
        <translation>{name} no és text UTF-8 (el byte {offset} no és vàlid)</translation>
    </message>
    <message>
        <source>the text is not valid JSON: {detail} (line {line}, column {column})</source>
        <translation>el text no és JSON vàlid: {detail} (línia {line}, columna {column})</translation>
    </message>
    <message>
        <source>the JSON holds {value}, half of a character, which is not text</source>
        <translation>el JSON conté {value}, mig caràcter, que no és text</translation>
    </message>
    <message numerus="yes">
        <source>{name} is too large: a file of this kind has at most %n byte(s)</source>
        <translation>
            <numerusform>{name} és massa gran: un fitxer d&apos;aquest tipus té com a màxim %n byte</numerusform>
            <numerusform>{name} és massa gran: un fitxer d&apos;aquest tipus té com a màxim %n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>a value was expected</source>
        <translation>s&apos;esperava un valor</translation>
    </message>
    <message>
        <source>a name in double quotes was expected</source>
        <translation>s&apos;esperava un nom entre cometes dobles</translation>
    </message>
    <message>
        <source>a colon was expected</source>
        <translation>s&apos;esperaven dos punts</translation>
    </message>
    <message>
        <source>a comma was expected</source>
        <translation>s&apos;esperava una coma</translation>
    </message>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>un text entre cometes no està tancat</translation>
    </message>
    <message>
        <source>a text in quotes holds a control character</source>
        <translation>un text entre cometes conté un caràcter de control</translation>
    </message>
    <message>
        <source>\u is not followed by four hexadecimal digits</source>
        <translation>\u no va seguit de quatre xifres hexadecimals</translation>
    </message>
    <message>
        <source>a backslash is followed by a letter that is not an escape</source>
        <translation>una barra inversa va seguida d&apos;una lletra que no forma cap seqüència d&apos;escapament</translation>
    </message>
    <message>
        <source>more follows the end of the value</source>
        <translation>hi ha més text després del final del valor</translation>
    </message>
    <message>
        <source>a comma is followed by no value</source>
        <translation>una coma no va seguida de cap valor</translation>
    </message>
    <message>
        <source>its syntax is not JSON&apos;s</source>
        <translation>la sintaxi no és la de JSON</translation>
    </message>
    <message numerus="yes">
        <source>the JSON is nested more than %n level(s) deep</source>
        <translation>
            <numerusform>el JSON té més de %n nivell d&apos;imbricació</numerusform>
            <numerusform>el JSON té més de %n nivells d&apos;imbricació</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the JSON holds a number of %n digit(s) ({value}); {allowed}</source>
        <translation>
            <numerusform>el JSON conté un nombre de %n xifra ({value}); {allowed}</numerusform>
            <numerusform>el JSON conté un nombre de %n xifres ({value}); {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n are allowed</source>
        <translation>
            <numerusform>se n&apos;admet com a màxim %n</numerusform>
            <numerusform>se n&apos;admeten com a màxim %n</numerusform>
        </translation>
    </message>
    <message>
        <source>the JSON holds {value}, which is not a finite number</source>
        <translation>el JSON conté {value}, que no és un nombre finit</translation>
    </message>
    <message>
        <source>{name} is a file, not a folder</source>
        <translation>{name} és un fitxer, no una carpeta</translation>
    </message>
    <message>
        <source>the folder {name} cannot be made: {detail}</source>
        <translation>no es pot crear la carpeta {name}: {detail}</translation>
    </message>
    <message>
        <source>the folder {name} cannot be written to</source>
        <translation>no es pot escriure a la carpeta {name}</translation>
    </message>
    <message>
        <source>{name} cannot be set aside: {detail}</source>
        <translation>no es pot apartar {name}: {detail}</translation>
    </message>
    <message>
        <source>its lock file {name} cannot be used: {detail}</source>
        <translation>no es pot fer servir el seu fitxer de bloqueig {name}: {detail}</translation>
    </message>
    <message>
        <source>its lock file {name} is not an ordinary file (it is a pipe, a device, a folder or a link); remove it to have the game autosaved</source>
        <translation>el seu fitxer de bloqueig {name} no és un fitxer normal (és una canonada, un dispositiu, una carpeta o un enllaç); esborra&apos;l perquè la partida es desi automàticament</translation>
    </message>
    <message>
        <source>not a whole number written in digits 0-9: &quot;{value}&quot;</source>
        <translation>no és un nombre enter escrit amb xifres 0-9: &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>not a whole number from {low} to {high} written in digits 0-9: &quot;{value}&quot;</source>
        <translation>no és un nombre enter entre {low} i {high} escrit amb xifres 0-9: &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>not a number of seconds above 0 and at most {high}, written like 0.5: &quot;{value}&quot;</source>
        <translation>no és un nombre de segons més gran que 0 i com a màxim {high}, escrit com 0.5: &quot;{value}&quot;</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>The rules text cannot be shown: {reason}</source>
        <translation>No es pot mostrar el text de les regles: {reason}</translation>
    </message>
</context>
<context>
    <name>SaveAsLesson</name>
    <message>
        <source>A lesson shows moves: play at least one first.</source>
        <translation>Una lliçó mostra jugades: juga&apos;n almenys una abans.</translation>
    </message>
    <message numerus="yes">
        <source>A lesson shows at most %n move(s).</source>
        <translation>
            <numerusform>Una lliçó mostra com a màxim %n jugada.</numerusform>
            <numerusform>Una lliçó mostra com a màxim %n jugades.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game has %n move(s).</source>
        <translation>
            <numerusform>Aquesta partida té %n jugada.</numerusform>
            <numerusform>Aquesta partida té %n jugades.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as lesson</source>
        <translation>Desa com a lliçó</translation>
    </message>
    <message>
        <source>{game}: a game to study</source>
        <translation>{game}: una partida per estudiar</translation>
    </message>
    <message>
        <source>Step through the moves of this game and read the comments on them.</source>
        <translation>Avança pas a pas per les jugades d&apos;aquesta partida i llegeix-ne els comentaris.</translation>
    </message>
    <message>
        <source>Your lessons folder cannot be used: {reason}</source>
        <translation>No es pot fer servir la teva carpeta de lliçons: {reason}</translation>
    </message>
    <message>
        <source>Siembra lessons (*.json)</source>
        <translation>Lliçons de Siembra (*.json)</translation>
    </message>
    <message>
        <source>The lesson was not saved: {error}</source>
        <translation>La lliçó no s&apos;ha desat: {error}</translation>
    </message>
    <message>
        <source>The lesson was saved as {file}</source>
        <translation>La lliçó s&apos;ha desat com a {file}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>{name} must be true or false, not {value}</source>
        <translation>{name} ha de ser true o false, no {value}</translation>
    </message>
    <message>
        <source>{name} must be a number from {low} to {high}, not {value}</source>
        <translation>{name} ha de ser un nombre de {low} a {high}, no {value}</translation>
    </message>
    <message>
        <source>{name} must be a whole number from {low} to {high}, not {value}</source>
        <translation>{name} ha de ser un nombre enter de {low} a {high}, no {value}</translation>
    </message>
    <message>
        <source>{name} must be one of {allowed}, not {value}</source>
        <translation>{name} ha de ser un d&apos;aquests: {allowed}; no {value}</translation>
    </message>
    <message>
        <source>{name} must give each player a seat, such as {example}, not {value}</source>
        <translation>{name} ha de donar un seient a cada jugador, com {example}, no {value}</translation>
    </message>
    <message>
        <source>{name}: {player} has the seat {value}, which Siembra does not have</source>
        <translation>{name}: {player} té el seient {value}, que Siembra no té</translation>
    </message>
    <message>
        <source>{name} must be a list of file paths, not {value}</source>
        <translation>{name} ha de ser una llista de camins de fitxer, no {value}</translation>
    </message>
    <message>
        <source>{name} holds {value}, which is not a file path</source>
        <translation>{name} conté {value}, que no és un camí de fitxer</translation>
    </message>
    <message>
        <source>{name} is not a saved window size and place: {value}</source>
        <translation>{name} no és una mida i una posició de finestra desades: {value}</translation>
    </message>
    <message>
        <source>The language</source>
        <translation>L&apos;idioma</translation>
    </message>
    <message>
        <source>The theme</source>
        <translation>El tema</translation>
    </message>
    <message>
        <source>The colour-blind setting</source>
        <translation>L&apos;opció per a daltònics</translation>
    </message>
    <message>
        <source>The text size</source>
        <translation>La mida del text</translation>
    </message>
    <message>
        <source>The reduced-motion setting</source>
        <translation>L&apos;opció de moviment reduït</translation>
    </message>
    <message>
        <source>The animation speed</source>
        <translation>La velocitat de l&apos;animació</translation>
    </message>
    <message>
        <source>The sowing-path setting</source>
        <translation>L&apos;opció del recorregut de la sembra</translation>
    </message>
    <message>
        <source>The saved seats</source>
        <translation>Els seients desats</translation>
    </message>
    <message>
        <source>The list of recent games</source>
        <translation>La llista de partides recents</translation>
    </message>
    <message>
        <source>The window&apos;s size and place</source>
        <translation>La mida i la posició de la finestra</translation>
    </message>
    <message>
        <source>The endgame tables setting</source>
        <translation>L&apos;opció de les taules de finals</translation>
    </message>
    <message>
        <source>The thinking time of the {level} level</source>
        <translation>El temps de reflexió del nivell {level}</translation>
    </message>
    <message>
        <source>{name} is not a stored value Siembra can read: {value}</source>
        <translation>{name} no és un valor desat que Siembra pugui llegir: {value}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>{name} no es pot llegir: {reason}</translation>
    </message>
    <message>
        <source>The side panel&apos;s width</source>
        <translation>L&apos;amplada del plafó lateral</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n file(s); {allowed}</source>
        <translation>
            <numerusform>{name} conté %n fitxer; {allowed}</numerusform>
            <numerusform>{name} conté %n fitxers; {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it keeps at most %n</source>
        <translation>
            <numerusform>en guarda com a màxim %n</numerusform>
            <numerusform>en guarda com a màxim %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is not a choice of game the start page can offer: {value}</source>
        <translation>{name} no és una elecció de joc que la pàgina d&apos;inici pugui oferir: {value}</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>The last choice on the start page</source>
        <translation>L&apos;última elecció a la pàgina d&apos;inici</translation>
    </message>
    <message>
        <source>The analysis&apos;s time per position</source>
        <translation>El temps per posició de l&apos;anàlisi</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>it is not a settings file Siembra can read</source>
        <translation>no és un fitxer de configuració que Siembra pugui llegir</translation>
    </message>
    <message>
        <source>The settings cannot be kept in {path}: {reason}. Siembra uses its defaults and keeps changes until it is closed.</source>
        <translation>La configuració no es pot desar a {path}: {reason}. Siembra fa servir els valors predeterminats i conserva els canvis fins que es tanqui.</translation>
    </message>
    <message>
        <source>The settings of {path} were not taken over: {reason}</source>
        <translation>No s&apos;ha importat la configuració de {path}: {reason}</translation>
    </message>
    <message>
        <source>The setting {key} of {path} was left out: it is not plain text</source>
        <translation>S&apos;ha omès el paràmetre {key} de {path}: no és text pla</translation>
    </message>
    <message>
        <source>{problem}; the default is used instead.</source>
        <translation>{problem}; es fa servir el valor predeterminat.</translation>
    </message>
    <message>
        <source>{problem}; it is left out.</source>
        <translation>{problem}; es deixa fora.</translation>
    </message>
    <message>
        <source>The settings could not be saved ({reason}); the changes last until Siembra is closed.</source>
        <translation>No s&apos;ha pogut desar la configuració ({reason}); els canvis duren fins que es tanqui Siembra.</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>no és un fitxer normal</translation>
    </message>
    <message>
        <source>it is far too large to be Siembra&apos;s</source>
        <translation>és massa gran per ser de Siembra</translation>
    </message>
    <message>
        <source>it cannot be read and written</source>
        <translation>no es pot llegir i escriure</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Speak each &amp;step</source>
        <translation>Anuncia cada &amp;pas</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jugades de la partida</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Plafó lateral</translation>
    </message>
    <message>
        <source>{game} board: {turn}</source>
        <translation>Tauler de {game}: {turn}</translation>
    </message>
    <message>
        <source>Each step will be spoken</source>
        <translation>S&apos;anunciarà cada pas</translation>
    </message>
    <message>
        <source>Each move will be spoken once it is shown</source>
        <translation>Cada jugada s&apos;anunciarà un cop mostrada</translation>
    </message>
</context>
<context>
    <name>SpeedSlider</name>
    <message>
        <source>Animation speed</source>
        <translation>Velocitat de l&apos;animació</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) per second</source>
        <translation>
            <numerusform>%n llavor per segon</numerusform>
            <numerusform>%n llavors per segon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seeds/s: %n</source>
        <translation>
            <numerusform>Llavors/s: %n</numerusform>
            <numerusform>Llavors/s: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Animation speed, in seeds per second: %n (slow on the left, fast on the right)</source>
        <translation>
            <numerusform>Velocitat de l&apos;animació, en llavors per segon: %n (lenta a l&apos;esquerra, ràpida a la dreta)</numerusform>
            <numerusform>Velocitat de l&apos;animació, en llavors per segon: %n (lenta a l&apos;esquerra, ràpida a la dreta)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n relay(s)</source>
        <translation>
            <numerusform>%n relleu</numerusform>
            <numerusform>%n relleus</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} to move (the computer)</source>
        <translation>Juga {player} (l&apos;ordinador)</translation>
    </message>
</context>
<context>
    <name>StagingWords</name>
    <message>
        <source>its lock file cannot be made</source>
        <translation>no es pot crear el seu fitxer de bloqueig</translation>
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
        <translation>Comunitats amazigues negres de la vall del Draa, sud-est del Marroc</translation>
    </message>
    <message>
        <source>One short relay, captures one hole at a time, and you must never starve your opponent.</source>
        <translation>Un relleu curt, captures d&apos;un forat cada vegada, i mai no pots deixar sense llavors l&apos;adversari.</translation>
    </message>
    <message>
        <source>Jbala shepherds of the western Rif, northern Morocco</source>
        <translation>Pastors jbala del Rif occidental, nord del Marroc</translation>
    </message>
    <message>
        <source>Quick, for two or three players: one capture can sweep through several holes.</source>
        <translation>Ràpid, per a dos o tres jugadors: una captura pot escombrar diversos forats.</translation>
    </message>
    <message>
        <source>The Abouré people of south-eastern Côte d&apos;Ivoire</source>
        <translation>El poble abouré del sud-est de Costa d&apos;Ivori</translation>
    </message>
    <message>
        <source>Relay laps: one move can travel round the board several times.</source>
        <translation>Voltes de relleu: una jugada pot fer diverses voltes al tauler.</translation>
    </message>
    <message>
        <source>Children of the province of Taourirt, north-eastern Morocco</source>
        <translation>Nenes i nens de la província de Taourirt, nord-est del Marroc</translation>
    </message>
    <message>
        <source>A tiny children&apos;s game: you capture only in your own holes.</source>
        <translation>Un joc infantil petitíssim: només captures als teus propis forats.</translation>
    </message>
    <message>
        <source>The Kunama people of Eritrea</source>
        <translation>El poble kunama d&apos;Eritrea</translation>
    </message>
    <message>
        <source>The hole you start from decides the direction; a match of several rounds.</source>
        <translation>El forat de sortida decideix la direcció; una partida de diverses rondes.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tauler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadors</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>How well the computer plays, against you or against itself</source>
        <translation>Com de bé juga l&apos;ordinador, contra tu o contra si mateix</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Contra l&apos;ordinador</translation>
    </message>
    <message>
        <source>Watch the computer</source>
        <translation>Mira l&apos;ordinador</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Lliçons…</translation>
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
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume {game} (%n move(s) played)</source>
        <translation>
            <numerusform>Reprèn {game} (%n jugada feta)</numerusform>
            <numerusform>Reprèn {game} (%n jugades fetes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadors</translation>
    </message>
    <message>
        <source>Computer level for {game}</source>
        <translation>Nivell de l&apos;ordinador per a {game}</translation>
    </message>
    <message>
        <source>Play {game} against the computer</source>
        <translation>Juga a {game} contra l&apos;ordinador</translation>
    </message>
    <message>
        <source>Watch the computer play {game}</source>
        <translation>Mira com juga l&apos;ordinador a {game}</translation>
    </message>
    <message>
        <source>Lessons of {game}…</source>
        <translation>Lliçons de {game}…</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dos jugadors</translation>
    </message>
    <message>
        <source>Play {game}, three players on this screen</source>
        <translation>Juga a {game}, tres jugadors en aquesta pantalla</translation>
    </message>
    <message>
        <source>Play {game}, two players on this screen</source>
        <translation>Juga a {game}, dos jugadors en aquesta pantalla</translation>
    </message>
    <message>
        <source>Choose a game and how to play it</source>
        <translation>Tria un joc i com jugar-hi</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Torna a la partida</translation>
    </message>
    <message>
        <source>B, the bottom row</source>
        <translation>B, la fila de baix</translation>
    </message>
    <message>
        <source>A, the top row</source>
        <translation>A, la fila de dalt</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Triat a l&apos;atzar</translation>
    </message>
    <message>
        <source>First to move:</source>
        <translation>Comença:</translation>
    </message>
    <message>
        <source>Go on with a game</source>
        <translation>Continua una partida</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Obre una partida desada…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partides recents</translation>
    </message>
    <message>
        <source>Open the recent game {name}</source>
        <translation>Obre la partida recent {name}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Play</source>
        <translation>Juga</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partides:</translation>
    </message>
    <message>
        <source>Game length (moves)</source>
        <translation>Durada de la partida (jugades)</translation>
    </message>
    <message>
        <source>Seeds at the end, per player</source>
        <translation>Llavors al final, per jugador</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victòries</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>empats</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>derrotes</translation>
    </message>
    <message>
        <source>Statistics: {game}</source>
        <translation>Estadístiques: {game}</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A l&apos;atzar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Atura</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copia com a CSV</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Desa com a CSV…</translation>
    </message>
    <message>
        <source>{player}:</source>
        <translation>{player}:</translation>
    </message>
    <message>
        <source>First player ({player}): results</source>
        <translation>Primer jugador ({player}): resultats</translation>
    </message>
    <message numerus="yes">
        <source>Games played: %n. The first player wins {wins}%, draws {draws}%; moves per game on average: {moves}.</source>
        <translation>
            <numerusform>%n partida jugada. El primer jugador guanya el {wins}%, empata el {draws}%; jugades per partida de mitjana: {moves}.</numerusform>
            <numerusform>%n partides jugades. El primer jugador guanya el {wins}%, empata el {draws}%; jugades per partida de mitjana: {moves}.</numerusform>
        </translation>
    </message>
    <message>
        <source>chart</source>
        <translation>gràfic</translation>
    </message>
    <message>
        <source>category</source>
        <translation>categoria</translation>
    </message>
    <message>
        <source>series</source>
        <translation>sèrie</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>The figures are on the clipboard</source>
        <translation>Les xifres són al porta-retalls</translation>
    </message>
    <message>
        <source>Save the figures</source>
        <translation>Desa les xifres</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fitxers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The figures were not written: {error}</source>
        <translation>No s&apos;han desat les xifres: {error}</translation>
    </message>
    <message>
        <source>The figures are in {path}</source>
        <translation>Les xifres són a {path}</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message numerus="yes">
        <source>%n of their choice</source>
        <translation>
            <numerusform>%n a la seva elecció</numerusform>
            <numerusform>%n a la seva elecció</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>La ronda {round} s&apos;ha acabat</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Recull</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Holes refilled</source>
        <translation>Forats omplerts</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Magatzem</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Fi de la partida. {result}</translation>
    </message>
</context>
<context>
    <name>TableBuilds</name>
    <message>
        <source>Another Siembra window is building the endgame tables for {game}: they are used once they are ready.</source>
        <translation>Una altra finestra de Siembra està construint les taules de finals de {game}: es faran servir tan bon punt estiguin llestes.</translation>
    </message>
    <message>
        <source>The endgame tables for {game} are damaged and cannot be set aside ({reason}): no endgame tables are used until Siembra starts again.</source>
        <translation>Les taules de finals de {game} estan malmeses i no es poden apartar ({reason}): no s&apos;usarà cap taula de finals fins que Siembra es torni a obrir.</translation>
    </message>
    <message>
        <source>The endgame tables for {game} were damaged: they are kept aside as {name} and built again.</source>
        <translation>Les taules de finals de {game} estaven malmeses: es desen a part com a {name} i es tornen a construir.</translation>
    </message>
    <message>
        <source>the build ended with status {code}</source>
        <translation>la construcció ha acabat amb l&apos;estat {code}</translation>
    </message>
    <message>
        <source>Endgame tables for {game}: stopped. Siembra plays on without them and builds them again when it next starts.</source>
        <translation>Taules de finals de {game}: aturades. Siembra continua jugant sense elles i les tornarà a construir la propera vegada que s&apos;obri.</translation>
    </message>
    <message>
        <source>Endgame tables for {game} could not be built: {reason}. Siembra plays on without them.</source>
        <translation>No s&apos;han pogut construir les taules de finals de {game}: {reason}. Siembra continua jugant sense elles.</translation>
    </message>
    <message numerus="yes">
        <source>Endgame tables for {game} are ready, every position with up to %n seeds on the board: Expert, the hint and the analysis use them.</source>
        <translation>
            <numerusform>Les taules de finals de {game} són a punt, totes les posicions amb fins a %n llavor al tauler: el nivell Expert, la pista i l&apos;anàlisi les fan servir.</numerusform>
            <numerusform>Les taules de finals de {game} són a punt, totes les posicions amb fins a %n llavors al tauler: el nivell Expert, la pista i l&apos;anàlisi les fan servir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablesWords</name>
    <message>
        <source>Build endgame ta&amp;bles when needed</source>
        <translation>Construeix les taules de finals &amp;quan calguin</translation>
    </message>
    <message>
        <source>Solve the last positions of a game once, in the background, so that Expert, the hint and the analysis play them exactly</source>
        <translation>Resol una vegada, en segon pla, les últimes posicions d&apos;un joc, perquè el nivell Expert, la pista i l&apos;anàlisi les juguin exactament</translation>
    </message>
</context>
<context>
    <name>Teaching</name>
    <message>
        <source>Set up a &amp;position…</source>
        <translation>Prepara &amp;una posició…</translation>
    </message>
    <message>
        <source>Export board as PN&amp;G…</source>
        <translation>E&amp;xporta el tauler en PNG…</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG…</source>
        <translation>Exporta el tauler en S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Copy board picture</source>
        <translation>Copia la &amp;imatge del tauler</translation>
    </message>
    <message>
        <source>&amp;Rules panel</source>
        <translation>Plafó de &amp;regles</translation>
    </message>
    <message>
        <source>L&amp;esson panel</source>
        <translation>Plafó de &amp;lliçó</translation>
    </message>
    <message>
        <source>Show the pat&amp;h of each move</source>
        <translation>&amp;Mostra el recorregut de cada jugada</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Text més &amp;gran</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Text més pe&amp;tit</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Mida de text &amp;normal</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferències…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Siembra will use the new language when it starts again.</source>
        <translation>Siembra utilitzarà el nou idioma quan es torni a iniciar.</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Exporta el tauler en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imatges PNG (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>Exporta el tauler en SVG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibuixos SVG (*.svg)</translation>
    </message>
    <message>
        <source>The picture was not written: {error}</source>
        <translation>No s&apos;ha desat la imatge: {error}</translation>
    </message>
    <message>
        <source>The board picture is on the clipboard</source>
        <translation>La imatge del tauler és al porta-retalls</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regles</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lliçó</translation>
    </message>
    <message>
        <source>Save as &amp;lesson…</source>
        <translation>Desa com a &amp;lliçó…</translation>
    </message>
</context>
<context>
    <name>ThinkingTimeDialog</name>
    <message>
        <source>Computer thinking time</source>
        <translation>Temps de reflexió de l&apos;ordinador</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The most a computer player thinks about one move. Expert uses all of it; the other levels stop when they have looked as far as their level allows.</source>
        <translation>El temps màxim que un jugador de l&apos;ordinador pensa cada jugada. El nivell Expert el fa servir sencer; els altres nivells s&apos;aturen quan han mirat tan lluny com el seu nivell permet.</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Looking for a good move for {player}…</source>
        <translation>Cercant una bona jugada per a {player}…</translation>
    </message>
    <message>
        <source>{player} (computer) is thinking…</source>
        <translation>{player} (ordinador) està pensant…</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>Juga {player}</translation>
    </message>
    <message>
        <source>Round {round}: {text}</source>
        <translation>Ronda {round}: {text}</translation>
    </message>
    <message numerus="yes">
        <source>{player}: choose %n hole(s) to refill</source>
        <translation>
            <numerusform>{player}: tria %n forat per omplir</numerusform>
            <numerusform>{player}: tria %n forats per omplir</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{player} has no move</source>
        <translation>{player} no té cap jugada</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>{hole} cannot be played now</source>
        <translation>Ara no es pot jugar {hole}</translation>
    </message>
    <message>
        <source>Choose a direction for {hole}: ← or →, or click an arrow</source>
        <translation>Tria una direcció per a {hole}: ← o →, o fes clic a una fletxa</translation>
    </message>
    <message>
        <source>No arrow points that way</source>
        <translation>Cap fletxa no apunta cap a aquest costat</translation>
    </message>
    <message numerus="yes">
        <source>{player}: click %n of your holes to refill</source>
        <translation>
            <numerusform>{player}: fes clic a %n dels teus forats per omplir-lo</numerusform>
            <numerusform>{player}: fes clic a %n dels teus forats per omplir-los</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n chosen)</source>
        <translation>
            <numerusform>(%n triat)</numerusform>
            <numerusform>(%n triats)</numerusform>
        </translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Omple</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{game}: what will the move do?</source>
        <translation>{game}: què farà la jugada?</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>no es pot escriure el fitxer</translation>
    </message>
    <message>
        <source>Name: ______________________    Date: ____________</source>
        <translation>Nom: ______________________    Data: ____________</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Solucions</translation>
    </message>
    <message>
        <source>Exercise {number} ({move}): {answer}</source>
        <translation>Exercici {number} ({move}): {answer}</translation>
    </message>
    <message>
        <source>Exercise {number}: {player} plays {move}</source>
        <translation>Exercici {number}: {player} juga {move}</translation>
    </message>
    <message>
        <source>The hole: ________</source>
        <translation>El forat: ________</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Per què?</translation>
    </message>
</context>
<context>
    <name>Worksheets</name>
    <message>
        <source>&amp;Worksheet of this lesson…</source>
        <translation>&amp;Full d&apos;exercicis d&apos;aquesta lliçó…</translation>
    </message>
    <message>
        <source>&amp;Worksheet of this game…</source>
        <translation>&amp;Full d&apos;exercicis d&apos;aquesta partida…</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Full d&apos;exercicis</translation>
    </message>
    <message>
        <source>Open a lesson first: its moves become the exercises.</source>
        <translation>Obre primer una lliçó: les seves jugades seran els exercicis.</translation>
    </message>
    <message>
        <source>There is no move to ask about yet: play a move first.</source>
        <translation>Encara no hi ha cap jugada sobre la qual preguntar: juga&apos;n una primer.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The worksheet was not written: {error}</source>
        <translation>No s&apos;ha desat el full d&apos;exercicis: {error}</translation>
    </message>
    <message numerus="yes">
        <source>The worksheet (%n page(s)) is saved in {path}</source>
        <translation>
            <numerusform>El full d&apos;exercicis (%n pàgina) s&apos;ha desat a {path}</numerusform>
            <numerusform>El full d&apos;exercicis (%n pàgines) s&apos;ha desat a {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
