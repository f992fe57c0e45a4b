# memledger(1) formats without a single warning, under groff's -ww and under man-db's
# `man --warnings` (which lintian runs on every manual page).
# cmake -DGROFF= [-DMAN=] -DPAGE= -P check_man_page.cmake

execute_process(COMMAND ${GROFF} -man -ww -z ${PAGE} RESULT_VARIABLE status OUTPUT_VARIABLE output
                ERROR_VARIABLE output)
if(NOT status EQUAL 0 OR output)
  message(FATAL_ERROR "groff -man -ww reports on ${PAGE} (status ${status}):\n${output}")
endif()

if(MAN)
  # As lintian does: every warning, UTF-8 input, a fixed width.
  set(ENV{MANROFFSEQ} "")
  set(ENV{MANWIDTH} 80)
  set(ENV{LC_ALL} C.UTF-8)
  execute_process(COMMAND ${MAN} --warnings -E UTF-8 -l -Tutf8 -Z ${PAGE} RESULT_VARIABLE status
                  OUTPUT_QUIET ERROR_VARIABLE output)
  if(NOT status EQUAL 0 OR output)
    message(FATAL_ERROR "man --warnings reports on ${PAGE} (status ${status}):\n${output}")
  endif()
endif()

# The page must say what it is and have the sections a reader looks for.
file(READ ${PAGE} page)
foreach(section NAME SYNOPSIS DESCRIPTION COMMANDS OPTIONS ENVIRONMENT FILES "EXIT STATUS" EXAMPLES)
  string(FIND "${page}" "\n.SH ${section}\n" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${PAGE} has no ${section} section")
  endif()
endforeach()
if(page MATCHES "@[A-Z_]+@")
  message(FATAL_ERROR "${PAGE} has an unsubstituted ${CMAKE_MATCH_0}")
endif()
