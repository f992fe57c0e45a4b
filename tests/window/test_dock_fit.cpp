// The docks hold at the sizes the window meets: 1280 × 720 (a laptop, a projector) and
// 1472 × 920 (the first launch on a 1920 × 1200 screen). In every dock, raised in turn, no
// widget lies outside its parent, no scrolled content is wider than its viewport (nothing
// opens scrolled sideways), no one-line label is cut and no button is narrower than its text.
// DOCKFIT_DEBUG=1 lists, under a content too wide, its widgets whose minimum width is close to it.
#include <cmath>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocument>
#include <QTranslator>
#include <QToolButton>
#include <gtest/gtest.h>

#include "app/window/main_window.h"
#include "model/service/scenario_request.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/catalogue.h"
#include "widgets/session/form/scenario_form.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/workbench/workbench.h"

using namespace memledger;
using memledger::gui::MainWindow;

namespace {

// Widgets drawn by Qt's own composites (an item view's editors, a combo box's popup, a
// scroll bar's parts), which their owner places and clips by design.
bool ownedByAComposite(const QWidget* w)
{
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QAbstractItemView*>(p) || qobject_cast<const QComboBox*>(p) ||
            qobject_cast<const QScrollBar*>(p))
            return true;
    return false;
}

double textWidth(const QLabel* label)
{
    if (label->textFormat() == Qt::PlainText || (label->textFormat() == Qt::AutoText && !Qt::mightBeRichText(label->text())))
        return QFontMetricsF(label->font()).horizontalAdvance(label->text());
    QTextDocument document;
    document.setDefaultFont(label->font());
    document.setDocumentMargin(0);
    document.setHtml(label->text());
    return document.idealWidth();
}

QString describe(const QWidget* w)
{
    QString text = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        text += QLatin1Char('#') + w->objectName();
    if (const auto* label = qobject_cast<const QLabel*>(w))
        text += QStringLiteral(" \"") + label->text().left(60) + QLatin1Char('"');
    if (const auto* button = qobject_cast<const QAbstractButton*>(w))
        text += QStringLiteral(" \"") + button->text() + QLatin1Char('"');
    return text;
}

// What is cut in `root`, one line each.
QStringList clipped(const QWidget* root)
{
    QStringList out;
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->isWindow() || ownedByAComposite(w))
            continue;
        const QWidget* parent = w->parentWidget();
        const auto* area = parent ? qobject_cast<const QAbstractScrollArea*>(parent->parentWidget()) : nullptr;
        if (area && area->viewport() == parent) {
            // Scrolled content: it may be taller than the viewport, never wider.
            if (w->width() > parent->width() + 1) {
                out << describe(w) + QStringLiteral(" is %1 px wide in a %2 px viewport").arg(w->width()).arg(parent->width());
                if (qEnvironmentVariableIsSet("DOCKFIT_DEBUG"))
                    for (const QWidget* c : w->findChildren<QWidget*>())
                        if (c->isVisible() && c->minimumSizeHint().width() > parent->width() - 40)
                            out << QStringLiteral("    ") + describe(c) + QStringLiteral(" min %1").arg(c->minimumSizeHint().width());
            }
        } else if (parent && !parent->rect().adjusted(-1, -1, 1, 1).contains(w->geometry())) {
            out << describe(w) + QStringLiteral(" lies outside ") + describe(parent) +
                       (qEnvironmentVariableIsSet("DOCKFIT_DEBUG")
                            ? QStringLiteral(" %1,%2 %3x%4 in %5x%6 min %7")
                                  .arg(w->x()).arg(w->y()).arg(w->width()).arg(w->height())
                                  .arg(parent->width()).arg(parent->height()).arg(parent->minimumSizeHint().width())
                            : QString());
        }
        if (const auto* label = qobject_cast<const QLabel*>(w); label && !label->wordWrap() && !label->text().isEmpty() &&
                                                                 label->pixmap().isNull())
            if (std::floor(textWidth(label)) > label->contentsRect().width())   // a fractional advance is no cut
                out << describe(w) + QStringLiteral(" needs %1 px, has %2").arg(textWidth(label)).arg(label->contentsRect().width());
        if (const auto* button = qobject_cast<const QAbstractButton*>(w); button && !button->text().isEmpty() &&
                                                                          !qobject_cast<const QToolButton*>(w) &&
                                                                          button->sizeHint().width() > button->width() + 1)
            out << describe(w) + QStringLiteral(" needs %1 px, has %2").arg(button->sizeHint().width()).arg(button->width());
    }
    return out;
}

void settle(MainWindow& window)
{
    for (int i = 0; i < 3; ++i) {
        QApplication::processEvents();
        window.workbench()->hub()->settle();
    }
    QApplication::processEvents();
}


void expectEveryDockHolds(const QSize size, const std::string& language)
{
    const std::string where = std::to_string(size.width()) + "×" + std::to_string(size.height()) + " " + language;
    MainWindow window(widgets::test::presets());
    window.startWith(model::startingScenario(*widgets::test::presets()), QString());
    window.resize(size);
    window.balanceDocks();
    window.show();
    settle(window);
    window.showTriage(0);   // the wizard open on its first proposal
    settle(window);
    window.showPlanner();
    settle(window);
    window.inspectTerm(QStringLiteral("optimizer_moments"));
    settle(window);
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (dock->isHidden())
            continue;
        dock->raise();
        settle(window);
        const QStringList cut = clipped(dock);
        EXPECT_TRUE(cut.isEmpty()) << where << ", " << dock->windowTitle().toStdString() << ":\n  "
                                   << cut.join(QStringLiteral("\n  ")).toStdString();
    }
    // The controls with every folded section open as well.
    for (QToolButton* fold : window.workbench()->form()->foldToggles())
        fold->setChecked(true);
    settle(window);
    const QStringList cut = clipped(window.workbench()->controls());
    EXPECT_TRUE(cut.isEmpty()) << where << ", controls unfolded:\n  " << cut.join(QStringLiteral("\n  ")).toStdString();
}

}  // namespace

TEST(DockFit, EveryDockHoldsItsContentsAtTheWindowsUsualSizes)
{
    for (const QSize size : {QSize(1280, 720), QSize(1472, 920)})
        expectEveryDockHolds(size, "en");
    QTranslator catalogue;
    ASSERT_TRUE(widgets::loadCatalogue(catalogue, QLocale(QStringLiteral("zh_CN"))));
    QCoreApplication::installTranslator(&catalogue);
    for (const QSize size : {QSize(1280, 720), QSize(1472, 920)})
        expectEveryDockHolds(size, "zh_CN");
    QCoreApplication::removeTranslator(&catalogue);
}
