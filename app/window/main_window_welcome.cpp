// The first hour's help in the window itself: the welcome card over a first launch's
// scenario (and from Help), and a tour of the window's parts, each named where it is.
#include <QDockWidget>
#include <QScrollArea>
#include <QTabWidget>
#include <QToolBar>

#include "app/window/main_window.h"
#include "widgets/ledger/headline_strip.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/workbench/window_tour.h"
#include "widgets/workbench/workbench.h"

namespace memledger::gui {

using namespace memledger::widgets;

void MainWindow::showWelcome()
{
    showInspector();   // the card opens its lesson's formula there
    m_bench->showWelcome();
}

WindowTour* MainWindow::startTour(int stop)
{
    delete m_tour;
    auto* toolBar = findChild<QToolBar*>(QStringLiteral("MainToolBar"));
    std::vector<TourStop> stops = {
        {m_controlsDock, tr("Controls"),
         tr("Every input of the job: model and GPU first, then batch and sequence, parallelism, memory savings and "
            "offload. Each group folds its expert settings under “More settings”. Ctrl+Z undoes any change.")},
        {m_bench->headline(), tr("The verdict"),
         tr("Fits or not, the peak per GPU, the instant of the step it happens at, and the headroom. A figure marked "
            "≈ is refined a moment later by the allocator's replay.")},
        {m_bench->ledger()->parentWidget(), tr("The ledger"),
         tr("One bar per pipeline stage against the card's capacity. Each colour is a kind of memory; hover a "
            "segment for its formula, click it to inspect it.")},
        {m_inspectorDock, tr("Formula inspector"),
         tr("The selected term: its formula, the values put in it, and its source in the papers or the frameworks' "
            "code.")},
        {m_bench->tabs(), tr("The step, seen several ways"),
         tr("Activations per tensor, the timeline of one step, the caching allocator's replay, a sweep of one knob, "
            "a fit map of two, and a pinned scenario beside the live one (A/B).")},
        {m_plannerDock, tr("Planner"), tr("Searches the layouts of your GPUs that fit, and ranks them by step time.")},
        {toolBar, tr("OOM triage"),
         tr("The triage wizard walks the fixes in the order that costs least, and previews each on the ledger before "
            "you apply it. F1 opens the guide; Shift+F1 then a click explains any control.")},
    };
    m_tour = new WindowTour(this, std::move(stops));
    if (!m_tour->start()) {
        delete m_tour;
        m_tour = nullptr;
        return nullptr;
    }
    for (int i = 0; i < stop && m_tour->current() >= 0; ++i)
        m_tour->next();
    return m_tour;
}

}  // namespace memledger::gui
