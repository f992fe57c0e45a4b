// What the window remembers between runs (QSettings): geometry, dock layout, unit,
// recent files. Scenarios themselves live in *.memledger.json files, never here:
// the last scenario and the crash-recovery autosave are files in the app data folder.
#pragma once

#include <QByteArray>
#include <QRect>
#include <QString>
#include <QStringList>

namespace memledger::gui {

inline constexpr int kMainWindowStateVersion = 1;
inline constexpr int kMaxRecentFiles = 8;

struct GuiSettings {
    QByteArray geometry;
    QByteArray windowState;
    bool unitGB = false;
    QStringList recentFiles;
    QString lastFile;       // the file the last scenario was saved as or opened from
};

GuiSettings loadGuiSettings();
void saveGuiSettings(const GuiSettings& settings);

// The window's geometry per screen: a laptop's panel and the projector or monitor beside it
// each get the size and place last used there. The key names the screen and its geometry,
// so a screen whose resolution changed starts afresh.
QString screenKey(const QString& name, const QRect& geometry);
QByteArray loadScreenGeometry(const QString& screenKey);
void saveScreenGeometry(const QString& screenKey, const QByteArray& geometry);

QString lastScenarioPath();   // <app data>/last.memledger.json
QString autosavePath();       // <app data>/autosave.memledger.json (exists only while unsaved work may be lost)

}  // namespace memledger::gui
