# The real window under Xvfb: import an evening into a fresh database, run tarock-buchhalter
# with --screenshot and check the PNG is not blank.
# Variables: XVFB_RUN APP IMPORT CHECK SESSION (a session file, or none) WORK SHOT (list, or a name for an evening shot);
# optional VIEW (--view of the app), LANG (--lang of the app), RULE (--rule: the rule window open
# on it), COLOUR "RRGGBB;MIN_PERCENT" (a colour the shot must show), SIZE "W;H" (--size, default
# 1280;800), FONT_SCALE (--font-scale) and CHECK_LAYOUT (--check-layout: the app fails when
# anything of the last frame is cut at its window's edge, scrolls sideways or is shortened with "…");
# DPI (the X resource Xft.dpi, merged by xrdb before the app starts: the screen and the shot are
# scaled by DPI/96); ZBARIMG (zbarimg of zbar-tools, if found): for SHOT tournament-live the QR code in the shot must
# decode to the live page's address.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/config")
set(db "${WORK}/window.sqlite")
# SESSION "none": the first start, on a database the app creates itself. SESSION "tournament"
# (and "season"): a tournament made by the `tarock tournament` commands (TAROCK) from the roster
# in DATA.
# Runs `tarock tournament <args>` on the database; the test fails when the command does.
function(tournament_command)
  execute_process(COMMAND "${TAROCK}" tournament ${ARGN} --db "${db}" RESULT_VARIABLE rc OUTPUT_QUIET)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "tarock tournament ${ARGN} failed (${rc})")
  endif()
endfunction()
if(SESSION STREQUAL "tournament")
  foreach(cmd
      "cup;new;--name;Tiroler Tarockcup 2026;--preset;Tiroler Tarockcup 2020;--tie-break;tirol;--points;100,80,65,55,50"
      "players;import;${DATA}/tournaments/players.csv"
      "new;--cup;1;--date;2026-01-17;--title;1. Turnier;--seed;2027"
      "draw;--tournament;1;--players;1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40"
      "sheet;--tournament;1;--round;1;--table;1;--schrift;-9,3,-15,21"
      "sheet;--tournament;1;--round;1;--table;1;--schrift;-9,5,-17,21;--note;Zeile 9"
      "sheet;--tournament;1;--round;1;--table;2;--schrift;9,-30,16,5"
      "sheet;--tournament;1;--round;1;--table;3;--schrift;12,-4,-8,0;--stopped-early"
      "sheet;--tournament;1;--round;1;--table;4;--schrift;20,-6,-6,-8"
      "sheet;--tournament;1;--round;1;--table;5;--schrift;3,3,-3,-3"
      "sheet;--tournament;1;--round;1;--table;6;--schrift;-1,-2,-3,6"
      "sheet;--tournament;1;--round;1;--table;7;--schrift;17,-17,4,-4")
    tournament_command(${cmd})
  endforeach()
elseif(SESSION STREQUAL "season")
  # SESSION "season": a cup of one round and a tournament of eight players with both sheets in,
  # so that the cup standing has its lines.
  foreach(cmd
      "cup;new;--name;Hausturnier 2026;--preset;Tiroler Tarockcup 2020;--rounds;1;--tie-break;tirol;--points;25,20,16;--points-formula;15,2,1"
      "players;import;${DATA}/tournaments/players.csv"
      "new;--cup;1;--date;2026-01-17;--title;1. Abend;--seed;2027"
      "draw;--tournament;1;--players;1,2,3,4,5,6,7,8"
      "sheet;--tournament;1;--round;1;--table;1;--schrift;-9,3,-15,21"
      "sheet;--tournament;1;--round;1;--table;2;--schrift;9,-30,16,5")
    tournament_command(${cmd})
  endforeach()
elseif(SHOT MATCHES "offline$")
  # A table's laptop started while its server cannot be reached (no server at that socket): the
  # evening opens from the copy in the queue file beside the user's data, 3 hands waiting.
  set(db "postgresql://tisch7@/tarock?host=${WORK}/no-server")
  set(ENV{XDG_DATA_HOME} "${WORK}/data")
  execute_process(COMMAND "${IMPORT}" "${SESSION}" --offline "${WORK}/data/tarock-buchhalter/warteschlange.sqlite" "${db}" 3
    OUTPUT_VARIABLE id OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR id STREQUAL "")
    message(FATAL_ERROR "the offline copy of ${SESSION} failed (${rc})")
  endif()
elseif(NOT SESSION STREQUAL "none")
  execute_process(COMMAND "${IMPORT}" "${SESSION}" "${db}"
    OUTPUT_VARIABLE id OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR id STREQUAL "")
    message(FATAL_ERROR "import of ${SESSION} failed (${rc})")
  endif()
endif()
set(png "${WORK}/../window-${SHOT}.png")
set(args --db "${db}" --screenshot "${png}" --frames 8)
if(NOT SHOT STREQUAL "list" AND NOT SESSION STREQUAL "none" AND NOT SESSION STREQUAL "tournament" AND NOT SESSION STREQUAL "season")
  list(APPEND args --evening ${id})
endif()
if(VIEW)
  list(APPEND args --view ${VIEW})
endif()
if(LANG)
  list(APPEND args --lang ${LANG})
endif()
if(RULE)
  list(APPEND args --rule "${RULE}")
endif()
if(NOT SIZE)
  set(SIZE 1280 800)
endif()
list(APPEND args --size ${SIZE})
if(FONT_SCALE)
  list(APPEND args --font-scale ${FONT_SCALE})
endif()
if(CHECK_LAYOUT)
  list(APPEND args --check-layout)
endif()
file(REMOVE "${png}")
set(screen 1280x800x24)
set(run "${APP}")
set(check_size ${SIZE})
if(DPI)
  # The X resource database first (xrdb, x11-xserver-utils), then the app on the same display;
  # the screen and the screenshot as large as the content scale makes the window.
  math(EXPR scale "${DPI} / 96")
  list(GET SIZE 0 w)
  list(GET SIZE 1 h)
  math(EXPR w "${w} * ${scale}")
  math(EXPR h "${h} * ${scale}")
  set(screen "${w}x${h}x24 -noreset")  # a reset (the last client, xrdb, gone) would drop the resource
  set(check_size ${w} ${h})
  set(run sh -c "echo 'Xft.dpi: ${DPI}' | xrdb -nocpp -merge && exec \"$0\" \"$@\"" "${APP}")
endif()
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env "XDG_CONFIG_HOME=${WORK}/config" "XDG_DATA_HOME=${WORK}/data"
          "${XVFB_RUN}" -s "-screen 0 ${screen}" ${run} ${args}
  RESULT_VARIABLE rc TIMEOUT 120)
if(rc EQUAL 3 AND CHECK_LAYOUT)
  message(FATAL_ERROR "the window at ${SIZE} (font scale ${FONT_SCALE}) cuts or scrolls sideways what the lines above name: ${png}")
elseif(NOT rc EQUAL 0)
  message(FATAL_ERROR "tarock-buchhalter --screenshot failed (${rc})")
endif()
execute_process(COMMAND "${CHECK}" "${png}" ${check_size} ${COLOUR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the screenshot ${png} looks blank")
endif()
if(SHOT STREQUAL "tournament-live")
  if(ZBARIMG)
    execute_process(COMMAND "${ZBARIMG}" --quiet --raw "${png}" OUTPUT_VARIABLE decoded OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT decoded MATCHES "^http://[0-9.]+:[0-9]+/$")
      message(FATAL_ERROR "the QR code of ${png} does not read as the live page's address: '${decoded}' (${rc})")
    endif()
    message(STATUS "the QR code reads ${decoded}")
  else()
    message(STATUS "zbarimg not installed (zbar-tools): the QR code of ${png} is not decoded")
  endif()
endif()
message(STATUS "screenshot: ${png}")
