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
    <name>Interaction</name>
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
    <name>Lessons</name>
    <message numerus="yes">
        <source>%n lesson file(s) could not be read…</source>
        <translation>
            <numerusform>%n lesson file could not be read…</numerusform>
            <numerusform>%n lesson files could not be read…</numerusform>
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
    <name>SpeedSlider</name>
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
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>Games played: %n. The first player wins {wins}%, draws {draws}%; {moves} moves on average.</source>
        <translation>
            <numerusform>%n game played. The first player wins {wins}%, draws {draws}%; {moves} moves on average.</numerusform>
            <numerusform>%n games played. The first player wins {wins}%, draws {draws}%; {moves} moves on average.</numerusform>
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
