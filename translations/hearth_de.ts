<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CompareSource</name>
    <message>
        <location filename="../widgets/comparesource.cpp" line="+17"/>
        <source>Nothing to compare.</source>
        <translation>Nichts zu vergleichen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (engine profile: a shape, not a cost)</source>
        <translation>%1 (Engine-Profil: eine Form, keine Kosten)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>span &quot;%1&quot; (+ child spans) of build %2</source>
        <translation>Span „%1“ (+ Kind-Spans) von Build %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>span &quot;%1&quot; of build %2</source>
        <translation>Span „%1“ von Build %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>stage %1, outside any span, of build %2</source>
        <translation>Stufe %1, außerhalb jedes Spans, von Build %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage %1 of build %2</source>
        <translation>Stufe %1 von Build %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+16"/>
        <source>build %1</source>
        <translation>Build %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Stage %1 of build %2 has no CPU profile, so there is no flame graph to compare.</source>
        <translation>Stufe %1 von Build %2 hat kein CPU-Profil, also gibt es keinen Flame Graph zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>ComponentRuntime</name>
    <message>
        <location filename="../core/analysis/componentruntime.cpp" line="+106"/>
        <source>unknown runtime</source>
        <translation>unbekannte Laufzeitumgebung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No memory profile by design: no production heap profiler exists for Ruby (the gem is CPU-only); use the CI memory profilers or a heap dump.</source>
        <translation>Kein Speicherprofil, und das mit Absicht: für Ruby gibt es keinen Heap-Profiler für die Produktion (das Gem misst nur CPU); nutzen Sie die Speicherprofiler der CI oder einen Heap-Dump.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No memory profile: Python can profile the heap; enable memoryProfiling: true on the component&apos;s continuous-profiling trait.</source>
        <translation>Kein Speicherprofil: Python kann den Heap profilieren; setzen Sie memoryProfiling: true im Continuous-Profiling-Trait der Komponente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No memory profile, and Go pushes memory by default: its absence is worth chasing (the SDK&apos;s profile types, or the scrape configuration).</source>
        <translation>Kein Speicherprofil, obwohl Go Speicher standardmäßig sendet: dem Fehlen lohnt es sich nachzugehen (die Profiltypen des SDK oder die Scrape-Konfiguration).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No memory profile for this component: the memory series has to come from a metrics server.</source>
        <translation>Kein Speicherprofil für diese Komponente: die Speicherreihe muss von einem Metrik-Server kommen.</translation>
    </message>
</context>
<context>
    <name>DifferenceColouring</name>
    <message>
        <location filename="../widgets/differencecolouring.cpp" line="+85"/>
        <location line="+9"/>
        <source>%1 (only in A)</source>
        <translation>%1 (nur in A)</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+9"/>
        <source>%1 (only in B)</source>
        <translation>%1 (nur in B)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only in A</source>
        <translation>Nur in A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only in B</source>
        <translation>Nur in B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
Self: %2 in A, %3 in B
Total: %4 in A, %5 in B
Self share change: %6 pp%7</source>
        <translation>%1
Selbst: %2 in A, %3 in B
Gesamt: %4 in A, %5 in B
Änderung des Selbst-Anteils: %6 Pp.%7</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Colour is the change in each frame&apos;s self share: orange means more time in B, blue less time in B, grey unchanged; hatched frames exist in one profile only. Widths are from %1.</source>
        <translation>Die Farbe ist die Änderung des Selbst-Anteils jedes Frames: Orange heißt mehr Zeit in B, Blau weniger Zeit in B, Grau unverändert; schraffierte Frames gibt es nur in einem Profil. Die Breiten stammen aus %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A</source>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>MemoryCommand</name>
    <message>
        <location filename="../app/commands/memorycommand.cpp" line="+31"/>
        <source>Usage: hearth store URL memory --component NAME --from T --until T [--prometheus URL] [--query PROMQL] [--json]
The component&apos;s memory series between restarts, read as a rising floor (a leak), a plateau with spikes (a limit too low), steady, or not enough data.
Memory comes from the store&apos;s in-use memory profile where the component pushes one, else from the Prometheus-compatible server (default query: container_memory_working_set_bytes{container=&quot;NAME&quot;}).
T: milliseconds since the epoch, RFC 3339, now, or -1h, -15m, -7d.
Options: --tenant ID --user NAME --token TOKEN (or HEARTH_STORE_TOKEN) --prometheus-user NAME --prometheus-token TOKEN (or HEARTH_PROMETHEUS_TOKEN) --timeout SECONDS --trust-fingerprint SHA256 --json
</source>
        <translation>Aufruf: hearth store URL memory --component NAME --from T --until T [--prometheus URL] [--query PROMQL] [--json]
Die Speicherreihen der Komponente zwischen Neustarts, gedeutet als steigender Boden (ein Leck), Plateau mit Spitzen (ein zu niedriges Limit), gleichmäßig oder zu wenige Daten.
Der Speicher kommt aus dem In-use-Speicherprofil des Profilspeichers, wo die Komponente eines sendet, sonst vom Prometheus-kompatiblen Server (Standardabfrage: container_memory_working_set_bytes{container=&quot;NAME&quot;}).
T: Millisekunden seit der Epoche, RFC 3339, now oder -1h, -15m, -7d.
Optionen: --tenant ID --user NAME --token TOKEN (oder HEARTH_STORE_TOKEN) --prometheus-user NAME --prometheus-token TOKEN (oder HEARTH_PROMETHEUS_TOKEN) --timeout SECONDS --trust-fingerprint SHA256 --json
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>hearth store URL memory --help for usage</source>
        <translation>hearth store URL memory --help zeigt die Aufrufsyntax</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory: no series</source>
        <translation>Speicher: keine Reihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory: from %1, one line per %2</source>
        <translation>Speicher: aus %1, eine Linie pro %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the store (%1)</source>
        <translation>dem Profilspeicher (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the metrics server (%1)</source>
        <translation>dem Metrik-Server (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>series</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lives:</source>
        <translation>Lebensläufe:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  %2 to %3  floor %4 to %5  peak %6</source>
        <translation>%1  %2 bis %3  Boden %4 bis %5  Spitze %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>restarts:</source>
        <translation>Neustarts:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the store failed (%1): memory read from the metrics server instead</source>
        <translation>der Profilspeicher ist ausgefallen (%1): Speicher stattdessen vom Metrik-Server gelesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>whether a restart was an OOM kill is unknown: %1</source>
        <translation>ob ein Neustart ein OOM-Kill war, ist unbekannt: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading: %1</source>
        <translation>Deutung: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected URL memory</source>
        <translation>erwartet: URL memory</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not an http(s) URL: %1</source>
        <translation>keine http(s)-URL: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--%1 takes milliseconds since the epoch, RFC 3339, now, or -1h, -15m, -7d</source>
        <translation>--%1 erwartet Millisekunden seit der Epoche, RFC 3339, now oder -1h, -15m, -7d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory needs --component, --from and --until</source>
        <translation>memory braucht --component, --from und --until</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--until must be after --from</source>
        <translation>--until muss nach --from liegen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--prometheus takes an http(s) URL</source>
        <translation>--prometheus erwartet eine http(s)-URL</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--prometheus-user needs --prometheus-token</source>
        <translation>--prometheus-user braucht --prometheus-token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--query needs --prometheus</source>
        <translation>--query braucht --prometheus</translation>
    </message>
</context>
<context>
    <name>MemoryReading</name>
    <message>
        <location filename="../core/analysis/memoryreading.cpp" line="+305"/>
        <source>-%1/h</source>
        <translation>-%1/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+%1/h</source>
        <translation>+%1/h</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A rising floor: this looks like a leak. Raising the limit only delays the next restart.</source>
        <translation>Ein steigender Boden: das sieht nach einem Leck aus. Ein höheres Limit verzögert nur den nächsten Neustart.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The floor climbed about %1 in %2 of %n lives that ended in a restart (the last from %4 to %5); restarts: %6 in %7.</source>
        <translation>
            <numerusform>Der Boden stieg um etwa %1 in %2 von %n Lebenslauf, der mit einem Neustart endete (der letzte von %4 auf %5); Neustarts: %6 in %7.</numerusform>
            <numerusform>Der Boden stieg um etwa %1 in %2 von %n Lebensläufen, die mit einem Neustart endeten (der letzte von %4 auf %5); Neustarts: %6 in %7.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The floor stayed near %1; %2 spikes reached %3 in %4 (about one every %5); %6 of %n restarts came at a spike.</source>
        <translation>
            <numerusform>Der Boden blieb bei etwa %1; %2 Spitzen erreichten %3 in %4 (etwa eine alle %5); %6 von %n Neustart kam bei einer Spitze.</numerusform>
            <numerusform>Der Boden blieb bei etwa %1; %2 Spitzen erreichten %3 in %4 (etwa eine alle %5); %6 von %n Neustarts kamen bei einer Spitze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Not enough data: %n point(s) of memory in the window; a reading needs at least %1.</source>
        <translation>
            <numerusform>Zu wenige Daten: %n Speicherpunkt im Zeitfenster; eine Deutung braucht mindestens %1.</numerusform>
            <numerusform>Zu wenige Daten: %n Speicherpunkte im Zeitfenster; eine Deutung braucht mindestens %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A plateau with spikes: the working set is stable and bursts hit the limit. This is the case a higher limit is correct for.</source>
        <translation>Ein Plateau mit Spitzen: der Arbeitsspeicher ist stabil und Lastspitzen erreichen das Limit. In diesem Fall ist ein höheres Limit richtig.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Steady: no restart in %1 and a flat floor near %2 (instances: %3).</source>
        <translation>Gleichmäßig: kein Neustart in %1 und ein flacher Boden bei etwa %2 (Instanzen: %3).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not enough data: no restart in %1, so a leak cannot be told from a limit yet; the floor went from %2 to %3.</source>
        <translation>Zu wenige Daten: kein Neustart in %1, ein Leck lässt sich also noch nicht von einem Limit unterscheiden; der Boden ging von %2 auf %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough data for a reading: restarts: %1, but the lives show neither a steadily rising floor nor a flat floor with spikes.</source>
        <translation>Zu wenige Daten für eine Deutung: Neustarts: %1, aber die Lebensläufe zeigen weder einen stetig steigenden Boden noch einen flachen Boden mit Spitzen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not enough data: no memory series in the window.</source>
        <translation>Zu wenige Daten: keine Speicherreihe im Zeitfenster.</translation>
    </message>
</context>
<context>
    <name>MemoryReport</name>
    <message>
        <location filename="../core/store/memoryreport.cpp" line="+45"/>
        <source>Next: the heap profile (%1) of the last life that ended in a restart, %2 on %3 to %4.</source>
        <translation>Als Nächstes: das Heap-Profil (%1) des letzten Lebenslaufs, der mit einem Neustart endete, %2 von %3 bis %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: find it with the CI memory profilers or a heap dump (Ruby has no production heap profiler).</source>
        <translation>Als Nächstes: das Leck mit den Speicherprofilern der CI oder einem Heap-Dump finden (Ruby hat keinen Heap-Profiler für die Produktion).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: enable memoryProfiling: true on the component&apos;s continuous-profiling trait, then read the heap profile of the next life.</source>
        <translation>Als Nächstes: memoryProfiling: true im Continuous-Profiling-Trait der Komponente setzen und dann das Heap-Profil des nächsten Lebenslaufs lesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next: a heap profile or a heap dump of a life near its end.</source>
        <translation>Als Nächstes: ein Heap-Profil oder ein Heap-Dump eines Lebenslaufs kurz vor seinem Ende.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <location filename="../app/commands/commandline.cpp" line="+28"/>
        <source>Displays help on commandline options.</source>
        <translation>Zeigt die Hilfe zu den Kommandozeilenoptionen.</translation>
    </message>
</context>
<context>
    <name>StoreCommand</name>
    <message>
        <location filename="../app/commands/storecommand.cpp" line="+86"/>
        <source>hearth store --help for usage</source>
        <translation>hearth store --help zeigt den Aufruf</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>labels needs --component NAME</source>
        <translation>labels braucht --component NAME</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>hearth store: %1 has %2 values: unbounded cardinality, not an operation to select by</source>
        <translation>hearth store: %1 hat %2 Werte: unbegrenzte Kardinalität, keine Operation zum Auswählen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 needs --component, --type, --from and --until</source>
        <translation>%1 braucht --component, --type, --from und --until</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--until must be after --from</source>
        <translation>--until muss nach --from liegen</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>profile needs -o FILE</source>
        <translation>profile braucht -o DATEI</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>frames below the max_nodes threshold were merged into &quot;other&quot;: %1 of the total</source>
        <translation>Frames unter der max_nodes-Schwelle wurden zu „other“ zusammengefasst: %1 der Summe</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The store&apos;s URL or a console link.</source>
        <translation>Die URL des Speichers oder ein Konsolen-Link.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>URL components|types|labels|series|profile|memory [options]</source>
        <translation>URL components|types|labels|series|profile|memory [Optionen]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>components, types, labels, series, profile or memory.</source>
        <translation>components, types, labels, series, profile oder memory.</translation>
    </message>
    <message>
        <location line="-375"/>
        <source>Asks a profile store (Grafana Pyroscope) at URL, or the store of a console link:
  components                         the services the store knows
  types [--component NAME]           profile types
  labels --component NAME [--label NAME]   label names, or one&apos;s values
  series --component NAME --type ID [--operation LABEL=VALUE] --from T --until T [--step S]
  profile --component NAME --type ID [--operation LABEL=VALUE] --from T --until T -o FILE [--max-nodes N]
  memory --component NAME --from T --until T [--prometheus URL]   memory between restarts (hearth store URL memory --help)
-o - writes the profile to standard output.
T: milliseconds since the epoch, RFC 3339, now, or -1h, -15m, -7d.
Options: --tenant ID --user NAME --token TOKEN (or HEARTH_STORE_TOKEN) --timeout SECONDS --trust-fingerprint SHA256 --json
</source>
        <translation>Fragt einen Profilspeicher (Grafana Pyroscope) unter URL oder den Speicher eines Konsolen-Links:
  components                         die Dienste, die der Speicher kennt
  types [--component NAME]           Profiltypen
  labels --component NAME [--label NAME]   Label-Namen oder die Werte eines Labels
  series --component NAME --type ID [--operation LABEL=WERT] --from T --until T [--step S]
  profile --component NAME --type ID [--operation LABEL=WERT] --from T --until T -o DATEI [--max-nodes N]
  memory --component NAME --from T --until T [--prometheus URL]   Speicher zwischen Neustarts (hearth store URL memory --help)
-o - schreibt das Profil auf die Standardausgabe.
T: Millisekunden seit der Epoche, RFC 3339, now, oder -1h, -15m, -7d.
Optionen: --tenant ID --user NAME --token TOKEN (oder HEARTH_STORE_TOKEN) --timeout SEKUNDEN --trust-fingerprint SHA256 --json
</translation>
    </message>
    <message>
        <location line="+299"/>
        <source>hearth store: cannot compress the profile</source>
        <translation>hearth store: das Profil kann nicht komprimiert werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hearth store: %1</source>
        <translation>hearth store: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1: %2 (%3), %n stack(s)</source>
        <translation>
            <numerusform>%1: %2 (%3), %n Stapel</numerusform>
            <numerusform>%1: %2 (%3), %n Stapel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>standard output</source>
        <translation>Standardausgabe</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Where to write the merged pprof (gzip); - writes it to standard output.</source>
        <translation>Wohin das zusammengeführte pprof (gzip) geschrieben wird; - schreibt es auf die Standardausgabe.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected URL and one of components, types, labels, series, profile</source>
        <translation>erwartet eine URL und eines von components, types, labels, series, profile</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not an http(s) URL: %1</source>
        <translation>keine http(s)-URL: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--operation takes LABEL=VALUE with a valid label name</source>
        <translation>--operation erwartet LABEL=WERT mit einem gültigen Label-Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--label takes a label name</source>
        <translation>--label erwartet einen Label-Namen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--type takes name:sample_type:sample_unit:period_type:period_unit</source>
        <translation>--type erwartet name:sample_type:sample_unit:period_type:period_unit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 takes milliseconds since the epoch, RFC 3339, now, or -1h, -15m, -7d</source>
        <translation>--%1 erwartet Millisekunden seit der Epoche, RFC 3339, now oder -1h, -15m, -7d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--max-nodes takes a positive number</source>
        <translation>--max-nodes erwartet eine positive Zahl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--step takes a positive number of seconds</source>
        <translation>--step erwartet eine positive Zahl von Sekunden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown action &apos;%1&apos;</source>
        <translation>unbekannte Aktion „%1“</translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <location filename="../core/store/storeerror.cpp" line="+123"/>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>invalid request: %1</source>
        <translation>ungültige Anfrage: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection failed: %1</source>
        <translation>Verbindung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no answer within the timeout: %1</source>
        <translation>keine Antwort innerhalb der Zeitgrenze: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TLS failed: %1</source>
        <translation>TLS fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TLS failed: %1 (certificate SHA-256 %2)</source>
        <translation>TLS fehlgeschlagen: %1 (Zertifikat SHA-256 %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HTTP %1 %2</source>
        <translation>HTTP %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTTP %1 %2: %3</source>
        <translation>HTTP %1 %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer is too large: %1</source>
        <translation>die Antwort ist zu groß: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer is malformed: %1</source>
        <translation>die Antwort ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server %1 does not offer %2 (%3)</source>
        <translation>der Server %1 bietet %2 nicht an (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the server %1 does not offer %2 (%3); Pyroscope %4 and later have it: check the server and the path in its URL</source>
        <translation>der Server %1 bietet %2 nicht an (%3); Pyroscope ab %4 hat es: bitte den Server und den Pfad in seiner URL prüfen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>StoreOffer</name>
    <message>
        <location filename="../core/store/storeoffer.cpp" line="+10"/>
        <source>Pyroscope (version not reported)</source>
        <translation>Pyroscope (Version nicht angegeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pyroscope %1</source>
        <translation>Pyroscope %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · profiles via SelectMergeProfile</source>
        <translation>%1 · Profile über SelectMergeProfile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · no SelectMergeProfile: Hearth cannot pull profiles from it (Pyroscope 1.0 and later have it)</source>
        <translation>%1 · kein SelectMergeProfile: Hearth kann von diesem Server keine Profile holen (Pyroscope ab 1.0 hat es)</translation>
    </message>
</context>
<context>
    <name>StoreRange</name>
    <message>
        <location filename="../widgets/store/storerangesource.cpp" line="+20"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 · %2 · %3=%4 @ %5</source>
        <translation>%1 · %2 · %3=%4 @ %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 @ %3</source>
        <translation>%1 · %2 @ %3</translation>
    </message>
</context>
<context>
    <name>hearth::BreadcrumbBar</name>
    <message>
        <location filename="../widgets/breadcrumbbar.cpp" line="+27"/>
        <source>Focus path</source>
        <translation>Fokuspfad</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+40"/>
        <source>All</source>
        <translation>Alles</translation>
    </message>
</context>
<context>
    <name>hearth::BuildCacheModel</name>
    <message>
        <location filename="../core/bundle/buildcachemodel.cpp" line="+16"/>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2 of %3 missed, from %4</source>
        <translation>%1: %2 von %3 verfehlt, ab %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every cache lookup hit.</source>
        <translation>Jeder Cache-Zugriff traf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cache was lost: %1.</source>
        <translation>Der Cache ging verloren: %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MISS</source>
        <translation>VERFEHLT</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer or key</source>
        <translation>Schicht oder Schlüssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time saved</source>
        <translation>Gesparte Zeit</translation>
    </message>
</context>
<context>
    <name>hearth::BuildCompareView</name>
    <message>
        <location filename="../widgets/buildcompareview.cpp" line="+48"/>
        <source>Double-click a stage to open its difference flame graph.</source>
        <translation>Doppelklick auf eine Stufe öffnet ihren Differenz-Flame-Graph.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a span to open its difference flame graph (its own samples and its child spans&apos;).</source>
        <translation>Doppelklick auf einen Span öffnet seinen Differenz-Flame-Graph (seine eigenen Samples und die seiner Kind-Spans).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stages</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spans</source>
        <translation>Spans</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cache changes</source>
        <translation>Cache-Änderungen</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Memory per test</source>
        <translation>Speicher pro Test</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RSS change per test in each build and its change: why is this change fat. Churn is compared only within one language.</source>
        <translation>RSS-Änderung pro Test in jedem Build und ihre Änderung: warum diese Änderung dick macht. Churn wird nur innerhalb einer Sprache verglichen.</translation>
    </message>
</context>
<context>
    <name>hearth::BuildCpuChart</name>
    <message>
        <location filename="../widgets/buildcpuchart.cpp" line="+35"/>
        <source>CPU (s)</source>
        <translation>CPU (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wall (s)</source>
        <translation>Wanduhr (s)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Where the CPU went: CPU beside wall, per stage</source>
        <translation>Wohin die CPU ging: CPU neben Wanduhr, je Stufe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
</context>
<context>
    <name>hearth::BuildCpuModel</name>
    <message>
        <location filename="../core/bundle/buildcpumodel.cpp" line="+66"/>
        <source> (a shape, not a cost)</source>
        <translation> (eine Form, keine Kosten)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 &gt; any test</source>
        <translation>%1 &gt; jeder Test</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall</source>
        <translation>Wanduhr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outside any span</source>
        <translation>Außerhalb jedes Spans</translation>
    </message>
</context>
<context>
    <name>hearth::BuildDiff</name>
    <message>
        <location filename="../core/bundle/builddiff.cpp" line="+212"/>
        <source>No stage moved: every stage&apos;s CPU and wall time are within 10% (or half a second) of the other build&apos;s.</source>
        <translation>Keine Stufe hat sich bewegt: CPU- und Wanduhrzeit jeder Stufe liegen innerhalb von 10 % (oder einer halben Sekunde) des anderen Builds.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: only in B (%2 CPU, %3 wall)</source>
        <translation>%1: nur in B (%2 CPU, %3 Wanduhr)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: only in A (%2 CPU, %3 wall)</source>
        <translation>%1: nur in A (%2 CPU, %3 Wanduhr)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 CPU, %3 wall</source>
        <translation>%1: %2 CPU, %3 Wanduhr</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: the profile went missing (%2 in A, missing in B): a profile was expected and did not arrive.</source>
        <translation>%1: das Profil ist verloren gegangen (%2 in A, fehlt in B): ein Profil wurde erwartet und kam nicht an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: profile status changed from %2 to %3.</source>
        <translation>%1: Profilstatus von %2 zu %3 geändert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No test&apos;s RSS change grew by 1 MiB or more between the builds.</source>
        <translation>Bei keinem Test wuchs die RSS-Änderung zwischen den Builds um 1 MiB oder mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fattest change: %1 / %2: RSS change %3 (%4 in A, %5 in B).</source>
        <translation>Dickste Änderung: %1 / %2: RSS-Änderung %3 (%4 in A, %5 in B).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cache behaved the same in both builds.</source>
        <translation>Der Cache verhielt sich in beiden Builds gleich.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Nothing moved, but B lost its cache: %n entries that hit in A missed in B (%1).</source>
        <translation>
            <numerusform>Nichts hat sich bewegt, aber B hat seinen Cache verloren: %n Eintrag, der in A traf, verfehlte in B (%1).</numerusform>
            <numerusform>Nichts hat sich bewegt, aber B hat seinen Cache verloren: %n Einträge, die in A trafen, verfehlten in B (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>B lost cache: %n entries that hit in A missed in B (%1).</source>
        <translation>
            <numerusform>B hat Cache verloren: %n Eintrag, der in A traf, verfehlte in B (%1).</numerusform>
            <numerusform>B hat Cache verloren: %n Einträge, die in A trafen, verfehlten in B (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n entries missed in A and hit in B.</source>
        <translation>
            <numerusform>%n Eintrag verfehlte in A und traf in B.</numerusform>
            <numerusform>%n Einträge verfehlten in A und trafen in B.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::BuildDiffCacheModel</name>
    <message>
        <location filename="../core/bundle/builddiffcachemodel.cpp" line="+29"/>
        <source>hit in A, missed in B (lost)</source>
        <translation>Treffer in A, verfehlt in B (verloren)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>missed in A, hit in B</source>
        <translation>verfehlt in A, Treffer in B</translation>
    </message>
</context>
<context>
    <name>hearth::BuildDiffMemoryModel</name>
    <message>
        <location filename="../core/bundle/builddiffmemorymodel.cpp" line="+83"/>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The change in churn between the builds, for tests measured in this language in both: churn is never compared across languages.</source>
        <translation>Die Änderung des Churns zwischen den Builds, für Tests, die in beiden in dieser Sprache gemessen wurden: Churn wird nie über Sprachen hinweg verglichen.</translation>
    </message>
</context>
<context>
    <name>hearth::BuildDiffStageModel</name>
    <message>
        <location filename="../core/bundle/builddiffstagemodel.cpp" line="+20"/>
        <location line="+2"/>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the engine&apos;s CPU: a shape, not a cost)</source>
        <translation>%1 (die CPU der Engine: eine Form, keine Kosten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — profile went missing</source>
        <translation>%1 — Profil ist verloren gegangen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (moved most)</source>
        <translation>%1 (hat sich am meisten bewegt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the stage that moved most between the builds.</source>
        <translation>%1: die Stufe, die sich zwischen den Builds am meisten bewegt hat.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>CPU while no span was open (suite boot, tool startup): often the largest row.</source>
        <translation>CPU, während kein Span offen war (Suite-Start, Werkzeugstart): oft die größte Zeile.</translation>
    </message>
</context>
<context>
    <name>hearth::BuildDiffTableModel</name>
    <message>
        <location filename="../core/bundle/builddifftablemodel.cpp" line="+102"/>
        <source>%1 (only in B)</source>
        <translation>%1 (nur in B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (only in A)</source>
        <translation>%1 (nur in A)</translation>
    </message>
    <message>
        <location filename="../core/bundle/builddiffcachemodel.cpp" line="+11"/>
        <location filename="../core/bundle/builddiffmemorymodel.cpp" line="-18"/>
        <location filename="../core/bundle/builddiffspanmodel.cpp" line="+37"/>
        <location filename="../core/bundle/builddiffstagemodel.cpp" line="-18"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache entry</source>
        <translation>Cache-Eintrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../core/bundle/builddiffmemorymodel.cpp" line="+1"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RSS change A</source>
        <translation>RSS-Änderung A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RSS change B</source>
        <translation>RSS-Änderung B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ RSS change</source>
        <translation>Δ RSS-Änderung</translation>
    </message>
    <message>
        <location filename="../core/bundle/builddiffspanmodel.cpp" line="+1"/>
        <source>Span</source>
        <translation>Span</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/bundle/builddiffstagemodel.cpp" line="+1"/>
        <source>Wall A</source>
        <translation>Wanduhr A</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/bundle/builddiffstagemodel.cpp" line="+1"/>
        <source>Wall B</source>
        <translation>Wanduhr B</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/bundle/builddiffstagemodel.cpp" line="+1"/>
        <source>Δ wall</source>
        <translation>Δ Wanduhr</translation>
    </message>
    <message>
        <location filename="../core/bundle/builddiffstagemodel.cpp" line="+1"/>
        <source>CPU A</source>
        <translation>CPU A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU B</source>
        <translation>CPU B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ CPU</source>
        <translation>Δ CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outside A</source>
        <translation>Außerhalb A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outside B</source>
        <translation>Außerhalb B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ outside</source>
        <translation>Δ außerhalb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>hearth::BuildMemoryModel</name>
    <message>
        <location filename="../core/bundle/buildmemorymodel.cpp" line="+74"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RSS change</source>
        <translation>RSS-Änderung</translation>
    </message>
</context>
<context>
    <name>hearth::BuildSummary</name>
    <message>
        <location filename="../core/bundle/buildsummary.cpp" line="+67"/>
        <source>CPU above wall: stages ran at once</source>
        <translation>CPU über Wanduhr: Stufen liefen gleichzeitig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU about equal to wall on a parallel pipeline: something may be serialised</source>
        <translation>CPU etwa gleich Wanduhr bei einer parallelen Pipeline: etwas läuft womöglich seriell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU about equal to wall: the stages ran one after another, each kept busy</source>
        <translation>CPU etwa gleich der Wanduhrzeit: die Stufen liefen nacheinander, jede voll beschäftigt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU below wall: part of its wall time was not on CPU</source>
        <translation>CPU unter Wanduhr: ein Teil der Wanduhrzeit lief nicht auf der CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU below wall: about %1% of its wall time was not on CPU</source>
        <translation>CPU unter Wanduhr: etwa %1 % der Wanduhrzeit lief nicht auf der CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU below wall: the build spent most of its time waiting</source>
        <translation>CPU unter Wanduhr: der Build hat die meiste Zeit gewartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>build %1</source>
        <translation>Build %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>wall %1</source>
        <translation>Wanduhr %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
</context>
<context>
    <name>hearth::BuildWaterfallView</name>
    <message>
        <location filename="../widgets/buildwaterfallview.cpp" line="+31"/>
        <source>● profile</source>
        <translation>● Profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◐ engine profile</source>
        <translation>◐ Engine-Profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>○ no profile</source>
        <translation>○ kein Profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⚠ missing</source>
        <translation>⚠ fehlt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>? status not given</source>
        <translation>? Status nicht angegeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A profiler ran and produced samples.</source>
        <translation>Ein Profiler lief und hat Stichproben erzeugt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The work happened inside the build engine, which no in-container profiler can reach: this is the engine&apos;s own CPU across the stage&apos;s window. Read it as a shape, not as a cost: the engine may have been doing other builds&apos; work at the same time.</source>
        <translation>Die Arbeit geschah in der Build-Engine, die kein Profiler im Container erreicht: das ist die eigene CPU der Engine im Zeitfenster der Stufe. Als Form lesen, nicht als Kosten: die Engine hat womöglich gleichzeitig für andere Builds gearbeitet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This stage cannot carry a profile: %1. Nothing is wrong.</source>
        <translation>Diese Stufe kann kein Profil haben: %1. Es ist nichts kaputt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A profile was expected and did not arrive. This is a defect worth chasing, unlike a stage that cannot carry one.</source>
        <translation>Ein Profil wurde erwartet und kam nicht an. Das ist ein Fehler, dem man nachgehen sollte – anders als bei einer Stufe, die keines haben kann.</translation>
    </message>
    <message>
        <location line="+176"/>
        <source>   outside any span: %1 &gt; any test</source>
        <translation>   außerhalb jedes Spans: %1 &gt; jeder Test</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>   outside any span: %1</source>
        <translation>   außerhalb jedes Spans: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>   outside any span: profile unreadable</source>
        <translation>   außerhalb jedes Spans: Profil nicht lesbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>   outside any span</source>
        <translation>   außerhalb jedes Spans</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Samples taken while no span was open (suite boot, tool start-up). Real time, paid on every build and belonging to no test: often the largest row.</source>
        <translation>Stichproben, während kein Span offen war (Suite-Start, Werkzeugstart). Echte Zeit, bei jedem Build bezahlt und keinem Test zugehörig: oft die größte Zeile.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · wall %2 · CPU %3
%4</source>
        <translation>%1 · Wanduhr %2 · CPU %3
%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
▲ own samples: %1</source>
        <translation>
▲ eigene Stichproben: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
No samples of its own: samples go to the innermost open span, so its time is in its children.</source>
        <translation>
Keine eigenen Stichproben: Stichproben gehen an den innersten offenen Span, seine Zeit steckt also in seinen Kindern.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>time ▸</source>
        <translation>Zeit ▸</translation>
    </message>
</context>
<context>
    <name>hearth::BuildWindow</name>
    <message>
        <location filename="../widgets/buildwindow.cpp" line="+125"/>
        <source>Select a span (▲: it has samples of its own), a stage or an outside-any-span row.</source>
        <translation>Einen Span (▲: er hat eigene Stichproben), eine Stufe oder eine Außerhalb-jedes-Spans-Zeile wählen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+ child spans</source>
        <translation>+ Kind-Spans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the samples of every span beneath this one. Samples go to the innermost open span, so a span&apos;s own samples leave out its children&apos;s.</source>
        <translation>Die Stichproben aller Spans darunter hinzunehmen. Stichproben gehen an den innersten offenen Span, die eigenen Stichproben eines Spans enthalten also nicht die seiner Kinder.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Waterfall</source>
        <translation>Wasserfall</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare the selected span or stage with another span of this or another build, an open profile or store window, or a file.</source>
        <translation>Den gewählten Span oder die gewählte Stufe mit einem anderen Span dieses oder eines anderen Builds, einem offenen Profil- oder Speicherfenster oder einer Datei vergleichen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Where the CPU went</source>
        <translation>Wohin die CPU ging</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+40"/>
        <source>%1 — Hearth</source>
        <translation>%1 — Hearth</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+1"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot open the bundle</source>
        <translation>Das Bundle kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>Downloading %1…</source>
        <translation>%1 wird heruntergeladen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-195"/>
        <location line="+220"/>
        <source>build %1 — Hearth</source>
        <translation>Build %1 — Hearth</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>span &quot;%1&quot; · own samples + child spans</source>
        <translation>Span „%1“ · eigene Stichproben + Kind-Spans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>span &quot;%1&quot; · own samples</source>
        <translation>Span „%1“ · eigene Stichproben</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 · outside any span (suite boot, tool start-up)</source>
        <translation>%1 · außerhalb jedes Spans (Suite-Start, Werkzeugstart)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stage %1 · all samples</source>
        <translation>Stufe %1 · alle Stichproben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · engine profile: a shape, not a cost</source>
        <translation> · Engine-Profil: eine Form, keine Kosten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Missing: a profile was expected for this stage and did not arrive. That is a defect worth chasing.</source>
        <translation>Fehlt: für diese Stufe wurde ein Profil erwartet und kam nicht an. Das ist ein Fehler, dem man nachgehen sollte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No profile: %1. This stage cannot carry one; nothing is wrong.</source>
        <translation>Kein Profil: %1. Diese Stufe kann keines haben; es ist nichts kaputt.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This profile cannot be read: %1. The rest of the build is unaffected.</source>
        <translation>Dieses Profil kann nicht gelesen werden: %1. Der Rest des Builds ist nicht betroffen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Retained memory of %1 (bytes)</source>
        <translation>Gehaltener Speicher von %1 (Bytes)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · retained memory, in bytes</source>
        <translation>%1 · gehaltener Speicher, in Bytes</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>build %1 (%2)</source>
        <translation>Build %1 (%2)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Select a span or stage with a CPU profile to compare it.</source>
        <translation>Einen Span oder eine Stufe mit CPU-Profil wählen, um ihn oder sie zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>hearth::BundleAnalysis</name>
    <message>
        <location filename="../core/bundle/bundleanalysis.cpp" line="+171"/>
        <source>This span has no samples of its own: its time is in its child spans (samples go to the innermost open span). Tick &quot;+ child spans&quot; to see them.</source>
        <translation>Dieser Span hat keine eigenen Stichproben: Seine Zeit steckt in seinen Kind-Spans (Stichproben gehen an den innersten offenen Span). „+ Kind-Spans“ ankreuzen, um sie zu sehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This span ran for %1: too short to be sampled at %2 Hz (~%3). Fast, not broken.</source>
        <translation>Dieser Span lief %1: zu kurz, um bei %2 Hz (~%3) erfasst zu werden. Schnell, nicht kaputt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of wall and no CPU: it was waiting (I/O, locks, sleep), and a CPU profile cannot show waiting.</source>
        <translation>%1 Laufzeit und keine CPU: Er hat gewartet (E/A, Sperren, Schlaf), und ein CPU-Profil kann Warten nicht zeigen.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>suite boot (outside any span, %1) is larger than any test here: no individual test is the problem.</source>
        <translation>Start der Suite (außerhalb jedes Spans, %1) ist größer als jeder Test hier: kein einzelner Test ist das Problem.</translation>
    </message>
</context>
<context>
    <name>hearth::BundleDownload</name>
    <message>
        <location filename="../widgets/bundledownload.cpp" line="+24"/>
        <source>the TLS certificate of the server cannot be trusted: %1</source>
        <translation>dem TLS-Zertifikat des Servers ist nicht zu trauen: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot make a temporary directory: %1</source>
        <translation>kein temporäres Verzeichnis möglich: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the server redirected to %1: only https links are followed</source>
        <translation>der Server leitet auf %1 um: nur https-Links werden verfolgt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the download is larger than %1, more than a bundle can be: stopped</source>
        <translation>der Download ist größer als %1, mehr als ein Bundle sein kann: abgebrochen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
</context>
<context>
    <name>hearth::BundlePacker</name>
    <message>
        <location filename="../core/bundle/bundlepacker.cpp" line="+50"/>
        <source>span &quot;%1&quot; (%2) names stage &quot;%3&quot;, which the manifest does not list</source>
        <translation>Span „%1“ (%2) nennt die Stufe „%3“, die das Manifest nicht aufführt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>stage &quot;%1&quot; has no window: give start_unix_nanos and end_unix_nanos, or spans</source>
        <translation>Stufe „%1“ hat kein Zeitfenster: start_unix_nanos und end_unix_nanos oder Spans angeben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>span &quot;%1&quot; (%2) runs outside its stage &quot;%3&quot; (%4 ns before its start or after its end)</source>
        <translation>Span „%1“ (%2) läuft außerhalb seiner Stufe „%3“ (%4 ns vor ihrem Beginn oder nach ihrem Ende)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--profile names stage &quot;%1&quot;, which the manifest does not list</source>
        <translation>--profile nennt die Stufe „%1“, die das Manifest nicht aufführt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>stage &quot;%1&quot; is declared &quot;%2&quot; but a profile was given</source>
        <translation>Stufe „%1“ ist als „%2“ deklariert, aber ein Profil wurde angegeben</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>stage &quot;%1&quot; expected a profile and none was given: packed as missing</source>
        <translation>Stufe „%1“ erwartete ein Profil und keines wurde angegeben: als fehlend gepackt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a profile was expected and did not arrive</source>
        <translation>ein Profil wurde erwartet und kam nicht an</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n span_id label value(s) name no span of stage &quot;%1&quot;: %2</source>
        <translation>
            <numerusform>%n span_id-Labelwert nennt keinen Span der Stufe „%1“: %2</numerusform>
            <numerusform>%n span_id-Labelwerte nennen keinen Span der Stufe „%1“: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::CliProfile</name>
    <message>
        <location filename="../app/commands/cliprofile.cpp" line="+51"/>
        <source>hearth: no sample type &apos;%1&apos;; the profile has: %2</source>
        <translation>hearth: kein Stichprobentyp „%1“; das Profil hat: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: --top takes a whole number</source>
        <translation>%1: --top erwartet eine ganze Zahl</translation>
    </message>
</context>
<context>
    <name>hearth::CollapseCommand</name>
    <message>
        <location filename="../app/commands/collapsecommand.cpp" line="+33"/>
        <source>FILE [--sample-type T] [-o OUT] [--format folded|pprof] [--hide RE] [--focus RE] [--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]</source>
        <translation>DATEI [--sample-type T] [-o AUSGABE] [--format folded|pprof] [--hide RA] [--focus RA] [--ignore RA] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PFAD]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Writes folded stacks: one line per stack, root first, with its self value; or, with --format pprof, the same stacks as a gzip-compressed pprof profile.</source>
        <translation>Schreibt gefaltete Stapel: eine Zeile je Stapel, Wurzel zuerst, mit ihrem Selbst-Wert; oder mit --format pprof dieselben Stapel als gzip-komprimiertes pprof-Profil.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>A profile in any format Hearth reads.</source>
        <translation>Ein Profil in einem beliebigen Format, das Hearth liest.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sample type to write.</source>
        <translation>Der zu schreibende Stichprobentyp.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write to this file instead of standard output.</source>
        <translation>In diese Datei statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>folded (the default) or pprof (.pb.gz, for go tool pprof).</source>
        <translation>folded (Vorgabe) oder pprof (.pb.gz, für go tool pprof).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>hearth collapse: unknown format &apos;%1&apos;: folded or pprof</source>
        <translation>hearth collapse: unbekanntes Format &apos;%1&apos;: folded oder pprof</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>hearth collapse: pprof is binary: write it with -o FILE</source>
        <translation>hearth collapse: pprof ist binär: mit -o DATEI schreiben</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>hearth collapse: cannot write %1: %2</source>
        <translation>hearth collapse: %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hearth::CommandDocs</name>
    <message>
        <location filename="../app/commands/commanddocs.cpp" line="+68"/>
        <source>a native viewer for CPU and memory profiles</source>
        <translation>ein nativer Betrachter für CPU- und Speicherprofile</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Without a command, hearth opens a window for each FILE or URL: a build bundle&apos;s build window, or a profile&apos;s flame graph and function table. A file opened while Hearth runs opens in the running instance. A file:// URL is a file; an https:// URL of a bundle is downloaded; a profile store&apos;s console link opens the store window.</source>
        <translation>Ohne Befehl öffnet hearth ein Fenster für jede DATEI oder URL: das Build-Fenster eines Build-Bundles oder den Flame Graph und die Funktionstabelle eines Profils. Eine Datei, die geöffnet wird, während Hearth läuft, öffnet sich in der laufenden Instanz. Eine file://-URL ist eine Datei; die https://-URL eines Bundles wird heruntergeladen; der Konsolen-Link eines Profilspeichers öffnet das Speicherfenster.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The commands print to standard output and need no display. Every option takes its value as --option=value or --option value. Where a command reads a profile, - is standard input; -o - writes to standard output.</source>
        <translation>Die Befehle schreiben auf die Standardausgabe und brauchen keinen Bildschirm. Jede Option nimmt ihren Wert als --option=wert oder --option wert. Wo ein Befehl ein Profil liest, ist - die Standardeingabe; -o - schreibt auf die Standardausgabe.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Success.</source>
        <translation>Erfolg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An unexpected failure, such as an output that cannot be written.</source>
        <translation>Ein unerwarteter Fehler, etwa eine Ausgabe, die nicht geschrieben werden kann.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The command line is wrong.</source>
        <translation>Die Befehlszeile ist falsch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An input cannot be read: the message names the file and where it is wrong.</source>
        <translation>Eine Eingabe kann nicht gelesen werden: die Meldung nennt die Datei und wo sie fehlerhaft ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two profiles that cannot be compared.</source>
        <translation>Zwei Profile, die sich nicht vergleichen lassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The token for hearth store when --token is not given.</source>
        <translation>Das Token für hearth store, wenn --token nicht angegeben ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When set, files open in a new instance instead of the running one.</source>
        <translation>Wenn gesetzt, öffnen sich Dateien in einer neuen Instanz statt in der laufenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest size a gzip or zstd input may decompress to, in bytes or with K, M, G or T (default 4G); a larger one is refused as a decompression bomb.</source>
        <translation>Die größte Größe, auf die eine gzip- oder zstd-Eingabe entpackt werden darf, in Bytes oder mit K, M, G oder T (Vorgabe 4G); eine größere wird als Dekompressionsbombe abgelehnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Past 64 MiB of output, a gzip or zstd input may decompress to at most this many times its compressed size (default 1000; 0: no ratio limit).</source>
        <translation>Über 64 MiB Ausgabe hinaus darf eine gzip- oder zstd-Eingabe höchstens auf das so Vielfache ihrer komprimierten Größe entpackt werden (Vorgabe 1000; 0: keine Grenze für das Verhältnis).</translation>
    </message>
</context>
<context>
    <name>hearth::CommandLine</name>
    <message>
        <location filename="../app/commands/commandline.cpp" line="+28"/>
        <source>Usage: hearth %1 %2</source>
        <translation>Aufruf: hearth %1 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Environment: a gzip or zstd input that decompresses to more than HEARTH_MAX_DECOMPRESSED (default 4G) or, past 64 MiB, to more than HEARTH_MAX_RATIO (default 1000; 0: none) times its compressed size is refused as a decompression bomb; raise them for a real file that large.</source>
        <translation>Umgebung: Eine gzip- oder zstd-Eingabe, die auf mehr als HEARTH_MAX_DECOMPRESSED (Vorgabe 4G) oder, über 64 MiB hinaus, auf mehr als das HEARTH_MAX_RATIO-Fache (Vorgabe 1000; 0: keine Grenze) ihrer komprimierten Größe entpackt wird, wird als Dekompressionsbombe abgelehnt; für eine echte Datei dieser Größe die Werte erhöhen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>hearth: cannot open %1: %2</source>
        <translation>hearth: %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(hearth %1 --help for usage)</source>
        <translation>(Aufruf: hearth %1 --help)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>too few arguments</source>
        <translation>zu wenige Argumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>reads no standard input: give a file</source>
        <translation>liest keine Standardeingabe: bitte eine Datei angeben</translation>
    </message>
</context>
<context>
    <name>hearth::CommandRegistry</name>
    <message>
        <location filename="../app/commands/commandregistry.cpp" line="+55"/>
        <source>Usage: hearth [FILE|URL...]</source>
        <translation>Aufruf: hearth [DATEI|URL...]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FILE: a profile (pprof, folded stacks, .cpuprofile, Chrome trace, speedscope, perf script, Pyroscope flame graph JSON, stackprof, Firefox Profiler; plain, gzip or zstd) or a build bundle; a file:// URL is a file. URL: an https:// bundle or a profile store&apos;s console link. `hearth COMMAND --help` describes a command.</source>
        <translation>DATEI: ein Profil (pprof, Folded Stacks, .cpuprofile, Chrome-Trace, speedscope, perf script, Pyroscope-Flame-Graph-JSON, stackprof, Firefox Profiler; unkomprimiert, gzip oder zstd) oder ein Build-Bundle; eine file://-URL ist eine Datei. URL: ein https://-Bundle oder der Konsolen-Link eines Profilspeichers. `hearth BEFEHL --help` beschreibt einen Befehl.</translation>
    </message>
</context>
<context>
    <name>hearth::Comparability</name>
    <message>
        <location filename="../core/analysis/comparability.cpp" line="+27"/>
        <source>These profiles measure different things: %1 is in %2 and %3 is in %4, so no difference between them means anything.</source>
        <translation>Diese Profile messen Verschiedenes: %1 ist in %2 und %3 ist in %4, daher bedeutet kein Unterschied zwischen ihnen etwas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These profiles count different things (%1 against %2, both in %3): an allocated amount is not an in-use amount, and a wall time is not a CPU time, so they are not compared.</source>
        <translation>Diese Profile zählen Verschiedenes (%1 gegen %2, beide in %3): eine allozierte Menge ist keine belegte Menge und eine Wanduhrzeit keine CPU-Zeit, daher werden sie nicht verglichen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The two were sampled at different rates (%1 against %2); shares of each total are compared, not raw amounts.</source>
        <translation>Die beiden wurden mit verschiedenen Raten abgetastet (%1 gegen %2); verglichen werden Anteile an der jeweiligen Summe, keine Rohwerte.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This compares a change with a workload: a CI profile answers why a change is slow or fat, a deployed one where a service spends itself under real traffic, and neither answers the other.</source>
        <translation>Dies vergleicht eine Änderung mit einer Arbeitslast: ein CI-Profil beantwortet, warum eine Änderung langsam oder dick ist, ein Produktionsprofil, wofür ein Dienst unter echtem Verkehr seine Zeit aufwendet, und keines beantwortet die Frage des anderen.</translation>
    </message>
</context>
<context>
    <name>hearth::CompareCommand</name>
    <message>
        <location filename="../app/commands/builddiffreport.cpp" line="+131"/>
        <source>A: %1 (build %2)</source>
        <translation>A: %1 (Build %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B: %1 (build %2)</source>
        <translation>B: %1 (Build %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+24"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Wall A</source>
        <translation>Wanduhr A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall B</source>
        <translation>Wanduhr B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ wall</source>
        <translation>Δ Wanduhr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU A</source>
        <translation>CPU A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU B</source>
        <translation>CPU B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ CPU</source>
        <translation>Δ CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outside A</source>
        <translation>Außerhalb A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outside B</source>
        <translation>Außerhalb B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ outside</source>
        <translation>Δ außerhalb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>RSS A</source>
        <translation>RSS A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>RSS B</source>
        <translation>RSS B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ RSS</source>
        <translation>Δ RSS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (only in B)</source>
        <translation>%1 (nur in B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (only in A)</source>
        <translation>%1 (nur in A)</translation>
    </message>
</context>
<context>
    <name>hearth::CompareWindow</name>
    <message>
        <location filename="../widgets/comparewindow.cpp" line="+58"/>
        <source>Link navigation</source>
        <translation>Navigation koppeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare — Hearth</source>
        <translation>Vergleich — Hearth</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom focus, search and selection follow each other in both profiles, matched by call path and function name.</source>
        <translation>Zoom-Fokus, Suche und Auswahl folgen einander in beiden Profilen, zugeordnet über Aufrufpfad und Funktionsnamen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Loading cancelled.</source>
        <translation>Laden abgebrochen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Profile A</source>
        <translation>Profil A</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile B</source>
        <translation>Profil B</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a build bundle is compared with another build bundle; open the bundle and compare one of its stages instead</source>
        <translation>ein Build-Bundle wird mit einem anderen Build-Bundle verglichen; stattdessen das Bundle öffnen und eine seiner Stufen vergleichen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+19"/>
        <location line="+69"/>
        <source>Reading %1 and %2…</source>
        <translation>%1 und %2 werden gelesen…</translation>
    </message>
    <message>
        <location line="-80"/>
        <location line="+18"/>
        <location line="+69"/>
        <location line="+128"/>
        <source>%1 ↔ %2 — Hearth</source>
        <translation>%1 ↔ %2 — Hearth</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Builds</source>
        <translation>Builds</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 has no CPU profile in %2, so there is no flame graph to compare.</source>
        <translation>%1 hat kein CPU-Profil in %2, es gibt also keinen Flame-Graph zum Vergleichen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This span is in one build only, so there is no difference to show.</source>
        <translation>Dieser Span ist nur in einem Build, also gibt es keine Differenz zu zeigen.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <location line="+65"/>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+65"/>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <location line="-423"/>
        <location line="+208"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="-208"/>
        <location line="+208"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Profiles (*.pb.gz *.pprof *.pb *.prof *.folded *.txt *.zst);;All files (*)</source>
        <translation>Profile (*.pb.gz *.pprof *.pb *.prof *.folded *.txt *.zst);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
</context>
<context>
    <name>hearth::CompareWithDialog</name>
    <message>
        <location filename="../widgets/comparewithdialog.cpp" line="+36"/>
        <source>A &amp;file…</source>
        <translation>Eine &amp;Datei…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compare %1 (A) with (B):</source>
        <translation>%1 (A) vergleichen mit (B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter…</source>
        <translation>Filtern…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open profiles</source>
        <translation>Offene Profile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with a profile file (pprof or folded stacks).</source>
        <translation>Mit einer Profildatei vergleichen (pprof oder gefaltete Stapel).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Compare %1 with</source>
        <translation>%1 vergleichen mit</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No other profile is open: choose a file.</source>
        <translation>Kein anderes Profil ist offen: eine Datei wählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing matches.</source>
        <translation>Nichts passt.</translation>
    </message>
</context>
<context>
    <name>hearth::Decompressor</name>
    <message>
        <location filename="../core/io/decompressor.cpp" line="+73"/>
        <source>refused after %1 of %2 compressed bytes gave %3 bytes: more than %4 times the compressed size, the limit for output past %5 bytes. If the file is real, set HEARTH_MAX_RATIO=0 to lift the ratio limit (and HEARTH_MAX_DECOMPRESSED above %6 bytes if it is larger)</source>
        <translation>abgelehnt, nachdem %1 von %2 komprimierten Bytes %3 Bytes ergaben: mehr als das %4-Fache der komprimierten Größe, die Grenze für Ausgaben über %5 Bytes. Ist die Datei echt, hebt HEARTH_MAX_RATIO=0 die Grenze für das Verhältnis auf (und HEARTH_MAX_DECOMPRESSED über %6 Bytes, falls sie größer ist)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>refused after %1 of %2 compressed bytes gave %3 bytes: decompressed size exceeds the limit of %4 bytes. If the file is real, raise the limit with HEARTH_MAX_DECOMPRESSED (e.g. HEARTH_MAX_DECOMPRESSED=16G)</source>
        <translation>abgelehnt, nachdem %1 von %2 komprimierten Bytes %3 Bytes ergaben: die entpackte Größe überschreitet die Grenze von %4 Bytes. Ist die Datei echt, die Grenze mit HEARTH_MAX_DECOMPRESSED erhöhen (z. B. HEARTH_MAX_DECOMPRESSED=16G)</translation>
    </message>
</context>
<context>
    <name>hearth::DiffCommand</name>
    <message>
        <location filename="../app/commands/diffcommand.cpp" line="+49"/>
        <source>%1 pp</source>
        <translation>%1 Pp.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A B [--top N] [--json] [--no-normalize] [--sample-type T] [--hide RE] [--focus RE] [--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]</source>
        <translation>A B [--top N] [--json] [--no-normalize] [--sample-type T] [--hide RA] [--focus RA] [--ignore RA] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PFAD]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Prints the difference table of two profiles, largest change first: each function&apos;s self in A and B, the change in the unit and in share of each total. Of two build bundles, their stages side by side and which one moved.</source>
        <translation>Gibt die Differenztabelle zweier Profile aus, größte Änderung zuerst: den Eigenanteil jeder Funktion in A und B, die Änderung in der Einheit und als Anteil an der jeweiligen Gesamtsumme. Bei zwei Build-Bundles ihre Stufen nebeneinander und welche sich bewegt hat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The profile to compare from.</source>
        <translation>Das Ausgangsprofil des Vergleichs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The profile to compare to.</source>
        <translation>Das Vergleichsprofil.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many functions to list.</source>
        <translation>Wie viele Funktionen aufgeführt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare raw amounts instead of shares of each total.</source>
        <translation>Rohwerte statt Anteilen an der jeweiligen Summe vergleichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sample type to compare (both profiles).</source>
        <translation>Der zu vergleichende Stichprobentyp (beide Profile).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>A: %1 — %2</source>
        <translation>A: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B: %1 — %2</source>
        <translation>B: %1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ share compares each function&apos;s share of its own total (normalised).</source>
        <translation>Δ Anteil vergleicht den Anteil jeder Funktion an ihrer eigenen Summe (normalisiert).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ share is the raw change as a share of A&apos;s total (not normalised).</source>
        <translation>Δ Anteil ist die Rohänderung als Anteil an der Summe von A (nicht normalisiert).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Self A</source>
        <translation>Selbst A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Self B</source>
        <translation>Selbst B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ share</source>
        <translation>Δ Anteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Largest A</source>
        <translation>Größter A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest B</source>
        <translation>Größter B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sites A</source>
        <translation>Stellen A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sites B</source>
        <translation>Stellen B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>[only in A]</source>
        <translation>[nur in A]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[only in B]</source>
        <translation>[nur in B]</translation>
    </message>
</context>
<context>
    <name>hearth::DiffTableModel</name>
    <message>
        <location filename="../core/itemmodels/difftablemodel.cpp" line="+87"/>
        <source>%1  [only in A]</source>
        <translation>%1  [nur in A]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1  [only in B]</source>
        <translation>%1  [nur in B]</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 pp</source>
        <translation>%1 Pp.</translation>
    </message>
</context>
<context>
    <name>hearth::DifferenceView</name>
    <message>
        <location filename="../widgets/differenceview.cpp" line="+37"/>
        <source>Normalise by total</source>
        <translation>Auf die Summe normalisieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Widths from B</source>
        <translation>Breiten aus B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Widths from A</source>
        <translation>Breiten aus A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which profile&apos;s amounts set the widths of the frames.</source>
        <translation>Welches Profil die Breiten der Frames bestimmt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare each function&apos;s share of its own profile&apos;s total, so that a longer or busier B does not colour everything.</source>
        <translation>Den Anteil jeder Funktion an der Summe ihres eigenen Profils vergleichen, damit ein längeres oder beschäftigteres B nicht alles einfärbt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter functions…</source>
        <translation>Funktionen filtern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difference flame graph</source>
        <translation>Differenz-Flame-Graph</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>Computing the difference of %1 and %2…</source>
        <translation>Die Differenz von %1 und %2 wird berechnet…</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>A: %1 — %2 · B: %3 — %4</source>
        <translation>A: %1 — %2 · B: %3 — %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Normalised by total: each function&apos;s share of its own profile is compared.</source>
        <translation>Auf die Summe normalisiert: verglichen wird der Anteil jeder Funktion an ihrem eigenen Profil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not normalised: raw amounts are compared; Δ share is relative to A&apos;s total.</source>
        <translation>Nicht normalisiert: verglichen werden Rohwerte; Δ Anteil bezieht sich auf die Summe von A.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The same transforms on A and B: %1</source>
        <translation>Dieselben Transformationen auf A und B: %1</translation>
    </message>
</context>
<context>
    <name>hearth::FlameGraphView</name>
    <message>
        <location filename="../widgets/flamegraphexporter.cpp" line="+63"/>
        <location filename="../widgets/flamegraphview.cpp" line="+34"/>
        <source>Flame graph</source>
        <translation>Flame-Graph</translation>
    </message>
    <message>
        <location filename="../widgets/flamegraphview.cpp" line="+81"/>
        <source>%1 (frames merged by the server)</source>
        <translation>%1 (vom Server zusammengefasste Frames)</translation>
    </message>
    <message>
        <location line="+396"/>
        <location line="+20"/>
        <source>Not a function: the frames the server merged below its node limit (max_nodes). Focus and Sandwich are not offered on it.</source>
        <translation>Keine Funktion: die Frames, die der Server unterhalb seiner Knotengrenze (max_nodes) zusammengefasst hat. Fokussieren und Sandwich werden dafür nicht angeboten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Module: %1</source>
        <translation>Modul: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 through here</source>
        <translation>%1 über diesen Weg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../widgets/flamegraphmenu.cpp" line="+30"/>
        <source>Zoom to Frame</source>
        <translation>Auf Frame zoomen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Name</source>
        <translation>Namen kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Stack</source>
        <translation>Stapel kopieren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step Out</source>
        <translation>Eine Ebene hinaus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset View</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Merge Function into Callers</source>
        <translation>Funktion in die Aufrufer verschmelzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse Recursion through This Function</source>
        <translation>Rekursion durch diese Funktion zusammenfassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Focus on Function</source>
        <translation>Auf Funktion fokussieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus on Subtree</source>
        <translation>Auf Teilbaum fokussieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide This Function</source>
        <translation>Diese Funktion ausblenden</translation>
    </message>
</context>
<context>
    <name>hearth::FunctionColumns</name>
    <message>
        <location filename="../core/itemmodels/functioncolumns.cpp" line="+13"/>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self %</source>
        <translation>Selbst %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest subtree</source>
        <translation>Größter Teilbaum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subtree %</source>
        <translation>Teilbaum %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sites</source>
        <translation>Stellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inclusive</source>
        <translation>Inklusiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self A</source>
        <translation>Selbst A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self B</source>
        <translation>Selbst B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ share</source>
        <translation>Δ Anteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest subtree A</source>
        <translation>Größter Teilbaum A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest subtree B</source>
        <translation>Größter Teilbaum B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sites A</source>
        <translation>Stellen A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sites B</source>
        <translation>Stellen B</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The function as the profile names it.</source>
        <translation>Die Funktion, wie das Profil sie nennt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The function; frames present on one side only say so.</source>
        <translation>Die Funktion; Frames, die nur auf einer Seite vorkommen, sagen das.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self: time in the frame alone, summed over its sites. Sort by this to find the hot code.</source>
        <translation>Selbst: Zeit im Frame allein, summiert über seine Stellen. Danach sortieren, um den heißen Code zu finden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Self as a share of the whole profile.</source>
        <translation>Selbst als Anteil am ganzen Profil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Largest subtree: the biggest single occurrence including what it called. The largest, not the sum: summing double-counts recursion.</source>
        <translation>Größter Teilbaum: das größte einzelne Vorkommen einschließlich allem, was es aufgerufen hat. Das größte, nicht die Summe: Summieren zählt Rekursion doppelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Subtree %: the largest subtree as a share of the whole profile. A small Self % with a large Subtree % is a cheap frame with the work beneath it (a server loop: 4.2% self and a 38.5% subtree).</source>
        <translation>Teilbaum %: der größte Teilbaum als Anteil am ganzen Profil. Ein kleines Selbst % mit einem großen Teilbaum % ist ein billiger Frame mit der Arbeit darunter (eine Server-Schleife: 4,2 % selbst und 38,5 % Teilbaum).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sites: how many places in the call tree the function appears.</source>
        <translation>Stellen: an wie vielen Stellen im Aufrufbaum die Funktion vorkommt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inclusive: every sample with the function anywhere on its stack, counted once.</source>
        <translation>Inklusiv: jede Stichprobe, die die Funktion irgendwo auf ihrem Stapel hat, einmal gezählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time in the frame alone in A, summed over its sites.</source>
        <translation>Zeit im Frame allein in A, summiert über seine Stellen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time in the frame alone in B, summed over its sites.</source>
        <translation>Zeit im Frame allein in B, summiert über seine Stellen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Self B minus self A, in the profile&apos;s unit (raw, not normalised).</source>
        <translation>Selbst B minus Selbst A, in der Einheit des Profils (roh, nicht normalisiert).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The change in the function&apos;s share of its profile&apos;s total, in percentage points (normalised: each side against its own total).</source>
        <translation>Die Änderung des Anteils der Funktion an der Summe ihres Profils, in Prozentpunkten (normalisiert: jede Seite gegen ihre eigene Summe).</translation>
    </message>
</context>
<context>
    <name>hearth::FunctionTableModel</name>
    <message>
        <location filename="../core/itemmodels/functiontablemodel.cpp" line="+111"/>
        <source>%1 (merged frames, not a function)</source>
        <translation>%1 (zusammengefasste Frames, keine Funktion)</translation>
    </message>
</context>
<context>
    <name>hearth::HelpDialogs</name>
    <message>
        <location filename="../widgets/helpdialogs.cpp" line="+50"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The function table</source>
        <translation>Die Funktionstabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The difference table (A against B)</source>
        <translation>Die Differenztabelle (A gegen B)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the Columns Mean</source>
        <translation>Was die Spalten bedeuten</translation>
    </message>
</context>
<context>
    <name>hearth::InspectCommand</name>
    <message>
        <location filename="../app/commands/inspectcommand.cpp" line="+23"/>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>engine profile (a shape, not a cost)</source>
        <translation>Engine-Profil (eine Form, keine Kosten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no profile: %1</source>
        <translation>kein Profil: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MISSING: a profile was expected and did not arrive</source>
        <translation>FEHLT: ein Profil wurde erwartet und kam nicht an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>status not given</source>
        <translation>Status nicht angegeben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FILE.profbundle [--json]</source>
        <translation>DATEI.profbundle [--json]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints what a build bundle holds: the build, its stages with wall and CPU time, which stages and spans carry a profile, and the cache entries; --json prints the same as one JSON object.</source>
        <translation>Gibt aus, was ein Build-Bundle enthält: den Build, seine Stufen mit Wand- und CPU-Zeit, welche Stufen und Spans ein Profil tragen, und die Cache-Einträge; --json gibt dasselbe als ein JSON-Objekt aus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A build bundle.</source>
        <translation>Ein Build-Bundle.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>format %1.%2</source>
        <translation>Format %1.%2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n Stufe</numerusform>
            <numerusform>%n Stufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+18"/>
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n Span</numerusform>
            <numerusform>%n Spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <location line="+18"/>
        <source>%n profile(s)</source>
        <translation>
            <numerusform>%n Profil</numerusform>
            <numerusform>%n Profile</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>wall %1 · CPU %2</source>
        <translation>Wanduhr %1 · CPU %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>profiled %1 · outside any span %2 (%3)</source>
        <translation>profiliert %1 · außerhalb jedes Spans %2 (%3)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>profile unreadable: %1</source>
        <translation>Profil nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>retained memory: unreadable: %1</source>
        <translation>gehaltener Speicher: nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>retained memory: %1</source>
        <translation>gehaltener Speicher: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cache: %1 hit, %2 missed</source>
        <translation>Cache: %1 Treffer, %2 verfehlt</translation>
    </message>
</context>
<context>
    <name>hearth::LibraryFramePresets</name>
    <message>
        <location filename="../widgets/libraryframepresets.cpp" line="+22"/>
        <source>Ruby (RSpec, Minitest, OpenTelemetry, Rack)</source>
        <translation>Ruby (RSpec, Minitest, OpenTelemetry, Rack)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python (pytest, pluggy)</source>
        <translation>Python (pytest, pluggy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go (runtime.)</source>
        <translation>Go (runtime.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node (node:internal)</source>
        <translation>Node (node:internal)</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+30"/>
        <source>Library Frames</source>
        <translation>Bibliotheks-Frames</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Frames matching these regular expressions are hidden by Transform ▸ Hide Library Frames; their time goes to the caller.</source>
        <translation>Frames, auf die diese regulären Ausdrücke passen, blendet Transformationen ▸ Bibliotheks-Frames ausblenden aus; ihre Zeit geht an den Aufrufer.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>hearth::LoadingPanel</name>
    <message>
        <location filename="../widgets/loadingpanel.cpp" line="+26"/>
        <location line="+15"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source> · about %n s left</source>
        <translation>
            <numerusform> · noch etwa %n s</numerusform>
            <numerusform> · noch etwa %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> · about %n min left</source>
        <translation>
            <numerusform> · noch etwa %n min</numerusform>
            <numerusform> · noch etwa %n min</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Building the call tree…</source>
        <translation>Aufrufbaum wird erstellt…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computing the function table…</source>
        <translation>Funktionstabelle wird berechnet…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Laying out…</source>
        <translation>Layout wird berechnet…</translation>
    </message>
</context>
<context>
    <name>hearth::MemoryChart</name>
    <message>
        <location filename="../widgets/store/memorychart.cpp" line="+48"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
</context>
<context>
    <name>hearth::MemoryRows</name>
    <message>
        <location filename="../core/bundle/memoryrows.cpp" line="+75"/>
        <source>Churn (Ruby: objects allocated during the test)</source>
        <translation>Umschlag (Ruby: während des Tests allozierte Objekte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Churn (CPython: allocator blocks still outstanding after it)</source>
        <translation>Umschlag (CPython: danach noch ausstehende Allokator-Blöcke)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Churn (kind not given)</source>
        <translation>Umschlag (Art nicht angegeben)</translation>
    </message>
</context>
<context>
    <name>hearth::MemoryView</name>
    <message>
        <location filename="../widgets/store/memoryview.cpp" line="+45"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>https://prometheus.example.com (optional)</source>
        <translation>https://prometheus.example.com (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Prometheus-compatible metrics server (Prometheus, Mimir, Thanos, VictoriaMetrics): the memory of components that push no memory profile, and which restarts were OOM kills.</source>
        <translation>Ein Prometheus-kompatibler Metrik-Server (Prometheus, Mimir, Thanos, VictoriaMetrics): der Speicher von Komponenten, die kein Speicherprofil senden, und welche Neustarts OOM-Kills waren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The PromQL query of the component&apos;s memory, one series per instance. Empty: the container&apos;s working set.</source>
        <translation>Die PromQL-Abfrage des Speichers der Komponente, eine Reihe pro Instanz. Leer: das Working Set des Containers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No auth</source>
        <translation>Keine Anmeldung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic</source>
        <translation>Basic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bearer token</source>
        <translation>Bearer-Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>password or token</source>
        <translation>Passwort oder Token</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Metrics server:</source>
        <translation>Metrik-Server:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Query:</source>
        <translation>Abfrage:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a component to read its memory between restarts.</source>
        <translation>Wählen Sie eine Komponente, um ihren Speicher zwischen Neustarts zu lesen.</translation>
    </message>
    <message>
        <location line="+114"/>
        <location line="+20"/>
        <source>Reading the memory of %1…</source>
        <translation>Lese den Speicher von %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 failed: %2</source>
        <translation>Fehler beim %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>metrics server</source>
        <translation>Metrik-Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>profile store</source>
        <translation>Profilspeicher</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(runtime unknown)</source>
        <translation>(Laufzeitumgebung unbekannt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Memory from the store&apos;s %1, one line per %2.</source>
        <translation>Speicher aus dem Profil %1 des Profilspeichers, eine Linie pro %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>series</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Memory from the metrics server (%1), one line per %2.</source>
        <translation>Speicher vom Metrik-Server (%1), eine Linie pro %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The profile store failed (%1); the metrics server answered instead.</source>
        <translation>Der Profilspeicher ist ausgefallen (%1); der Metrik-Server hat stattdessen geantwortet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The store has no series of %1 in this window.</source>
        <translation>Der Profilspeicher hat in diesem Zeitfenster keine Reihe von %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No memory series: the component pushes no memory profile and no metrics server answered for it.</source>
        <translation>Keine Speicherreihe: die Komponente sendet kein Speicherprofil und kein Metrik-Server hat für sie geantwortet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Whether a restart was an OOM kill is unknown: %1</source>
        <translation>Ob ein Neustart ein OOM-Kill war, ist unbekannt: %1</translation>
    </message>
</context>
<context>
    <name>hearth::OperationLabelModel</name>
    <message>
        <location filename="../core/itemmodels/operationlabelmodel.cpp" line="+55"/>
        <source>whole component</source>
        <translation>ganze Komponente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 — unbounded cardinality (%2 values)</source>
        <translation>%1 — unbegrenzte Kardinalität (%2 Werte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (loading…)</source>
        <translation>%1 (wird geladen…)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A label with this many values is not offered as a selector.</source>
        <translation>Ein Label mit so vielen Werten wird nicht zur Auswahl angeboten.</translation>
    </message>
</context>
<context>
    <name>hearth::OtlpTraceReader</name>
    <message>
        <location filename="../core/bundle/otlptracereader.cpp" line="+128"/>
        <source>span &quot;%1&quot;: span id &quot;%2&quot; is not 16 hex digits (8 bytes, not all zero)</source>
        <translation>Span „%1“: Span-ID „%2“ besteht nicht aus 16 Hex-Ziffern (8 Bytes, nicht alle null)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>span &quot;%1&quot;: parent span id &quot;%2&quot; is not 16 hex digits</source>
        <translation>Span „%1“: Eltern-Span-ID „%2“ besteht nicht aus 16 Hex-Ziffern</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>span &quot;%1&quot;: start and end must be nanoseconds, the end not before the start</source>
        <translation>Span „%1“: Beginn und Ende müssen Nanosekunden sein, das Ende nicht vor dem Beginn</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>span &quot;%1&quot;: unknown churn kind &quot;%2&quot; (expected ruby_objects_allocated or python_blocks_outstanding)</source>
        <translation>Span „%1“: unbekannte Umschlag-Art „%2“ (erwartet ruby_objects_allocated oder python_blocks_outstanding)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>span &quot;%1&quot;: churn without hearth.memory.churn_kind: churn means different things in different languages</source>
        <translation>Span „%1“: Umschlag ohne hearth.memory.churn_kind: Umschlag bedeutet in verschiedenen Sprachen Verschiedenes</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>not OTLP JSON: %1</source>
        <translation>kein OTLP-JSON: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>span &quot;%1&quot;: span id %2 is used twice</source>
        <translation>Span „%1“: Span-ID %2 wird zweimal verwendet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>span &quot;%1&quot;: parent %2 is not in the trace; the span is shown as a root of its stage</source>
        <translation>Span „%1“: Eltern-Span %2 ist nicht im Trace; der Span wird als Wurzel seiner Stufe gezeigt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>span &quot;%1&quot; has no stage: set the attribute %2 on it, on an ancestor or on its resource</source>
        <translation>Span „%1“ hat keine Stufe: das Attribut %2 an ihm, an einem Vorfahren oder an seiner Ressource setzen</translation>
    </message>
</context>
<context>
    <name>hearth::OutputFile</name>
    <message>
        <location filename="../app/commands/outputfile.cpp" line="+38"/>
        <source>cannot write standard output: it takes text only here</source>
        <translation>die Standardausgabe kann nicht beschrieben werden: sie nimmt hier nur Text</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot write standard output: %1</source>
        <translation>die Standardausgabe kann nicht beschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hearth::PackCommand</name>
    <message>
        <location filename="../app/commands/packcommand.cpp" line="+16"/>
        <source>--level takes 1 to 19</source>
        <translation>--level erwartet 1 bis 19</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--profile takes STAGE=FILE or STAGE:KIND=FILE, not &apos;%1&apos;</source>
        <translation>--profile erwartet STUFE=DATEI oder STUFE:ART=DATEI, nicht „%1“</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>--trace TRACE.json --manifest STAGES.json [--profile STAGE[:cpu|engine_cpu|retained_memory]=FILE ...] -o OUT.profbundle|- [--level 1-19]</source>
        <translation>--trace TRACE.json --manifest STUFEN.json [--profile STUFE[:cpu|engine_cpu|retained_memory]=DATEI ...] -o AUSGABE.profbundle|- [--level 1-19]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Packs a CI build into one bundle: its trace (OTLP JSON), its stage manifest and the profiles of its stages, zstd-compressed (--level, 19 by default). A profile&apos;s kind is cpu unless given.</source>
        <translation>Packt einen CI-Build in ein Bundle: seinen Trace (OTLP-JSON), sein Stufenmanifest und die Profile seiner Stufen, zstd-komprimiert (--level, vorgegeben 19). Die Art eines Profils ist cpu, wenn nicht angegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build&apos;s trace (OTLP JSON).</source>
        <translation>Der Trace des Builds (OTLP-JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stage manifest.</source>
        <translation>Das Stufenmanifest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stage&apos;s profile, as STAGE=FILE or STAGE:KIND=FILE; repeatable.</source>
        <translation>Das Profil einer Stufe, als STUFE=DATEI oder STUFE:ART=DATEI; wiederholbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage=file</source>
        <translation>stufe=datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bundle to write; - writes it to standard output.</source>
        <translation>Das zu schreibende Bundle; - schreibt es auf die Standardausgabe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>compression failed</source>
        <translation>die Komprimierung ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3, %4, %5 bytes
</source>
        <translation>%1: %2, %3, %4, %5 Bytes
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>standard output</source>
        <translation>Standardausgabe</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n Stufe</numerusform>
            <numerusform>%n Stufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n Span</numerusform>
            <numerusform>%n Spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n profile(s)</source>
        <translation>
            <numerusform>%n Profil</numerusform>
            <numerusform>%n Profile</numerusform>
        </translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The zstd level, 1 to 19.</source>
        <translation>Die zstd-Stufe, 1 bis 19.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--trace, --manifest and -o are required</source>
        <translation>--trace, --manifest und -o sind erforderlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown profile kind &apos;%1&apos; (cpu, engine_cpu, retained_memory)</source>
        <translation>unbekannte Profilart „%1“ (cpu, engine_cpu, retained_memory)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>hearth pack: no bundle written (%n error(s))</source>
        <translation>
            <numerusform>hearth pack: kein Bundle geschrieben (%n Fehler)</numerusform>
            <numerusform>hearth pack: kein Bundle geschrieben (%n Fehler)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::PackIssue</name>
    <message>
        <location filename="../core/bundle/packissue.cpp" line="+10"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>hearth::ParseError</name>
    <message>
        <location filename="../core/io/parseerror.cpp" line="+12"/>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is not a profile Hearth reads</source>
        <translation>ist kein Profil, das Hearth liest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is a legacy text or binary pprof format, which Hearth does not read; convert it with `pprof -proto`</source>
        <translation>ist ein altes Text- oder Binärformat von pprof, das Hearth nicht liest; mit `pprof -proto` umwandeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is truncated</source>
        <translation>ist abgeschnitten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is malformed</source>
        <translation>ist fehlerhaft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>refers to a table entry that does not exist</source>
        <translation>verweist auf einen Tabelleneintrag, den es nicht gibt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>decompresses to more than the size limit (a compression bomb?)</source>
        <translation>entpackt sich auf mehr als die Größengrenze (eine Kompressionsbombe?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has corrupt compressed data</source>
        <translation>hat beschädigte komprimierte Daten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>has an unsupported format version</source>
        <translation>hat eine nicht unterstützte Formatversion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading was cancelled</source>
        <translation>das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> at line %1</source>
        <translation> in Zeile %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> at byte %1 of the decompressed data</source>
        <translation> bei Byte %1 der entpackten Daten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> at byte %1</source>
        <translation> bei Byte %1</translation>
    </message>
</context>
<context>
    <name>hearth::ProfileHeader</name>
    <message>
        <location filename="../core/analysis/profileheader.cpp" line="+29"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>, %Ln sample(s) every %1</source>
        <translation>
            <numerusform>, %Ln Stichprobe alle %1</numerusform>
            <numerusform>, %Ln Stichproben alle %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, every %1</source>
        <translation>, alle %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the file&apos;s period (%1) is not a sampling period</source>
        <translation>; die Periode der Datei (%1) ist kein Abtastintervall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, sampled every %1</source>
        <translation>, Stichprobe alle %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file&apos;s default sample type %1 has no data; showing %2.</source>
        <translation>Der Standard-Stichprobentyp %1 der Datei hat keine Daten; gezeigt wird %2.</translation>
    </message>
</context>
<context>
    <name>hearth::ProfileHeaderWidget</name>
    <message>
        <location filename="../widgets/profileheaderwidget.cpp" line="+41"/>
        <source>The sample type shown: what was measured, in which unit</source>
        <translation>Der gezeigte Stichprobentyp: was gemessen wurde, in welcher Einheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample type</source>
        <translation>Stichprobentyp</translation>
    </message>
    <message>
        <location line="+33"/>
        <source> · %1 hidden by the transforms</source>
        <translation> · %1 durch die Transformationen ausgeblendet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>hearth::ProfileReader</name>
    <message>
        <location filename="../core/io/profilereader.cpp" line="+79"/>
        <source>a JPEG image</source>
        <translation>ein JPEG-Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a PNG image</source>
        <translation>ein PNG-Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>a GIF image</source>
        <translation>ein GIF-Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a PDF document</source>
        <translation>ein PDF-Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a zip archive</source>
        <translation>ein Zip-Archiv</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an executable (ELF)</source>
        <translation>eine ausführbare Datei (ELF)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>xz-compressed data</source>
        <translation>xz-komprimierte Daten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bzip2-compressed data</source>
        <translation>bzip2-komprimierte Daten</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Hearth reads pprof (raw, gzip or zstd), folded stacks (UTF-8 or UTF-16), `perf script` text, Chrome/Node .cpuprofile, Chrome performance traces, speedscope, Ruby stackprof, Firefox Profiler and Pyroscope flame graph JSON, each plain, gzip- or zstd-compressed</source>
        <translation>Hearth liest pprof (roh, gzip oder zstd), gefaltete Stacks (UTF-8 oder UTF-16), `perf script`-Text, Chrome/Node-.cpuprofile, Chrome-Performance-Traces, speedscope-, Ruby-stackprof-, Firefox-Profiler- und Pyroscope-Flammengrafik-JSON, jeweils unkomprimiert, mit gzip oder zstd komprimiert</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>JSON of a shape Hearth does not know</source>
        <translation>JSON in einer Form, die Hearth nicht kennt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an HTML or XML page</source>
        <translation>eine HTML- oder XML-Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no data after decompression</source>
        <translation>nach dem Entpacken keine Daten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it looks like %1</source>
        <translation>es sieht aus wie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>binary data starting with %1</source>
        <translation>Binärdaten, die mit %1 beginnen</translation>
    </message>
</context>
<context>
    <name>hearth::ProfileView</name>
    <message>
        <location filename="../widgets/profileview.cpp" line="+111"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the previous focus</source>
        <translation>Zurück zum vorigen Fokus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forward to the next focus</source>
        <translation>Vor zum nächsten Fokus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole profile (Home)</source>
        <translation>Das ganze Profil zeigen (Pos1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flame graph: the root at the bottom</source>
        <translation>Flame-Graph: die Wurzel unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Icicle</source>
        <translation>Eiszapfen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Icicle graph: the root at the top</source>
        <translation>Eiszapfen-Graph: die Wurzel oben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Skip trunk</source>
        <translation>Stamm überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start at the first level with more than one wide box: where the shared framework frames end and your code begins</source>
        <translation>Bei der ersten Ebene mit mehr als einem breiten Kasten beginnen: wo die gemeinsamen Framework-Frames enden und Ihr Code beginnt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search functions (Ctrl+F)</source>
        <translation>Funktionen suchen (Strg+F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search functions</source>
        <translation>Funktionen suchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treat the search as a regular expression</source>
        <translation>Die Suche als regulären Ausdruck behandeln</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+121"/>
        <location line="+165"/>
        <source>Functions</source>
        <translation>Funktionen</translation>
    </message>
    <message>
        <location line="-164"/>
        <location line="+380"/>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>Show the stack anyway</source>
        <translation>Stapel trotzdem anzeigen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Functions (computing…)</source>
        <translation>Funktionen (wird berechnet…)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Invalid regular expression</source>
        <translation>Ungültiger regulärer Ausdruck</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matched: %1, %2</source>
        <translation>Gefunden: %1, %2</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Focus the Largest Site</source>
        <translation>Die größte Stelle fokussieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy Name</source>
        <translation>Namen kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Stack</source>
        <translation>Stapel kopieren</translation>
    </message>
</context>
<context>
    <name>hearth::ProfileWindow</name>
    <message>
        <location filename="../widgets/profilewindow.cpp" line="+82"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+176"/>
        <location line="+75"/>
        <source>Hearth</source>
        <translation>Hearth</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as &amp;PNG…</source>
        <translation>Als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as &amp;SVG…</source>
        <translation>Als &amp;SVG exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Folded Stacks…</source>
        <translation>&amp;Folded Stacks exportieren…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset View</source>
        <translation>Ansicht &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Icicle (Root at the Top)</source>
        <translation>&amp;Eiszapfen (Wurzel oben)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Skip the Shared Trunk</source>
        <translation>Gemeinsamen &amp;Stamm überspringen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Profile windows</source>
        <translation>Profilfenster</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Open a profile with File ▸ Open, or drop a file here.
pprof, folded stacks, perf script, Chrome/Node .cpuprofile and performance traces, speedscope, stackprof, Firefox Profiler and Pyroscope JSON are understood, plain or compressed.</source>
        <translation>Ein Profil mit Datei ▸ Öffnen öffnen oder eine Datei hierher ziehen.
pprof, gefaltete Stacks, perf script, Chrome/Node-.cpuprofile und Performance-Traces, speedscope-, stackprof-, Firefox-Profiler- und Pyroscope-JSON werden verstanden, unkomprimiert oder komprimiert.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Export as pp&amp;rof…</source>
        <translation>Als pp&amp;rof exportieren…</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — Hearth</source>
        <translation>%1 — Hearth</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reading %1 for %2…</source>
        <translation>Lese %1 für %2…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot Open Profile</source>
        <translation>Profil kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearth cannot read this file.</source>
        <translation>Hearth kann diese Datei nicht lesen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded stacks (*.folded)</source>
        <translation>Folded Stacks (*.folded)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pprof profile (*.pb.gz)</source>
        <translation>pprof-Profil (*.pb.gz)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>hearth::Quantity</name>
    <message>
        <location filename="../core/analysis/quantity.cpp" line="+83"/>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+33"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 PiB</source>
        <translation>%1 PiB</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%Ln sample(s)</source>
        <translation>
            <numerusform>%Ln Stichprobe</numerusform>
            <numerusform>%Ln Stichproben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln object(s)</source>
        <translation>
            <numerusform>%Ln Objekt</numerusform>
            <numerusform>%Ln Objekte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 of CPU</source>
        <translation>%1 CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of wall time</source>
        <translation>%1 Wanduhrzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 in use</source>
        <translation>%1 belegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 allocated</source>
        <translation>%1 alloziert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 retained</source>
        <translation>%1 gehalten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;%1%</source>
        <translation>&lt;%1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&gt;%1%</source>
        <translation>&gt;%1 %</translation>
    </message>
</context>
<context>
    <name>hearth::RecentFiles</name>
    <message>
        <location filename="../widgets/recentfiles.cpp" line="+90"/>
        <source>build bundle</source>
        <translation>Build-Bündel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>store link</source>
        <translation>Store-Link</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
</context>
<context>
    <name>hearth::RenderCommand</name>
    <message>
        <location filename="../app/commands/rendercommand.cpp" line="+57"/>
        <source>%1 needs a number of pixels between 16 and 32768</source>
        <translation>%1 braucht eine Pixelzahl zwischen 16 und 32768</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the output must end in .png or .svg</source>
        <translation>die Ausgabe muss auf .png oder .svg enden</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width in pixels (1600).</source>
        <translation>Breite in Pixeln (1600).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>w</source>
        <translation>b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height in pixels (by default, as tall as the graph).</source>
        <translation>Höhe in Pixeln (vorgegeben: so hoch wie der Graph).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>transforms: %1</source>
        <translation>Transformationen: %1</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>no output file (-o out.png, -o out.svg, or -o - for a PNG on standard output)</source>
        <translation>keine Ausgabedatei (-o aus.png, -o aus.svg oder -o - für ein PNG auf der Standardausgabe)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>FILE -o OUT.png|OUT.svg|- [--width W] [--height H] [--zoom FUNCTION] [--search REGEX] [--icicle] [--sample-type T] [--hide RE] [--focus RE] [--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]</source>
        <translation>DATEI -o AUS.png|AUS.svg|- [--width B] [--height H] [--zoom FUNKTION] [--search REGEX] [--icicle] [--sample-type T] [--hide RA] [--focus RA] [--ignore RA] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PFAD]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Renders the flame graph of FILE to a PNG or SVG image, without a display: the whole profile, or the largest occurrence of FUNCTION (--zoom), with the functions matching REGEX highlighted; icicle puts the root at the top. The transforms, --focus included, mean what they mean in summary, collapse and diff; the image&apos;s header names them.</source>
        <translation>Zeichnet den Flame Graph von DATEI als PNG- oder SVG-Bild, ohne Bildschirm: das ganze Profil oder das größte Vorkommen von FUNKTION (--zoom), mit den auf REGEX passenden Funktionen hervorgehoben; icicle setzt die Wurzel nach oben. Die Transformationen, --focus eingeschlossen, bedeuten dasselbe wie in summary, collapse und diff; die Kopfzeile des Bildes nennt sie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A profile, or - for standard input.</source>
        <translation>Ein Profil oder - für die Standardeingabe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The image to write (.png or .svg); - writes a PNG to standard output.</source>
        <translation>Das zu schreibende Bild (.png oder .svg); - schreibt ein PNG auf die Standardausgabe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Draw the largest occurrence of this function only (as a click on it does; --focus is the transform).</source>
        <translation>Nur das größte Vorkommen dieser Funktion zeichnen (wie ein Klick darauf; --focus ist die Transformation).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highlight the functions matching this regular expression.</source>
        <translation>Die Funktionen hervorheben, auf die dieser reguläre Ausdruck passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regex</source>
        <translation>regex</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the root at the top.</source>
        <translation>Die Wurzel oben zeichnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample type to draw.</source>
        <translation>Der zu zeichnende Sample-Typ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+12"/>
        <location line="+74"/>
        <source>hearth render: %1</source>
        <translation>hearth render: %1</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>hearth render: no sample type %1 in %2</source>
        <translation>hearth render: kein Stichprobentyp %1 in %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>hearth render: no function %1 in %2</source>
        <translation>hearth render: keine Funktion %1 in %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>hearth render: invalid regular expression %1</source>
        <translation>hearth render: ungültiger regulärer Ausdruck %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matched: %1, %2</source>
        <translation>Gefunden: %1, %2</translation>
    </message>
</context>
<context>
    <name>hearth::SampleVerdict</name>
    <message>
        <location filename="../core/analysis/sampleverdict.cpp" line="+89"/>
        <source>%1 at %2 Hz</source>
        <translation>%1 bei %2 Hz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sampled here. An empty profile is not evidence of fast code: it holds no samples, which happens when the code was waiting (I/O, locks, sleep), ran in a process or thread the profiler did not watch, or was not profiled at all.</source>
        <translation>Hier wurde nichts erfasst. Ein leeres Profil ist kein Beleg für schnellen Code: Es enthält keine Stichproben, und das geschieht, wenn der Code gewartet hat (E/A, Sperren, Schlaf), in einem Prozess oder Thread lief, den der Profiler nicht beobachtet hat, oder gar nicht profiliert wurde.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Sampled once: this ran for less than one sampling interval, so every one of its %n levels would be a single full-width bar.</source>
        <translation>
            <numerusform>Einmal abgetastet: das lief kürzer als ein Abtastintervall, daher wäre seine %n Ebene ein einziger Balken über die volle Breite.</numerusform>
            <numerusform>Einmal abgetastet: das lief kürzer als ein Abtastintervall, daher wäre jede seiner %n Ebenen ein einziger Balken über die volle Breite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Sampled once: this ran for less than one sampling interval (%1), so every one of its %n levels would be a single full-width bar.</source>
        <translation>
            <numerusform>Einmal abgetastet: das lief kürzer als ein Abtastintervall (%1), daher wäre seine %n Ebene ein einziger Balken über die volle Breite.</numerusform>
            <numerusform>Einmal abgetastet: das lief kürzer als ein Abtastintervall (%1), daher wäre jede seiner %n Ebenen ein einziger Balken über die volle Breite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Every one of the %1 samples has the same stack, %n frame(s) deep.</source>
        <translation>
            <numerusform>Jede der %1 Stichproben hat denselben Stapel, %n Frame tief.</numerusform>
            <numerusform>Jede der %1 Stichproben hat denselben Stapel, %n Frames tief.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A flat profile here means fast, not broken.</source>
        <translation>Ein flaches Profil heißt hier: schnell, nicht kaputt.</translation>
    </message>
</context>
<context>
    <name>hearth::SandwichPanel</name>
    <message>
        <location filename="../widgets/sandwichpanel.cpp" line="+46"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Back to the previous function</source>
        <translation>Zurück zur vorigen Funktion</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+55"/>
        <source>Callers</source>
        <translation>Aufrufer</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+52"/>
        <source>Callees</source>
        <translation>Aufgerufene</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Choose a function (right-click ▸ Sandwich) to see its callers and callees, merged over all its sites.</source>
        <translation>Eine Funktion wählen (Rechtsklick ▸ Sandwich), um ihre Aufrufer und Aufgerufenen zu sehen, zusammengeführt über alle ihre Stellen.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Computing the callers and callees of %1…</source>
        <translation>Aufrufer und Aufgerufene von %1 werden berechnet …</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1: %2 in %n sites, %3 of the total</source>
        <translation>
            <numerusform>%1: %2 an %n Stelle, %3 der Summe</numerusform>
            <numerusform>%1: %2 an %n Stellen, %3 der Summe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Callers of %1 ▲</source>
        <translation>Aufrufer von %1 ▲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Callees of %1 ▼</source>
        <translation>Aufgerufene von %1 ▼</translation>
    </message>
</context>
<context>
    <name>hearth::ShellWindow</name>
    <message>
        <location filename="../widgets/shellwindow.cpp" line="+66"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Link…</source>
        <translation>&amp;Link öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A build bundle&apos;s https address, or a profile store&apos;s console link.</source>
        <translation>Die https-Adresse eines Build-Bündels oder der Konsolen-Link eines Profilspeichers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Build window</source>
        <translation>Build-Fenster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Store window</source>
        <translation>Store-Fenster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare window</source>
        <translation>Vergleichsfenster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile window</source>
        <translation>Profilfenster</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Compare Two Files…</source>
        <translation>Zwei Dateien &amp;vergleichen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the &amp;Columns Mean</source>
        <translation>Was die &amp;Spalten bedeuten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Hearth</source>
        <translation>Ü&amp;ber Hearth</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Open Profile or Bundle</source>
        <translation>Profil oder Bündel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiles and build bundles (*.pb *.pb.gz *.pprof *.prof *.gz *.zst *.folded *.txt *.cpuprofile *.json *.profbundle);;All files (*)</source>
        <translation>Profile und Build-Bündel (*.pb *.pb.gz *.pprof *.prof *.gz *.zst *.folded *.txt *.cpuprofile *.json *.profbundle);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open Link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A build bundle&apos;s https address, or a profile store&apos;s console link:</source>
        <translation>Die https-Adresse eines Build-Bündels oder der Konsolen-Link eines Profilspeichers:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>&lt;h3&gt;Hearth %1&lt;/h3&gt;&lt;p&gt;A viewer for CPU and memory profiles and build bundles.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;&lt;p&gt;Released under the MIT licence.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://hearth.dev&quot;&gt;https://hearth.dev&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hearth %1&lt;/h3&gt;&lt;p&gt;Ein Betrachter für CPU- und Speicherprofile und Build-Bündel.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %2.&lt;/p&gt;&lt;p&gt;Veröffentlicht unter der MIT-Lizenz.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://hearth.dev&quot;&gt;https://hearth.dev&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>About Hearth</source>
        <translation>Über Hearth</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The language changes when Hearth is started again.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Hearth.</translation>
    </message>
</context>
<context>
    <name>hearth::Stage</name>
    <message>
        <location filename="../core/bundle/stage.cpp" line="+29"/>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>engine profile</source>
        <translation>Engine-Profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no profile</source>
        <translation>kein Profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unspecified</source>
        <translation>nicht angegeben</translation>
    </message>
</context>
<context>
    <name>hearth::StageManifest</name>
    <message>
        <location filename="../core/bundle/stagemanifest.cpp" line="+28"/>
        <source>expected text</source>
        <translation>Text erwartet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected an integer (nanoseconds, bytes) as a number or a string</source>
        <translation>eine ganze Zahl (Nanosekunden, Bytes) als Zahl oder Zeichenkette erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>not a JSON object: %1</source>
        <translation>kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>every stage needs a name of its own</source>
        <translation>jede Stufe braucht einen eigenen Namen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; is not one of: profile, engine profile, no profile, missing</source>
        <translation>„%1“ ist keines von: profile, engine profile, no profile, missing</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a stage with no profile says why (e.g. &quot;ruff is a Rust binary a Python sampling profiler cannot enter&quot;)</source>
        <translation>eine Stufe ohne Profil sagt, warum (z. B. „ruff ist ein Rust-Programm, in das ein Python-Sampling-Profiler nicht hineinkommt“)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no stages</source>
        <translation>keine Stufen</translation>
    </message>
</context>
<context>
    <name>hearth::StoreConnectionDialog</name>
    <message>
        <location filename="../widgets/store/storeconnectiondialog.cpp" line="+30"/>
        <source>Profile store connections</source>
        <translation>Verbindungen zu Profilspeichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none (X-Scope-OrgID)</source>
        <translation>keiner (X-Scope-OrgID)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic (user and password or token)</source>
        <translation>Basic (Benutzer und Passwort oder Token)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bearer token</source>
        <translation>Bearer-Token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asks the server for its version and whether Hearth can pull profiles from it</source>
        <translation>Fragt den Server nach seiner Version und ob Hearth Profile von ihm holen kann</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Authentication</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password or token</source>
        <translation>Passwort oder Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout</source>
        <translation>Zeitgrenze</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No keychain is available (%1): passwords and tokens are kept for this session only.</source>
        <translation>Kein Schlüsselbund verfügbar (%1): Passwörter und Tokens werden nur für diese Sitzung behalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Passwords and tokens are kept in the desktop&apos;s keychain.</source>
        <translation>Passwörter und Tokens werden im Schlüsselbund des Desktops aufbewahrt.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>new connection</source>
        <translation>neue Verbindung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Give the connection a name.</source>
        <translation>Der Verbindung einen Namen geben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The URL must be an http or https address.</source>
        <translation>Die URL muss eine http- oder https-Adresse sein.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Asking the server…</source>
        <translation>Der Server wird gefragt…</translation>
    </message>
</context>
<context>
    <name>hearth::StoreConnectionOptions</name>
    <message>
        <location filename="../app/commands/storeconnectionoptions.h" line="+70"/>
        <source>--timeout takes a number of seconds</source>
        <translation>--timeout erwartet eine Anzahl Sekunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--trust-fingerprint takes a SHA-256 in hex</source>
        <translation>--trust-fingerprint erwartet einen SHA-256 in Hex</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--user needs --token or HEARTH_STORE_TOKEN</source>
        <translation>--user braucht --token oder HEARTH_STORE_TOKEN</translation>
    </message>
</context>
<context>
    <name>hearth::StoreRangeDialog</name>
    <message>
        <location filename="../widgets/store/storerangedialog.cpp" line="+29"/>
        <source>Compare with an Earlier Range</source>
        <translation>Mit einem früheren Zeitraum vergleichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare %1 (B) with the same component, operation and type over another range (A):</source>
        <translation>%1 (B) mit derselben Komponente, Operation und demselben Typ über einen anderen Zeitraum (A) vergleichen:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same length, 1 hour earlier</source>
        <translation>gleich lang, 1 Stunde früher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same length, 1 day earlier</source>
        <translation>gleich lang, 1 Tag früher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same length, 1 week earlier</source>
        <translation>gleich lang, 1 Woche früher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a range of my own</source>
        <translation>ein eigener Zeitraum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Range A:</source>
        <translation>Zeitraum A:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until:</source>
        <translation>Bis:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The range must end after it starts.</source>
        <translation>Der Zeitraum muss nach seinem Beginn enden.</translation>
    </message>
</context>
<context>
    <name>hearth::StoreRequests</name>
    <message>
        <location filename="../widgets/store/storerequests.cpp" line="+36"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Reading the profile…</source>
        <translation>Das Profil wird gelesen…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The server&apos;s profile cannot be read: %1</source>
        <translation>Das Profil des Servers kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>hearth::StoreSeriesChart</name>
    <message>
        <location filename="../widgets/store/storeserieschart.cpp" line="+44"/>
        <source>Drag across the chart to choose the window</source>
        <translation>Über das Diagramm ziehen, um das Zeitfenster zu wählen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 s/s</source>
        <translation>%1 s/s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>seconds per second</source>
        <translation>Sekunden pro Sekunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>hearth::StoreView</name>
    <message>
        <location filename="../widgets/store/storeview.cpp" line="+91"/>
        <source>Filter components</source>
        <translation>Komponenten filtern</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>last 15 min</source>
        <translation>letzte 15 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 1 h</source>
        <translation>letzte 1 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 6 h</source>
        <translation>letzte 6 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 24 h</source>
        <translation>letzte 24 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 7 d</source>
        <translation>letzte 7 T</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="+364"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-257"/>
        <source>The link&apos;s component %1 has no data in this store.</source>
        <translation>Die Komponente %1 des Links hat in diesem Speicher keine Daten.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 · %2 (%3)</source>
        <translation>%1 · %2 (%3)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>all values</source>
        <translation>alle Werte</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 %2 – %3</source>
        <translation>%1 – %3 {1 %2 ?}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>The server merged the frames below its node limit (%1) into &quot;other&quot;: %2 of the total. &quot;other&quot; is not a function.</source>
        <translation>Der Server hat die Frames unter seiner Knotengrenze (%1) zu „other“ zusammengefasst: %2 der Summe. „other“ ist keine Funktion.</translation>
    </message>
</context>
<context>
    <name>hearth::StoreWindow</name>
    <message>
        <location filename="../widgets/store/storewindow.cpp" line="+53"/>
        <source>Profile store</source>
        <translation>Profilspeicher</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy Link</source>
        <translation>Link &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Store</source>
        <translation>&amp;Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare this component over this range with an open profile, build span or store window, or a file.</source>
        <translation>Diese Komponente über diesen Zeitraum mit einem offenen Profil, einem Build-Span, einem Speicherfenster oder einer Datei vergleichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare with an &amp;Earlier Range…</source>
        <translation>Mit einem &amp;früheren Zeitraum vergleichen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same component over another range: the same length an hour, a day or a week earlier, or a range of your own.</source>
        <translation>Dieselbe Komponente über einen anderen Zeitraum: gleich lang eine Stunde, einen Tag oder eine Woche früher, oder ein eigener Zeitraum.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Store</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server merges the frames below this many nodes into one frame named &quot;other&quot;. More nodes: more detail, larger answers.</source>
        <translation>Der Server fasst die Frames unterhalb dieser Knotenzahl zu einem Frame namens „other“ zusammen. Mehr Knoten: mehr Einzelheiten, größere Antworten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Max nodes:</source>
        <translation>Max. Knoten:</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>store: %1</source>
        <translation>Speicher: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>store: %1 (tenant %2)</source>
        <translation>Speicher: %1 (Mandant %2)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Open Link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A profile store link or URL:</source>
        <translation>Ein Link oder eine URL zu einem Profilspeicher:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not a profile store link: %1</source>
        <translation>Kein Link zu einem Profilspeicher: %1</translation>
    </message>
</context>
<context>
    <name>hearth::SummaryCommand</name>
    <message>
        <location filename="../app/commands/summarycommand.cpp" line="+129"/>
        <source>A pprof or folded-stacks file.</source>
        <translation>Eine pprof- oder Folded-Stacks-Datei.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sample type to show (name, type/unit or index).</source>
        <translation>Der zu zeigende Stichprobentyp (Name, Typ/Einheit oder Index).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many functions to list.</source>
        <translation>Wie viele Funktionen aufgeführt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sort by self, subtree, sites, inclusive or name.</source>
        <translation>Nach self, subtree, sites, inclusive oder name sortieren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>FILE [--sample-type T] [--top N] [--sort KEY] [--json] [--hide RE] [--focus RE] [--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]</source>
        <translation>DATEI [--sample-type T] [--top N] [--sort SCHLÜSSEL] [--json] [--hide RA] [--focus RA] [--ignore RA] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PFAD]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Prints the profile&apos;s header and its function table (Self, Largest subtree, Sites, Inclusive) in the profile&apos;s unit, after the transforms given, in their order.</source>
        <translation>Gibt den Kopf des Profils und seine Funktionstabelle (Selbst, Größter Teilbaum, Stellen, Inklusiv) in der Einheit des Profils aus, nach den angegebenen Transformationen in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>hearth summary: --sort takes self, subtree, sites, inclusive or name</source>
        <translation>hearth summary: --sort erwartet self, subtree, sites, inclusive oder name</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Sample types: %1</source>
        <translation>Stichprobentypen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Transforms: %1</source>
        <translation>Transformationen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of the total dropped by the transforms</source>
        <translation>%1 der Summe durch die Transformationen verworfen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Self%</source>
        <translation>Selbst%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest subtree</source>
        <translation>Größter Teilbaum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Subtree%</source>
        <translation>Teilbaum%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sites</source>
        <translation>Stellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inclusive</source>
        <translation>Inklusiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Incl%</source>
        <translation>Inkl%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>(%n more function(s); --top N shows more)</source>
        <translation>
            <numerusform>(%n weitere Funktion; --top N zeigt mehr)</numerusform>
            <numerusform>(%n weitere Funktionen; --top N zeigt mehr)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hearth::TransformChipBar</name>
    <message>
        <location filename="../widgets/transformchipbar.cpp" line="+28"/>
        <source>hide: /%1/</source>
        <translation>ausblenden: /%1/</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep samples through: /%1/</source>
        <translation>Samples behalten durch: /%1/</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>drop samples through: /%1/</source>
        <translation>Samples verwerfen durch: /%1/</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>focus on function: %1</source>
        <translation>Fokus auf Funktion: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>merge into callers: %1</source>
        <translation>in Aufrufer verschmolzen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collapse direct recursion</source>
        <translation>direkte Rekursion zusammengefasst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collapse recursion: %1</source>
        <translation>Rekursion zusammengefasst: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>focus on subtree: %1</source>
        <translation>Fokus auf Teilbaum: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Transforms:</source>
        <translation>Transformationen:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove this transform: %1</source>
        <translation>Diese Transformation entfernen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove transform %1</source>
        <translation>Transformation %1 entfernen</translation>
    </message>
</context>
<context>
    <name>hearth::TransformController</name>
    <message>
        <location filename="../widgets/transformcontroller.cpp" line="+71"/>
        <source>&amp;Transform</source>
        <translation>T&amp;ransformationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hide Frames Matching…</source>
        <translation>Passende Frames &amp;ausblenden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Samples Through…</source>
        <translation>Nur Samples &amp;behalten durch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Drop Samples Through…</source>
        <translation>Samples &amp;verwerfen durch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Focus on Function…</source>
        <translation>Auf Funktion &amp;fokussieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Collapse Recursion</source>
        <translation>&amp;Rekursion zusammenfassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide &amp;Library Frames</source>
        <translation>&amp;Bibliotheks-Frames ausblenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo Transform</source>
        <translation>Transformation &amp;rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Transform</source>
        <translation>Transformation &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove &amp;All Transforms</source>
        <translation>&amp;Alle Transformationen entfernen</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <location line="+54"/>
        <location line="+92"/>
        <source>Transform</source>
        <translation>Transformation</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Hide frames, keep or drop samples, focus on a function, collapse recursion</source>
        <translation>Frames ausblenden, Samples behalten oder verwerfen, auf eine Funktion fokussieren, Rekursion zusammenfassen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Edit Library Frames…</source>
        <translation>Bibliotheks-Frames &amp;bearbeiten…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>(add %1)</source>
        <translation>(%1 hinzufügen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(remove %1)</source>
        <translation>(%1 entfernen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(remove all)</source>
        <translation>(alle entfernen)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Hide the frames whose function matches this regular expression (their time goes to the caller):</source>
        <translation>Die Frames ausblenden, deren Funktion auf diesen regulären Ausdruck passt (ihre Zeit geht an den Aufrufer):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep only the samples with a frame matching this regular expression:</source>
        <translation>Nur die Samples behalten, bei denen ein Frame auf diesen regulären Ausdruck passt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop the samples with a frame matching this regular expression:</source>
        <translation>Die Samples verwerfen, bei denen ein Frame auf diesen regulären Ausdruck passt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the samples through this function, merged across its call sites:</source>
        <translation>Nur die Samples durch diese Funktion zeigen, über ihre Aufrufstellen zusammengeführt:</translation>
    </message>
</context>
<context>
    <name>hearth::TransformOptions</name>
    <message>
        <location filename="../app/commands/transformoptions.cpp" line="+40"/>
        <source>Hide frames whose function matches the regular expression; their time goes to the caller (repeatable, applied in order).</source>
        <translation>Blendet Frames aus, deren Funktion auf den regulären Ausdruck passt; ihre Zeit geht an den Aufrufer (wiederholbar, in Reihenfolge angewendet).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>re</source>
        <translation>ra</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Keep only samples with a frame matching the regular expression, stacks unchanged.</source>
        <translation>Behält nur Samples mit einem Frame, der auf den regulären Ausdruck passt; Stacks unverändert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drop samples with a frame matching the regular expression.</source>
        <translation>Verwirft Samples mit einem Frame, der auf den regulären Ausdruck passt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep only samples through the function, re-rooted at its outermost call and merged across its call sites.</source>
        <translation>Behält nur Samples durch die Funktion, mit ihrem äußersten Aufruf als Wurzel und über ihre Aufrufstellen zusammengeführt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merge direct recursion (a function calling itself) into one frame.</source>
        <translation>Fasst direkte Rekursion (eine Funktion ruft sich selbst auf) zu einem Frame zusammen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep only samples whose stack starts with the path of frames (outermost first, separated by &apos;;&apos;), re-rooted at its last frame.</source>
        <translation>Behält nur Samples, deren Stapel mit dem Pfad von Frames beginnt (äußerster zuerst, getrennt durch &apos;;&apos;), mit seinem letzten Frame als Wurzel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>path</source>
        <translation>pfad</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: --%2: %3</source>
        <translation>%1: --%2: %3</translation>
    </message>
</context>
<context>
    <name>hearth::TransformStack</name>
    <message>
        <location filename="../core/analysis/transformstack.cpp" line="+341"/>
        <source>focus on subtree needs a path of frames (&apos;main;handler&apos;)</source>
        <translation>Fokus auf Teilbaum braucht einen Pfad von Frames (&apos;main;handler&apos;)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>invalid regular expression &apos;%1&apos;: %2 at offset %3</source>
        <translation>ungültiger regulärer Ausdruck &apos;%1&apos;: %2 an Position %3</translation>
    </message>
</context>
<context>
    <name>hearth::WindowScreenshot</name>
    <message>
        <location filename="../app/commands/screenshotcommand.cpp" line="+104"/>
        <location line="+9"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window width in pixels.</source>
        <translation>Fensterbreite in Pixeln.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>w</source>
        <translation>b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window height in pixels.</source>
        <translation>Fensterhöhe in Pixeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the sandwich of this function (a profile).</source>
        <translation>Das Sandwich dieser Funktion zeigen (bei einem Profil).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use a dark palette.</source>
        <translation>Eine dunkle Palette verwenden.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Opens FILE in its window off screen, as a user would see it, and writes the window as a PNG image.</source>
        <translation>Öffnet FILE in seinem Fenster ohne Bildschirm, wie ein Benutzer es sähe, und schreibt das Fenster als PNG-Bild.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>FILE -o OUT.png|- [--width W] [--height H] [--sandwich FUNCTION] [--dark] [--hide RE] [--focus RE] [--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]</source>
        <translation>DATEI -o AUS.png|- [--width B] [--height H] [--sandwich FUNKTION] [--dark] [--hide RA] [--focus RA] [--ignore RA] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PFAD]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A build bundle or a profile; - reads it from standard input.</source>
        <translation>Ein Build-Bundle oder ein Profil; - liest es von der Standardeingabe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The PNG to write; - writes it to standard output.</source>
        <translation>Das zu schreibende PNG; - schreibt es auf die Standardausgabe.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>hearth screenshot: cannot keep standard input in %1: %2</source>
        <translation>hearth screenshot: die Standardeingabe kann nicht in %1 abgelegt werden: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: the build did not load within a minute</source>
        <translation>%1: der Build wurde nicht innerhalb einer Minute geladen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the profile did not load within a minute</source>
        <translation>%1: das Profil wurde nicht innerhalb einer Minute geladen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the transforms took more than a minute</source>
        <translation>%1: die Transformationen haben länger als eine Minute gedauert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the function table took more than a minute</source>
        <translation>%1: die Funktionstabelle hat länger als eine Minute gedauert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the sandwich of %2 took more than a minute</source>
        <translation>%1: das Sandwich von %2 hat länger als eine Minute gedauert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no function %2</source>
        <translation>%1: keine Funktion %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+194"/>
        <source>hearth %1, built with Qt %2
</source>
        <translation>hearth %1, gebaut mit Qt %2
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hearth: unknown option &apos;%1&apos;
</source>
        <translation>hearth: unbekannte Option „%1“
</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>hearth: unknown command &apos;%1&apos;
</source>
        <translation>hearth: unbekannter Befehl „%1“
</translation>
    </message>
</context>
</TS>
