#include "app/window/gui_settings.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

namespace memledger::gui {

namespace {

const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kScreenGeometry = QStringLiteral("window/geometry-on/");   // + screenKey()
const QString kUnit = QStringLiteral("view/unitGB");
const QString kRecent = QStringLiteral("files/recent");
const QString kLastFile = QStringLiteral("files/last");

QString dataFile(const QString& name)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name;
}

}  // namespace

GuiSettings loadGuiSettings()
{
    QSettings s;
    GuiSettings out;
    out.geometry = s.value(kGeometry).toByteArray();
    out.windowState = s.value(kState).toByteArray();
    out.unitGB = s.value(kUnit, false).toBool();
    out.recentFiles = s.value(kRecent).toStringList();
    out.lastFile = s.value(kLastFile).toString();
    return out;
}

void saveGuiSettings(const GuiSettings& settings)
{
    QSettings s;
    s.setValue(kGeometry, settings.geometry);
    s.setValue(kState, settings.windowState);
    if (settings.unitGB)
        s.setValue(kUnit, true);
    else
        s.remove(kUnit);   // only values that differ from the defaults are written
    s.setValue(kRecent, settings.recentFiles);
    s.setValue(kLastFile, settings.lastFile);
}

QString screenKey(const QString& name, const QRect& geometry)
{
    QString safe = name;
    safe.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char('\\'), QLatin1Char('_'));
    return QStringLiteral("%1_%2x%3+%4+%5")
        .arg(safe)
        .arg(geometry.width())
        .arg(geometry.height())
        .arg(geometry.x())
        .arg(geometry.y());
}

QByteArray loadScreenGeometry(const QString& screenKey)
{
    return QSettings().value(kScreenGeometry + screenKey).toByteArray();
}

void saveScreenGeometry(const QString& screenKey, const QByteArray& geometry)
{
    QSettings().setValue(kScreenGeometry + screenKey, geometry);
}

QString lastScenarioPath()
{
    return dataFile(QStringLiteral("last.memledger.json"));
}

QString autosavePath()
{
    return dataFile(QStringLiteral("autosave.memledger.json"));
}

}  // namespace memledger::gui
