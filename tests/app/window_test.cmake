# The real window under Xvfb: import an evening into a fresh database, run tarock-buchhalter
# with --screenshot and check the PNG is not blank.
# Variables: XVFB_RUN APP IMPORT CHECK SESSION (a session file, or none) WORK SHOT (list, or a name for an evening shot);
# optional VIEW (--view of the app), LANG (--lang of the app), RULE (--rule: the rule window open
# on it), COLOUR "RRGGBB;MIN_PERCENT" (a colour the shot must show), SIZE "W;H" (--size, default
# 1280;800), FONT_SCALE (--font-scale) and CHECK_LAYOUT (--check-layout: the app fails when
# anything of the last frame is cut at its window's edge, scrolls sideways or is shortened with "…").
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/config")
set(db "${WORK}/window.sqlite")
# SESSION "none": the first start, on a database the app creates itself.
if(NOT SESSION STREQUAL "none")
  execute_process(COMMAND "${IMPORT}" "${SESSION}" "${db}"
    OUTPUT_VARIABLE id OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR id STREQUAL "")
    message(FATAL_ERROR "import of ${SESSION} failed (${rc})")
  endif()
endif()
set(png "${WORK}/../window-${SHOT}.png")
set(args --db "${db}" --screenshot "${png}" --frames 8)
if(NOT SHOT STREQUAL "list" AND NOT SESSION STREQUAL "none")
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
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env "XDG_CONFIG_HOME=${WORK}/config"
          "${XVFB_RUN}" -s "-screen 0 1280x800x24" "${APP}" ${args}
  RESULT_VARIABLE rc TIMEOUT 120)
if(rc EQUAL 3 AND CHECK_LAYOUT)
  message(FATAL_ERROR "the window at ${SIZE} (font scale ${FONT_SCALE}) cuts or scrolls sideways what the lines above name: ${png}")
elseif(NOT rc EQUAL 0)
  message(FATAL_ERROR "tarock-buchhalter --screenshot failed (${rc})")
endif()
execute_process(COMMAND "${CHECK}" "${png}" ${SIZE} ${COLOUR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the screenshot ${png} looks blank")
endif()
message(STATUS "screenshot: ${png}")
