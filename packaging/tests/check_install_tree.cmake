# Installs the project into a scratch prefix laid out as the package is (/usr), then checks
# that every file the desktop, man and dpkg look for is there, that AppStream accepts the
# installed tree as a whole, and that the installed binary finds its presets by itself.
# cmake -DBUILD_DIR= -DWORK= -DAPPSTREAMCLI= -DAPP_ID= -P check_install_tree.cmake

file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK}/usr RESULT_VARIABLE status
                OUTPUT_QUIET ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install failed:\n${errors}")
endif()

set(root ${WORK}/usr)
set(expected
    bin/memledger
    share/applications/${APP_ID}.desktop
    share/metainfo/${APP_ID}.metainfo.xml
    share/mime/packages/memledger.xml
    share/icons/hicolor/scalable/apps/memledger.svg
    share/man/man1/memledger.1.gz
    share/doc/memledger/copyright
    share/doc/memledger/changelog.Debian.gz
    share/doc/memledger/model.md.gz
    share/memledger/presets/models/llama-3.1-70b.json
    share/memledger/presets/gpus/h100-sxm.json)
foreach(size 16 32 48 64 128 256)
  list(APPEND expected share/icons/hicolor/${size}x${size}/apps/memledger.png)
endforeach()
foreach(file IN LISTS expected)
  if(NOT EXISTS ${root}/${file})
    message(FATAL_ERROR "not installed: /usr/${file}")
  endif()
endforeach()

# Each PNG is the size its directory says (width and height in the IHDR chunk).
foreach(size 16 32 48 64 128 256)
  file(READ ${root}/share/icons/hicolor/${size}x${size}/apps/memledger.png header LIMIT 24 HEX)
  string(SUBSTRING "${header}" 32 8 width)
  string(SUBSTRING "${header}" 40 8 height)
  math(EXPR width "0x${width}")
  math(EXPR height "0x${height}")
  if(NOT width EQUAL size OR NOT height EQUAL size)
    message(FATAL_ERROR "hicolor/${size}x${size}/apps/memledger.png is ${width}x${height}")
  endif()
endforeach()

# gzip -n: no file name and no time stamp in the header (bytes 4-7 are the mtime, byte 3
# the flags, whose bit 3 says a name follows), so rebuilding gives identical files.
foreach(file share/man/man1/memledger.1.gz share/doc/memledger/changelog.Debian.gz share/doc/memledger/model.md.gz)
  file(READ ${root}/${file} header LIMIT 8 HEX)
  if(NOT header MATCHES "^1f8b08")
    message(FATAL_ERROR "/usr/${file} is not gzip data")
  endif()
  string(SUBSTRING "${header}" 6 10 flags_and_mtime)
  if(NOT flags_and_mtime STREQUAL "0000000000")
    message(FATAL_ERROR "/usr/${file} stores a name or a time stamp (gzip header ${header}); compress with -n")
  endif()
endforeach()

# The .desktop entry's Icon= and Exec= resolve in the tree (validate-tree does not look).
file(READ ${root}/share/applications/${APP_ID}.desktop desktop)
if(NOT desktop MATCHES "\nIcon=([^\n]+)\n")
  message(FATAL_ERROR "${APP_ID}.desktop has no Icon=")
endif()
set(icon ${CMAKE_MATCH_1})
foreach(theme_dir scalable/apps/${icon}.svg 16x16/apps/${icon}.png 48x48/apps/${icon}.png 256x256/apps/${icon}.png)
  if(NOT EXISTS ${root}/share/icons/hicolor/${theme_dir})
    message(FATAL_ERROR "Icon=${icon}, but the tree has no share/icons/hicolor/${theme_dir}")
  endif()
endforeach()
if(NOT desktop MATCHES "\nExec=([^ \n]+) %f\n")
  message(FATAL_ERROR "${APP_ID}.desktop should open one file: Exec=memledger %f")
endif()
if(NOT EXISTS ${root}/bin/${CMAKE_MATCH_1})
  message(FATAL_ERROR "${APP_ID}.desktop runs ${CMAKE_MATCH_1}, which is not installed in bin/")
endif()

execute_process(COMMAND ${APPSTREAMCLI} validate-tree --no-net --pedantic --no-color ${WORK}
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0 OR output MATCHES "(^|\n)[EWIP]: ")
  message(FATAL_ERROR "appstreamcli validate-tree (status ${status}):\n${output}")
endif()

# The installed binary finds ../share/memledger/presets beside itself.
unset(ENV{MEMLEDGER_PRESETS})
execute_process(COMMAND ${root}/bin/memledger presets --format json WORKING_DIRECTORY ${WORK}
                RESULT_VARIABLE status OUTPUT_VARIABLE listing ERROR_VARIABLE errors)
if(NOT status EQUAL 0 OR NOT listing MATCHES "llama-3.1-70b")
  message(FATAL_ERROR "the installed memledger does not find its presets (status ${status}):\n${errors}")
endif()
