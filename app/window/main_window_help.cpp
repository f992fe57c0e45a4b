// Help where the user is: the status bar (what is under the mouse, the last action,
// the engine's timing), Help ▸ Guide with its "Show me" scenarios, What's This, and
// About with the version, the licence and About Qt.
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QUndoStack>
#include <QWhatsThis>

#include "app/window/main_window.h"
#include "widgets/common/live_label.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/guide_dialog.h"
#include "widgets/workbench/workbench.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {

// A preset's or import's name can be long: at most a third of the line, the whole of it on
// hover (the tooltip holds it); the help on the left keeps its room.
void showLastAction(LiveLabel& lastAction, int barWidth)
{
    lastAction.setText(
        lastAction.label()->fontMetrics().elidedText(lastAction.toolTip(), Qt::ElideRight, std::max(120, barWidth / 3)));
}

}  // namespace

void MainWindow::buildHelpMenu(QMenu* help)
{
    QAction* guide = help->addAction(tr("&Guide"), QKeySequence::HelpContents, this, [this] { showGuide(); });
    guide->setStatusTip(tr("Short illustrated pages on GPU memory, ZeRO, recomputation, offload, fragmentation "
                           "and the triage order"));
    QAction* whatsThis = QWhatsThis::createAction(this);
    whatsThis->setText(tr("What's &This?"));   // Qt names it in Qt's catalogue, which may not be installed
    whatsThis->setStatusTip(tr("Click a control to read what it is, what it trades and its typical values"));
    help->addAction(whatsThis);
    help->addSeparator();
    help->addAction(tr("&Welcome"), this, &MainWindow::showWelcome)
        ->setStatusTip(tr("What the job on screen shows, which segment is the lesson, and where to go next"));
    help->addAction(tr("&Tour of the Window"), this, [this] { startTour(); })
        ->setStatusTip(tr("Each part of the window, named where it is"));
    help->addSeparator();
    help->addAction(tr("&About MemLedger"), this, [this] {
        QMessageBox::about(
            this, tr("About MemLedger"),
            tr("<h3>MemLedger %1</h3>"
               "<p>MemLedger explains where the GPU memory of a training step goes: every figure comes with its "
               "formula and its source.</p>"
               "<p>Released under the MIT licence. Built with Qt %2.</p>")
                .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

// Hovered controls put their status tip here (control_help.h); the right-hand side keeps the
// last action (the undo stack's) and how long the engine took for the latest answer. Both
// change with every slider step: their widths only grow, so the window is not laid out
// again for each.
void MainWindow::buildStatusBar()
{
    auto* lastAction = new LiveLabel;
    auto* engine = new LiveLabel;
    m_lastActionStatus = lastAction;
    lastAction->label()->setObjectName(QStringLiteral("StatusLastAction"));
    engine->label()->setObjectName(QStringLiteral("StatusEngine"));
    for (LiveLabel* status : {lastAction, engine}) {
        status->setWidthOnlyGrows(true);
        status->label()->setContentsMargins(6, 0, 6, 0);   // apart from each other and from the help
    }
    statusBar()->addPermanentWidget(lastAction);
    statusBar()->addPermanentWidget(engine);
    statusBar()->installEventFilter(this);
    lastAction->installEventFilter(this);
    QUndoStack* stack = m_session->undoStack();
    QStatusBar* bar = statusBar();   // alive while lastAction, its child, is: not so the window
    connect(stack, &QUndoStack::indexChanged, lastAction, [bar, stack, lastAction] {
        const QString text = stack->undoText();
        lastAction->setToolTip(text.isEmpty() ? QString() : tr("Last: %1").arg(text));
        showLastAction(*lastAction, bar->width());
    });
    ResultsHub* hub = m_bench->hub();
    const auto timing = [engine](const QString& what, double millis) {
        engine->setText(tr("Engine: %1 in %2").arg(what, formatSeconds(millis / 1e3)));
    };
    connect(hub, &ResultsHub::ledgerReady, engine,
            [timing](const LedgerAnswer& a) { timing(tr("ledger with the allocator"), a.millis); });
    connect(hub, &ResultsHub::timelineReady, engine,
            [timing](const TimelineAnswer& a) { timing(tr("step timeline"), a.millis); });
    connect(hub, &ResultsHub::sweepReady, engine, [timing](const SweepAnswer& a) { timing(tr("sweep"), a.millis); });
    connect(hub, &ResultsHub::planReady, engine, [timing](const PlanAnswer& a) {
        timing(a.result->rowsExact ? tr("planner, rows with the allocator") : tr("planner search"), a.millis);
    });
    showStatusHelp(tr("Hover a control for what it does; Shift+F1 then click for more; F1 opens the guide."));
}

// QMainWindow shows a status tip as the status bar's message, which is cut off mid-word where
// it meets the last action: here it ends in an ellipsis inside the room it has.
void MainWindow::showStatusHelp(const QString& text, int timeoutMs)
{
    m_statusHelp = text;
    statusBar()->showMessage(elidedStatusHelp(), timeoutMs);
}

QString MainWindow::elidedStatusHelp()
{
    QStatusBar* bar = statusBar();
    int room = bar->width() - 12;
    if (m_lastActionStatus && !m_lastActionStatus->isHidden() && m_lastActionStatus->width() > 0)
        room = m_lastActionStatus->x() - 8;
    const QString shown = bar->fontMetrics().elidedText(m_statusHelp, Qt::ElideRight, std::max(0, room));
    bar->setToolTip(shown == m_statusHelp ? QString() : m_statusHelp);
    return shown;
}

bool MainWindow::event(QEvent* event)
{
    if (event->type() == QEvent::StatusTip) {
        showStatusHelp(static_cast<QStatusTipEvent*>(event)->tip());
        return true;
    }
    return QMainWindow::event(event);
}

// The help's room changes with the window and with the readouts beside it: elided anew.
bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    // The last action's third of the line is the bar's as it is now (it was built narrow).
    if (watched == statusBar() && event->type() == QEvent::Resize && m_lastActionStatus)
        showLastAction(*m_lastActionStatus, statusBar()->width());
    if ((event->type() == QEvent::Resize || event->type() == QEvent::Move) && !statusBar()->currentMessage().isEmpty()) {
        const QString shown = elidedStatusHelp();
        if (shown != statusBar()->currentMessage())
            statusBar()->showMessage(shown);
    }
    return QMainWindow::eventFilter(watched, event);
}

GuideDialog* MainWindow::showGuide(int page)
{
    if (!m_guide) {
        m_guide = new GuideDialog(this);
        connect(m_guide, &GuideDialog::showMe, this, &MainWindow::showGuideExample);
    }
    if (page >= 0)
        m_guide->showPage(page);
    m_guide->show();
    m_guide->raise();
    return m_guide;
}

void MainWindow::showGuideExample(const QString& scenario, GuideView view)
{
    if (!loadPreset(scenario))
        return;
    switch (view) {
    case GuideView::Activations: m_bench->showActivations(); break;
    case GuideView::Sweep: m_bench->showSweep(); break;
    case GuideView::Timeline: m_bench->showTimeline(); break;
    case GuideView::Allocator: m_bench->showAllocator(); break;
    case GuideView::Triage: showTriage(); break;
    }
    showStatusHelp(tr("Loaded the guide's example: %1").arg(scenario), 8000);
}

}  // namespace memledger::gui
