# Every command that `memledger --help` lists, and every option that `memledger COMMAND
# --help` lists, appears in memledger(1), so that the page follows the command line.
# cmake -DMEMLEDGER= -DPAGE= -P check_man_page_options.cmake

file(READ ${PAGE} page)
set(missing)

execute_process(COMMAND ${MEMLEDGER} --help RESULT_VARIABLE status OUTPUT_VARIABLE usage ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "memledger --help failed (${status}): ${errors}")
endif()
# The commands are the indented words of the "Commands:" block.
string(REGEX REPLACE ".*\nCommands:\n" "" block "${usage}")
string(REGEX REPLACE "\n\n.*" "" block "${block}")
string(REGEX MATCHALL "(^|\n)  [a-z][a-z-]* " commands "${block}")
list(TRANSFORM commands STRIP)
list(LENGTH commands count)
if(count LESS 9)
  message(FATAL_ERROR "found only '${commands}' in the Commands: block of memledger --help:\n${usage}")
endif()

foreach(command IN LISTS commands)
  # In roff every '-' of a command is written '\-', as in an option.
  string(REPLACE "-" "\\-" escaped "${command}")
  string(FIND "${page}" "\n.B ${escaped}\n" at)
  if(at EQUAL -1)
    list(APPEND missing "command ${command}")
  endif()
  execute_process(COMMAND ${MEMLEDGER} ${command} --help RESULT_VARIABLE status OUTPUT_VARIABLE help
                  ERROR_VARIABLE errors)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "memledger ${command} --help failed (${status}): ${errors}")
  endif()
  string(REGEX MATCHALL "\n  --[a-z0-9-]+" options "${help}")
  if(NOT options)
    message(FATAL_ERROR "memledger ${command} --help lists no options:\n${help}")
  endif()
  foreach(option IN LISTS options)
    string(STRIP "${option}" option)
    # In roff every '-' of an option is written '\-'.
    string(REPLACE "-" "\\-" escaped "${option}")
    string(FIND "${page}" "${escaped}" at)
    if(at EQUAL -1)
      list(APPEND missing "${option} (memledger ${command})")
    endif()
  endforeach()
endforeach()

list(REMOVE_DUPLICATES missing)
if(missing)
  list(JOIN missing "\n  " missing)
  message(FATAL_ERROR "${PAGE} does not document:\n  ${missing}")
endif()
