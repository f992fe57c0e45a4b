# The desktop window: included by app/CMakeLists.txt when MEMLEDGER_GUI is ON.
# The views live in widgets/ (memledger_widgets); these files only wire them.
set_property(TARGET memledger PROPERTY AUTOMOC ON)
target_sources(memledger PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/gui_main.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gui_options.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gui_settings.cpp
  ${CMAKE_CURRENT_LIST_DIR}/main_window.cpp
  ${CMAKE_CURRENT_LIST_DIR}/main_window_files.cpp
  ${CMAKE_CURRENT_LIST_DIR}/main_window_explore.cpp
  ${CMAKE_CURRENT_LIST_DIR}/main_window_menus.cpp
  ${CMAKE_CURRENT_LIST_DIR}/main_window_state.cpp
)
target_link_libraries(memledger PRIVATE memledger_widgets)
target_compile_definitions(memledger PRIVATE MEMLEDGER_VERSION="${PROJECT_VERSION}")
# The window icon: the PNGs the package installs into the hicolor theme, embedded so the
# icon shows also when MemLedger runs from its build tree.
qt_add_resources(memledger memledger_icons PREFIX /icons BASE ${PROJECT_SOURCE_DIR}/packaging/icons
                 FILES ${PROJECT_SOURCE_DIR}/packaging/icons/memledger-16.png
                       ${PROJECT_SOURCE_DIR}/packaging/icons/memledger-32.png
                       ${PROJECT_SOURCE_DIR}/packaging/icons/memledger-48.png
                       ${PROJECT_SOURCE_DIR}/packaging/icons/memledger-64.png
                       ${PROJECT_SOURCE_DIR}/packaging/icons/memledger-128.png
                       ${PROJECT_SOURCE_DIR}/packaging/icons/memledger-256.png)
