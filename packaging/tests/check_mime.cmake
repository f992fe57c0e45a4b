# The shared-mime-info package for *.memledger.json: well-formed XML, accepted by
# update-mime-database without a remark, its glob weighted above application/json's *.json,
# and the same type named by the .desktop entry (MimeType=) and the metainfo (<mediatype>).
# cmake -DUPDATE_MIME_DATABASE= [-DXMLLINT=] -DMIME_XML= -DDESKTOP= -DMETAINFO= -DWORK= -P check_mime.cmake

set(type "application/x-memledger-scenario")

if(XMLLINT)
  execute_process(COMMAND ${XMLLINT} --noout ${MIME_XML} RESULT_VARIABLE status ERROR_VARIABLE errors)
  if(NOT status EQUAL 0 OR errors)
    message(FATAL_ERROR "xmllint rejects ${MIME_XML}:\n${errors}")
  endif()
endif()

# A scratch data directory holding only this package: ${WORK}/mime, searched as the
# desktop would search /usr/share/mime (else update-mime-database notes that it is not).
set(mime ${WORK}/mime)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${mime}/packages)
configure_file(${MIME_XML} ${mime}/packages/memledger.xml COPYONLY)
set(ENV{XDG_DATA_HOME} ${WORK})
set(ENV{XDG_DATA_DIRS} ${WORK})
execute_process(COMMAND ${UPDATE_MIME_DATABASE} ${mime} RESULT_VARIABLE status OUTPUT_VARIABLE output
                ERROR_VARIABLE output)
if(NOT status EQUAL 0 OR output)
  message(FATAL_ERROR "update-mime-database reports (status ${status}):\n${output}")
endif()

file(STRINGS ${mime}/globs2 globs REGEX "^[0-9]+:${type}:")
if(NOT globs STREQUAL "80:${type}:*.memledger.json")
  message(FATAL_ERROR "globs2 has '${globs}' for ${type}; expected one glob *.memledger.json of weight 80 "
                      "(above the 50 of application/json's *.json)")
endif()
file(STRINGS ${mime}/subclasses parents REGEX "^${type} ")
if(NOT parents STREQUAL "${type} application/json")
  message(FATAL_ERROR "${type} should be a sub-class of application/json (subclasses: '${parents}')")
endif()

file(READ ${DESKTOP} desktop)
string(FIND "${desktop}" "\nMimeType=${type};\n" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${DESKTOP} should say MimeType=${type};")
endif()
file(READ ${METAINFO} metainfo)
string(FIND "${metainfo}" "<mediatype>${type}</mediatype>" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${METAINFO} does not provide <mediatype>${type}</mediatype>")
endif()
