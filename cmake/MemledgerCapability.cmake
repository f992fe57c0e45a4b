# One capability folder, one static library, and the layering rule enforced by the compiler.
#
# No target sees the source tree as an include path. Each gets an include root of its own
# in the build tree holding one link, <root>/model/ledger -> <source>/model/ledger, and a
# target sees the roots of what it links, and nothing else. A header from a folder the
# target does not depend on is therefore "No such file or directory" at compile time:
# model/ledger cannot include model/triage, widgets/common cannot include widgets/session.
#
#   memledger_capability(<target> SOURCES <file>... DEPENDS <target or library>...)
function(memledger_capability target)
  cmake_parse_arguments(arg "" "" "SOURCES;DEPENDS" ${ARGN})
  file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  set(root ${PROJECT_BINARY_DIR}/include_roots/${target})
  get_filename_component(parent ${root}/${folder} DIRECTORY)
  file(MAKE_DIRECTORY ${parent})
  file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${root}/${folder} SYMBOLIC)
  add_library(${target} STATIC ${arg_SOURCES})
  target_include_directories(${target} PUBLIC ${root})
  target_link_libraries(${target} PUBLIC ${arg_DEPENDS} PRIVATE memledger_warnings)
endfunction()
