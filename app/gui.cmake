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
