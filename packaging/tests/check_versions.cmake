# One version everywhere: the project, `memledger --version`, the newest entry of the
# Debian changelog (with the package's Debian revision) and the newest AppStream release.
# cmake -DVERSION= -DDEBIAN_REVISION= -DDPKG_PARSECHANGELOG= -DCHANGELOG= -DMETAINFO= -DMEMLEDGER=
#       -P check_versions.cmake

execute_process(COMMAND ${MEMLEDGER} --version OUTPUT_VARIABLE reported OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT reported STREQUAL "memledger ${VERSION}")
  message(FATAL_ERROR "memledger --version says '${reported}'; the project is ${VERSION}")
endif()

file(READ ${METAINFO} metainfo)
if(NOT metainfo MATCHES "<releases>[ \t\n]*<release version=\"([^\"]+)\"")
  message(FATAL_ERROR "${METAINFO} has no <releases>")
endif()
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
  message(FATAL_ERROR "the newest release in ${METAINFO} is ${CMAKE_MATCH_1}; the project is ${VERSION}")
endif()

set(expected "${VERSION}-${DEBIAN_REVISION}")
if(DPKG_PARSECHANGELOG)
  execute_process(COMMAND ${DPKG_PARSECHANGELOG} -l ${CHANGELOG} -S Version RESULT_VARIABLE status
                  OUTPUT_VARIABLE logged ERROR_VARIABLE errors OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT status EQUAL 0 OR errors)
    message(FATAL_ERROR "dpkg-parsechangelog rejects ${CHANGELOG}:\n${errors}")
  endif()
else()
  file(STRINGS ${CHANGELOG} first LIMIT_COUNT 1)
  string(REGEX REPLACE "^memledger \\(([^)]+)\\).*" "\\1" logged "${first}")
endif()
if(NOT logged STREQUAL expected)
  message(FATAL_ERROR "the newest entry of ${CHANGELOG} is ${logged}; the package is ${expected}")
endif()
