// The workbench's views named by the ids scenes and the window's shortcuts use, and the
// presentation's one-view-at-a-time layout.
#include <QEvent>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include "model/io/workspace_json.h"
#include "widgets/allocator/allocator_panel.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/explore/fitmap/heatmap_panel.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/workbench/workbench.h"

namespace memledger::widgets {

namespace {
const QString kLedger = QStringLiteral("ledger");

// The tabs in the order of model::sceneViewIds() after "ledger".
int tabIndexOf(const QString& id)
{
    const auto& ids = model::sceneViewIds();
    for (std::size_t i = 1; i < ids.size(); ++i)
        if (id == QLatin1String(ids[i].c_str()))
            return static_cast<int>(i) - 1;
    return -1;
}
}  // namespace

void Workbench::showView(const QString& id)
{
    const int tab = tabIndexOf(id);
    if (tab < 0)
        return;
    QWidget* page = m_tabs->widget(tab);
    if (page == m_sweep)
        showSweep();
    else if (page == m_heatMap)
        showHeatMap();
    else if (page == m_compare)
        showCompare();
    else if (page == m_allocator)
        showAllocator();
    else
        m_tabs->setCurrentIndex(tab);
}

QString Workbench::currentTabId() const
{
    const auto& ids = model::sceneViewIds();
    const int tab = m_tabs->currentIndex();
    return tab >= 0 && tab + 1 < static_cast<int>(ids.size()) ? QString::fromStdString(ids[static_cast<std::size_t>(tab) + 1])
                                                               : QString();
}

void Workbench::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Painted views read the palette as they paint; the headline's verdict, the inspector's
    // swatches and the tables colour their text when it is set, as a change of unit does.
    // Once every widget below has its new palette: the colours are chosen from theirs.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        QTimer::singleShot(0, this, [this] { setUnit(m_unit); });
}

void Workbench::showOnly(const QString& id)
{
    m_only = id == kLedger || tabIndexOf(id) >= 0 ? id : QString();
    const bool all = m_only.isEmpty();
    QWidget* ledgerArea = m_split->widget(0);
    ledgerArea->setVisible(all || m_only == kLedger);
    m_tabs->setVisible(all || m_only != kLedger);
    // One view: its tab is chosen by the scene, not by the audience.
    m_tabs->tabBar()->setVisible(all);
    if (!all && m_only != kLedger)
        showView(m_only);
}

}  // namespace memledger::widgets
