#include "widgets/common/control_help.h"

#include <QWidget>

namespace memledger::widgets {

QString whatsThisText(const QString& name, const QString& help)
{
    return QStringLiteral("<p><b>") % name.toHtmlEscaped() % QStringLiteral("</b></p><p>") %
           help.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")) % QStringLiteral("</p>");
}

void describeControl(QWidget* control, const QString& name, const QString& help)
{
    control->setAccessibleName(name);
    control->setAccessibleDescription(help);
    control->setToolTip(help);
    control->setStatusTip(name % QStringLiteral(": ") % help);   // the window's status bar, while hovered
    control->setWhatsThis(whatsThisText(name, help));
}

}  // namespace memledger::widgets
