<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>{player} puts %n seed(s) into the store</source>
        <translation>
            <numerusform>{player} puts %n seed into the store</numerusform>
            <numerusform>{player} puts %n seeds into the store</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} sows from {hole}: seed {seed} of %n</source>
        <translation>
            <numerusform>{player} sows from {hole}: seed {seed} of %n</numerusform>
            <numerusform>{player} sows from {hole}: seed {seed} of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} lifts %n from {hole}</source>
        <translation>
            <numerusform>{player} lifts %n from {hole}</numerusform>
            <numerusform>{player} lifts %n from {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one seed into {hole} (now {now}), %n in hand</source>
        <translation>
            <numerusform>one seed into {hole} (now {now}), %n in hand</numerusform>
            <numerusform>one seed into {hole} (now {now}), %n in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seed makes %n in {hole}</source>
        <translation>
            <numerusform>last seed makes %n in {hole}</numerusform>
            <numerusform>last seed makes %n in {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seed makes %n in {hole}: relay</source>
        <translation>
            <numerusform>last seed makes %n in {hole}: relay</numerusform>
            <numerusform>last seed makes %n in {hole}: relay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} captures %n from {hole}</source>
        <translation>
            <numerusform>{player} captures %n seed from {hole}</numerusform>
            <numerusform>{player} captures %n seeds from {hole}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes the %n left in {hole} to the {target}</source>
        <translation>
            <numerusform>{player} takes the %n seed left in {hole} to the {target}</numerusform>
            <numerusform>{player} takes the %n seeds left in {hole} to the {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s store of %n joins the total</source>
        <translation>
            <numerusform>{player}&apos;s store of %n seed joins the total</numerusform>
            <numerusform>{player}&apos;s store of %n seeds joins the total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} fills {hole} with %n</source>
        <translation>
            <numerusform>{player} fills {hole} with %n seed</numerusform>
            <numerusform>{player} fills {hole} with %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {move}: step {step} of %n</source>
        <translation>
            <numerusform>{player} plays {move}: step {step} of %n</numerusform>
            <numerusform>{player} plays {move}: step {step} of %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>Quick pass: position {done} of %n</source>
        <translation>
            <numerusform>Quick pass: position {done} of %n</numerusform>
            <numerusform>Quick pass: position {done} of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deep pass: position {done} of %n</source>
        <translation>
            <numerusform>Deep pass: position {done} of %n</numerusform>
            <numerusform>Deep pass: position {done} of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positions analysed: %n.</source>
        <translation>
            <numerusform>Positions analysed: %n.</numerusform>
            <numerusform>Positions analysed: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{mark}. Seeds of expected final margin lost against the best move there: %n.</source>
        <translation>
            <numerusform>{mark}. Seeds of expected final margin lost against the best move there: %n.</numerusform>
            <numerusform>{mark}. Seeds of expected final margin lost against the best move there: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number}, {player} {move}: {mark}; seeds lost: %n; best there: {best}.</source>
        <translation>
            <numerusform>Move {number}, {player} {move}: {mark}; seeds lost: %n; best there: {best}.</numerusform>
            <numerusform>Move {number}, {player} {move}: {mark}; seeds lost: %n; best there: {best}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message numerus="yes">
        <source>Siembra did not close normally last time. Resume the game of {game} where it was (%n move(s))?</source>
        <translation>
            <numerusform>Siembra did not close normally last time. Resume the game of {game} where it was (%n move)?</numerusform>
            <numerusform>Siembra did not close normally last time. Resume the game of {game} where it was (%n moves)?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message numerus="yes">
        <source>{hole}, %n seed(s)</source>
        <translation>
            <numerusform>{hole}, %n seed</numerusform>
            <numerusform>{hole}, %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuildStatus</name>
    <message numerus="yes">
        <source>Endgame tables for {game}: {seeds} of %n seeds</source>
        <translation>
            <numerusform>Endgame tables for {game}: {seeds} of %n seed</numerusform>
            <numerusform>Endgame tables for {game}: {seeds} of %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportAnimation</name>
    <message numerus="yes">
        <source>these moves make %n picture(s) at this speed and size</source>
        <translation>
            <numerusform>these moves make %n picture at this speed and size</numerusform>
            <numerusform>these moves make %n pictures at this speed and size</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an animation has at most %n: choose fewer moves, a faster speed or a smaller width</source>
        <translation>
            <numerusform>an animation has at most %n: choose fewer moves, a faster speed or a smaller width</numerusform>
            <numerusform>an animation has at most %n: choose fewer moves, a faster speed or a smaller width</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message numerus="yes">
        <source>Hint: {move} — {player} wins by %n seeds with best play (exact)</source>
        <translation>
            <numerusform>Hint: {move} — {player} wins by %n seed with best play (exact)</numerusform>
            <numerusform>Hint: {move} — {player} wins by %n seeds with best play (exact)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} loses by %n seeds with best play (exact)</source>
        <translation>
            <numerusform>Hint: {move} — {player} loses by %n seed with best play (exact)</numerusform>
            <numerusform>Hint: {move} — {player} loses by %n seeds with best play (exact)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} ends the round %n seeds of capital ahead with best play (exact)</source>
        <translation>
            <numerusform>Hint: {move} — {player} ends the round %n seed of capital ahead with best play (exact)</numerusform>
            <numerusform>Hint: {move} — {player} ends the round %n seeds of capital ahead with best play (exact)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: {move} — {player} ends the round %n seeds of capital behind with best play (exact)</source>
        <translation>
            <numerusform>Hint: {move} — {player} ends the round %n seed of capital behind with best play (exact)</numerusform>
            <numerusform>Hint: {move} — {player} ends the round %n seeds of capital behind with best play (exact)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message numerus="yes">
        <source>a lessons folder is read up to its first %n file(s), {megabytes} MB in all</source>
        <translation>
            <numerusform>a lessons folder is read up to its first %n file, {megabytes} MB in all</numerusform>
            <numerusform>a lessons folder is read up to its first %n files, {megabytes} MB in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not read, nor %n file(s) after it ({names}): {reason}</source>
        <translation>
            <numerusform>not read, nor %n file after it ({names}): {reason}</numerusform>
            <numerusform>not read, nor %n files after it ({names}): {reason}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message numerus="yes">
        <source>%n other lesson file(s) were skipped too (Lessons menu: the files that could not be read).</source>
        <translation>
            <numerusform>%n other lesson file was skipped too (Lessons menu: the files that could not be read).</numerusform>
            <numerusform>%n other lesson files were skipped too (Lessons menu: the files that could not be read).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lesson file(s) could not be read…</source>
        <translation>
            <numerusform>%n lesson file could not be read…</numerusform>
            <numerusform>%n lesson files could not be read…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n other file(s).</source>
        <translation>
            <numerusform>…and %n other file.</numerusform>
            <numerusform>…and %n other files.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LineActions</name>
    <message numerus="yes">
        <source>Delete %n move(s), from move {number} ({move}) on, with every line after it?</source>
        <translation>
            <numerusform>Delete %n move, from move {number} ({move}) on, with every line after it?</numerusform>
            <numerusform>Delete %n moves, from move {number} ({move}) on, with every line after it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) deleted</source>
        <translation>
            <numerusform>%n move deleted</numerusform>
            <numerusform>%n moves deleted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message numerus="yes">
        <source>the sheet asks about the first %n move(s) that make a question</source>
        <translation>
            <numerusform>the sheet asks about %n move only, the first that makes a question</numerusform>
            <numerusform>the sheet asks about the first %n moves that make a question</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A valid position: %n seed(s) in all.</source>
        <translation>
            <numerusform>A valid position: %n seed in all.</numerusform>
            <numerusform>A valid position: %n seeds in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message numerus="yes">
        <source>The move captures %n seed(s).</source>
        <translation>
            <numerusform>The move captures %n seed.</numerusform>
            <numerusform>The move captures %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n captured</numerusform>
            <numerusform>%n captured</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>a position can hold at most %n seed(s) in all</source>
        <translation>
            <numerusform>a position can hold at most %n seed in all</numerusform>
            <numerusform>a position can hold at most %n seeds in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the comment on ply {ply} must be text of at most %n character(s), not {value}</source>
        <translation>
            <numerusform>the comment on ply {ply} must be text of at most %n character, not {value}</numerusform>
            <numerusform>the comment on ply {ply} must be text of at most %n characters, not {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a record holds variations nested at most %n deep</source>
        <translation>
            <numerusform>a record holds variations nested at most %n deep</numerusform>
            <numerusform>a record holds variations nested at most %n deep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record has %n move(s); {allowed}</source>
        <translation>
            <numerusform>the record has %n move; {allowed}</numerusform>
            <numerusform>the record has %n moves; {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a game has at most %n</source>
        <translation>
            <numerusform>a game has at most %n</numerusform>
            <numerusform>a game has at most %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is too large: a file of this kind has at most %n byte(s)</source>
        <translation>
            <numerusform>{name} is too large: a file of this kind has at most %n byte</numerusform>
            <numerusform>{name} is too large: a file of this kind has at most %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the JSON is nested more than %n level(s) deep</source>
        <translation>
            <numerusform>the JSON is nested more than %n level deep</numerusform>
            <numerusform>the JSON is nested more than %n levels deep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the JSON holds a number of %n digit(s) ({value}); {allowed}</source>
        <translation>
            <numerusform>the JSON holds a number of %n digit ({value}); {allowed}</numerusform>
            <numerusform>the JSON holds a number of %n digits ({value}); {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n are allowed</source>
        <translation>
            <numerusform>at most %n is allowed</numerusform>
            <numerusform>at most %n are allowed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveAsLesson</name>
    <message numerus="yes">
        <source>A lesson shows at most %n move(s).</source>
        <translation>
            <numerusform>A lesson shows at most %n move.</numerusform>
            <numerusform>A lesson shows at most %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game has %n move(s).</source>
        <translation>
            <numerusform>This game has %n move.</numerusform>
            <numerusform>This game has %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message numerus="yes">
        <source>{name} holds %n file(s); {allowed}</source>
        <translation>
            <numerusform>{name} holds %n file; {allowed}</numerusform>
            <numerusform>{name} holds %n files; {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it keeps at most %n</source>
        <translation>
            <numerusform>it keeps at most %n</numerusform>
            <numerusform>it keeps at most %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpeedSlider</name>
    <message numerus="yes">
        <source>%n seed(s) per second</source>
        <translation>
            <numerusform>%n seed per second</numerusform>
            <numerusform>%n seeds per second</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seeds/s: %n</source>
        <translation>
            <numerusform>Seeds/s: %n</numerusform>
            <numerusform>Seeds/s: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Animation speed, in seeds per second: %n (slow on the left, fast on the right)</source>
        <translation>
            <numerusform>Animation speed, in seeds per second: %n (slow on the left, fast on the right)</numerusform>
            <numerusform>Animation speed, in seeds per second: %n (slow on the left, fast on the right)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n relay(s)</source>
        <translation>
            <numerusform>%n relay</numerusform>
            <numerusform>%n relays</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume {game} (%n move(s) played)</source>
        <translation>
            <numerusform>Resume {game} (%n move played)</numerusform>
            <numerusform>Resume {game} (%n moves played)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>Games played: %n. The first player wins {wins}%, draws {draws}%; moves per game on average: {moves}.</source>
        <translation>
            <numerusform>%n game played. The first player wins {wins}%, draws {draws}%; moves per game on average: {moves}.</numerusform>
            <numerusform>%n games played. The first player wins {wins}%, draws {draws}%; moves per game on average: {moves}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message numerus="yes">
        <source>%n of their choice</source>
        <translation>
            <numerusform>%n of their choice</numerusform>
            <numerusform>%n of their choice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableBuilds</name>
    <message numerus="yes">
        <source>Endgame tables for {game} are ready, every position with up to %n seeds on the board: Expert, the hint and the analysis use them.</source>
        <translation>
            <numerusform>Endgame tables for {game} are ready, every position with up to %n seed on the board: Expert, the hint and the analysis use them.</numerusform>
            <numerusform>Endgame tables for {game} are ready, every position with up to %n seeds on the board: Expert, the hint and the analysis use them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message numerus="yes">
        <source>{player}: choose %n hole(s) to refill</source>
        <translation>
            <numerusform>{player}: choose %n hole to refill</numerusform>
            <numerusform>{player}: choose %n holes to refill</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>{player}: click %n of your holes to refill</source>
        <translation>
            <numerusform>{player}: click %n of your holes to refill</numerusform>
            <numerusform>{player}: click %n of your holes to refill</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n chosen)</source>
        <translation>
            <numerusform>(%n chosen)</numerusform>
            <numerusform>(%n chosen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Worksheets</name>
    <message numerus="yes">
        <source>The worksheet (%n page(s)) is saved in {path}</source>
        <translation>
            <numerusform>The worksheet (%n page) is saved in {path}</numerusform>
            <numerusform>The worksheet (%n pages) is saved in {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
