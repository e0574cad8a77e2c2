<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>MemoryReading</name>
    <message numerus="yes">
        <location filename="../core/analysis/memoryreading.cpp" line="+334"/>
        <source>The floor climbed about %1 in %2 of %n lives that ended in a restart (the last from %4 to %5); restarts: %6 in %7.</source>
        <translation>
            <numerusform>The floor climbed about %1 in %2 of %n life that ended in a restart (the last from %4 to %5); restarts: %6 in %7.</numerusform>
            <numerusform>The floor climbed about %1 in %2 of %n lives that ended in a restart (the last from %4 to %5); restarts: %6 in %7.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The floor stayed near %1; %2 spikes reached %3 in %4 (about one every %5); %6 of %n restarts came at a spike.</source>
        <translation>
            <numerusform>The floor stayed near %1; %2 spikes reached %3 in %4 (about one every %5); %6 of %n restart came at a spike.</numerusform>
            <numerusform>The floor stayed near %1; %2 spikes reached %3 in %4 (about one every %5); %6 of %n restarts came at a spike.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Not enough data: %n point(s) of memory in the window; a reading needs at least %1.</source>
        <translation>
            <numerusform>Not enough data: %n point of memory in the window; a reading needs at least %1.</numerusform>
            <numerusform>Not enough data: %n points of memory in the window; a reading needs at least %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreCommand</name>
    <message numerus="yes">
        <location filename="../app/commands/storecommand.cpp" line="+367"/>
        <source>%1: %2 (%3), %n stack(s)</source>
        <translation>
            <numerusform>%1: %2 (%3), %n stack</numerusform>
            <numerusform>%1: %2 (%3), %n stacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::BuildDiff</name>
    <message numerus="yes">
        <location filename="../core/bundle/builddiff.cpp" line="+265"/>
        <source>Nothing moved, but B lost its cache: %n entries that hit in A missed in B (%1).</source>
        <translation>
            <numerusform>Nothing moved, but B lost its cache: %n entry that hit in A missed in B (%1).</numerusform>
            <numerusform>Nothing moved, but B lost its cache: %n entries that hit in A missed in B (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>B lost cache: %n entries that hit in A missed in B (%1).</source>
        <translation>
            <numerusform>B lost cache: %n entry that hit in A missed in B (%1).</numerusform>
            <numerusform>B lost cache: %n entries that hit in A missed in B (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n entries missed in A and hit in B.</source>
        <translation>
            <numerusform>%n entry missed in A and hit in B.</numerusform>
            <numerusform>%n entries missed in A and hit in B.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::BundlePacker</name>
    <message numerus="yes">
        <location filename="../core/bundle/bundlepacker.cpp" line="+188"/>
        <source>%n span_id label value(s) name no span of stage &quot;%1&quot;: %2</source>
        <translation>
            <numerusform>%n span_id label value names no span of stage &quot;%1&quot;: %2</numerusform>
            <numerusform>%n span_id label values name no span of stage &quot;%1&quot;: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::InspectCommand</name>
    <message numerus="yes">
        <location filename="../app/commands/inspectcommand.cpp" line="+102"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+18"/>
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n span</numerusform>
            <numerusform>%n spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <location line="+18"/>
        <source>%n profile(s)</source>
        <translation>
            <numerusform>%n profile</numerusform>
            <numerusform>%n profiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::LoadingPanel</name>
    <message numerus="yes">
        <location filename="../widgets/loadingpanel.cpp" line="+85"/>
        <source> · about %n s left</source>
        <translation>
            <numerusform> · about %n s left</numerusform>
            <numerusform> · about %n s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> · about %n min left</source>
        <translation>
            <numerusform> · about %n min left</numerusform>
            <numerusform> · about %n min left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::PackCommand</name>
    <message numerus="yes">
        <location filename="../app/commands/packcommand.cpp" line="+20"/>
        <source>hearth pack: no bundle written (%n error(s))</source>
        <translation>
            <numerusform>hearth pack: no bundle written (%n error)</numerusform>
            <numerusform>hearth pack: no bundle written (%n errors)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n span</numerusform>
            <numerusform>%n spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n profile(s)</source>
        <translation>
            <numerusform>%n profile</numerusform>
            <numerusform>%n profiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::ProfileHeader</name>
    <message numerus="yes">
        <location filename="../core/analysis/profileheader.cpp" line="+33"/>
        <source>, %Ln sample(s) every %1</source>
        <translation>
            <numerusform>, %Ln sample every %1</numerusform>
            <numerusform>, %Ln samples every %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::Quantity</name>
    <message numerus="yes">
        <location filename="../core/analysis/quantity.cpp" line="+129"/>
        <source>%Ln sample(s)</source>
        <translation>
            <numerusform>%Ln sample</numerusform>
            <numerusform>%Ln samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln object(s)</source>
        <translation>
            <numerusform>%Ln object</numerusform>
            <numerusform>%Ln objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::SampleVerdict</name>
    <message numerus="yes">
        <location filename="../core/analysis/sampleverdict.cpp" line="+107"/>
        <source>Sampled once: this ran for less than one sampling interval, so every one of its %n levels would be a single full-width bar.</source>
        <translation>
            <numerusform>Sampled once: this ran for less than one sampling interval, so its %n level would be a single full-width bar.</numerusform>
            <numerusform>Sampled once: this ran for less than one sampling interval, so every one of its %n levels would be a single full-width bar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Sampled once: this ran for less than one sampling interval (%1), so every one of its %n levels would be a single full-width bar.</source>
        <translation>
            <numerusform>Sampled once: this ran for less than one sampling interval (%1), so its %n level would be a single full-width bar.</numerusform>
            <numerusform>Sampled once: this ran for less than one sampling interval (%1), so every one of its %n levels would be a single full-width bar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Every one of the %1 samples has the same stack, %n frame(s) deep.</source>
        <translation>
            <numerusform>Every one of the %1 samples has the same stack, %n frame deep.</numerusform>
            <numerusform>Every one of the %1 samples has the same stack, %n frames deep.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::SandwichPanel</name>
    <message numerus="yes">
        <location filename="../widgets/sandwichpanel.cpp" line="+162"/>
        <source>%1: %2 in %n sites, %3 of the total</source>
        <translation>
            <numerusform>%1: %2 in %n site, %3 of the total</numerusform>
            <numerusform>%1: %2 in %n sites, %3 of the total</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::SummaryCommand</name>
    <message numerus="yes">
        <location filename="../app/commands/summarycommand.cpp" line="+289"/>
        <source>(%n more function(s); --top N shows more)</source>
        <translation>
            <numerusform>(%n more function; --top N shows more)</numerusform>
            <numerusform>(%n more functions; --top N shows more)</numerusform>
        </translation>
    </message>
</context>
</TS>
