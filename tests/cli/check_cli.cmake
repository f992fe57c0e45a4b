# Runs the memledger CLI once and checks its exit status and output.
#
#   cmake -DEXE=path/to/memledger -DARGS="estimate;--model;llama-3.1-8b" -DEXPECT_EXIT=0
#         [-DEXPECT_STDOUT=regex] [-DEXPECT_STDERR=regex] [-DSTDERR_LINES=n]
#         [-DJSON_KEYS="per_gpu.weights;fits"] -P check_cli.cmake
#
# ARGS is a ;-list of command-line words. EXPECT_STDOUT and EXPECT_STDERR are CMake
# regular expressions that must match somewhere in the stream; an empty EXPECT_STDERR
# with EXPECT_EXIT=0 requires stderr to be empty. STDERR_LINES checks the number of
# lines on stderr. JSON_KEYS are dotted paths that must exist in stdout parsed as JSON.
cmake_minimum_required(VERSION 3.19)  # string(JSON)

foreach(required EXE EXPECT_EXIT)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "check_cli.cmake: -D${required}=... is required")
  endif()
endforeach()

execute_process(COMMAND "${EXE}" ${ARGS}
                RESULT_VARIABLE exit_code
                OUTPUT_VARIABLE stdout
                ERROR_VARIABLE stderr)

# The window's offscreen platform reports what it cannot do (size hints, the runtime
# folder); those lines are Qt's, not MemLedger's, and say nothing about the result.
string(REGEX REPLACE "QStandardPaths: XDG_RUNTIME_DIR not set[^\n]*\n" "" stderr "${stderr}")
string(REGEX REPLACE "This plugin does not support propagateSizeHints\\(\\)\n" "" stderr "${stderr}")

set(failures "")
macro(fail what)
  string(APPEND failures "  ${what}\n")
endmacro()

if(NOT "${exit_code}" STREQUAL "${EXPECT_EXIT}")
  fail("exit status ${exit_code}, expected ${EXPECT_EXIT}")
endif()
if(DEFINED EXPECT_STDOUT AND NOT stdout MATCHES "${EXPECT_STDOUT}")
  fail("stdout does not match /${EXPECT_STDOUT}/")
endif()
if(DEFINED EXPECT_STDERR AND NOT "${EXPECT_STDERR}" STREQUAL "")
  if(NOT stderr MATCHES "${EXPECT_STDERR}")
    fail("stderr does not match /${EXPECT_STDERR}/")
  endif()
elseif("${EXPECT_EXIT}" STREQUAL "0" AND NOT "${stderr}" STREQUAL "")
  fail("stderr is not empty")
endif()
if(DEFINED STDERR_LINES)
  string(REGEX MATCHALL "\n" newlines "${stderr}")
  list(LENGTH newlines lines)
  if(NOT lines EQUAL STDERR_LINES)
    fail("stderr has ${lines} lines, expected ${STDERR_LINES}")
  endif()
endif()
foreach(key IN LISTS JSON_KEYS)
  string(REPLACE "." ";" path "${key}")
  string(JSON value ERROR_VARIABLE json_error GET "${stdout}" ${path})
  if(json_error)
    fail("JSON key ${key} missing: ${json_error}")
  endif()
endforeach()

if(NOT failures STREQUAL "")
  list(JOIN ARGS " " command_line)
  message(FATAL_ERROR "memledger ${command_line}\n${failures}--- stdout ---\n${stdout}--- stderr ---\n${stderr}")
endif()
